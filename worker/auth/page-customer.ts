import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-types.ts';
import { findCustomerBySessionToken, readSessionToken } from './current-customer.ts';

/**
 * Before a page renders: who is signed in (c.var.customer), unless the private gate already
 * looked it up. The server renders the user menu from it and passes the user to the browser
 * in the boot payload (docs/decisions/0030-sessions-and-user-state.md).
 */
export const pageCustomer = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.customer) {
    const token = readSessionToken(c);
    const customer = token ? await findCustomerBySessionToken(c.var.db, c.var.storefront.id, token) : null;
    if (customer) c.set('customer', customer);
  }
  await next();
});
