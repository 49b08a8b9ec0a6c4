import type { Context } from 'hono';
import type { AppEnv } from '../../app-types.ts';
import { storeOrigin } from '../../http/store-origin.ts';
import type { FulfilmentStore } from './order-mail-context.ts';

/** The request's store as the fulfilment mails and events need it. */
export function requestStore(c: Context<AppEnv>): FulfilmentStore {
  const store = c.var.storefront;
  return { id: store.id, name: store.name, contactEmails: store.config.contact_emails, origin: storeOrigin(c) };
}
