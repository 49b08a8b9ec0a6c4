import type { PublicUser } from '../../shared/schemas/account.ts';
import type { CustomerRecord } from '../db/customers.ts';
import type { Customer } from './current-customer.ts';

/** What the browser may know about the signed-in customer (display and guards only). */
export function toPublicUser(customer: Customer | CustomerRecord): PublicUser {
  const verified = 'verified' in customer ? customer.verified : customer.email_verified_at != null;
  const sso = 'sso' in customer ? customer.sso : customer.sso_object_id != null;
  return {
    id: customer.id,
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email,
    username: customer.username,
    verified,
    sso,
  };
}
