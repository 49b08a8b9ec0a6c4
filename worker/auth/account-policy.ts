import { accountDomainOf, emailMatchesDomain } from '../../shared/email-domain.ts';
import type { StorefrontRecord } from '../storefront/storefront-record.ts';

/**
 * Whether e-mail + password accounts exist in a store. A private store with single sign-on
 * admits work accounts only: a password account would walk around its gate
 * (docs/decisions/0033-single-sign-on.md).
 */
export function passwordAccountsAllowed(storefront: StorefrontRecord): boolean {
  return !(storefront.config.private_store && storefront.config.sso.enabled);
}

/** Whether an e-mail may log in or register here: any, or exactly the company domain. */
export function emailAllowedInStore(storefront: StorefrontRecord, email: string): boolean {
  const domain = accountDomainOf(storefront.config);
  return domain === null || emailMatchesDomain(email, domain);
}
