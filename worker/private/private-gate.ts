import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { apiPathStorefrontId, isOpenBeforePrivateGate, privateGateRedirect, STOREFRONT_BY_URL_PATH } from '../../shared/private-gate-paths.ts';
import type { AppEnv } from '../app-types.ts';
import { findCustomerBySessionToken, readSessionToken } from '../auth/current-customer.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import { hasPrivateGrant } from './private-grants.ts';

type Access = 'granted' | 'unverified' | 'none';

/** Whether this request passed the store's gate: a grant cookie, or a verified customer. */
async function gateAccess(c: Context<AppEnv>): Promise<Access> {
  if (await hasPrivateGrant(c)) return 'granted';
  const token = readSessionToken(c);
  const customer = token ? await findCustomerBySessionToken(c.var.db, c.var.storefront.id, token) : null;
  if (!customer) return 'none';
  c.set('customer', customer);
  return customer.verified || customer.sso ? 'granted' : 'unverified';
}

/**
 * The private-store gate (docs/product.md §2, §4 and §6), enforced on the server: until the gate is
 * passed, pages of a private store redirect to /private and API calls answer 403 JSON. Open
 * before it: the gate, login, registration, verification and password reset pages and their
 * APIs (shared/private-gate-paths.ts); translations and static files never reach this. Pages
 * rendered before the gate get the locked public config (no menu, pages or footer text).
 * Passing: a grant cookie of this store (code or store password) or a signed-in, verified
 * customer of this store. A signed-in unverified customer is sent to /email-verification.
 */
export const privateGate = createMiddleware<AppEnv>(async (c, next) => {
  const storefront = c.var.storefront;
  if (!storefront.config.private_store) return next();
  const path = c.req.path;
  // Another store's id in the path answers 404 further on, like on any store.
  const pathStore = apiPathStorefrontId(path);
  if (pathStore !== null && pathStore !== String(storefront.id)) return next();

  const open = isOpenBeforePrivateGate(path);
  // The account APIs need no verdict; pages and the config by url do (locked or not).
  if (open && path.startsWith('/api/') && path !== STOREFRONT_BY_URL_PATH) return next();
  const access = await gateAccess(c);
  c.set('privateLocked', access !== 'granted');
  if (open || access === 'granted') return next();

  if (path.startsWith('/api/') || c.req.method !== 'GET') {
    const i18n = requestI18n(c);
    const message =
      access === 'unverified'
        ? i18n._('Please verify your e-mail address to enter this store.')
        : i18n._('This store is private. Please enter your code or log in first.');
    return c.json({ message }, 403);
  }
  const url = new URL(c.req.url);
  c.header('cache-control', 'no-store');
  // The browser's route tree sends client-side navigations to the same place (shared rule).
  return c.redirect(privateGateRedirect(`${url.pathname}${url.search}`, access), 302);
});
