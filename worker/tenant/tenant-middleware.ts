import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { normaliseHostname } from '../../shared/hostname.ts';
import type { AppEnv } from '../app-types.ts';
import { moveWaitSeconds, refusingWrites, registryDb, storeBinding, storeDatabaseSessions } from '../db/databases.ts';
import { BOOKMARK_COOKIE, BOOKMARK_COOKIE_SECONDS, bookmarkOf, openStoreSession, type StoreSession } from '../db/store-session.ts';
import { InvalidStorefrontConfigError } from '../storefront/storefront-record.ts';
import { resolveStorefront } from './registry.ts';
import { storeNotFoundResponse } from './store-not-found.ts';
import { storeUnavailable } from './store-unavailable.ts';

/**
 * Resolves the tenant once, first: the Host header (and only it; never X-Forwarded-Host, the
 * path, query or body) names the storefront. Downstream code reads c.var.storefront and the
 * store's own database, c.var.db (picked from the registry row just read: no query of its own).
 */
export const tenantMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const hostname = normaliseHostname(new URL(c.req.url).host);
  if (!hostname) return storeNotFoundResponse();
  const given = bookmarkOf(getCookie(c, BOOKMARK_COOKIE));
  let session: StoreSession;
  try {
    const storefront = await resolveStorefront(registryDb(c.env), hostname, Date.now(), storeDatabaseSessions(c.env));
    if (!storefront) {
      return c.req.path.startsWith('/api/')
        ? c.json({ message: 'Store not found.' }, 404)
        : storeNotFoundResponse();
    }
    c.set('storefront', storefront);
    // Every read of the store's rows through a D1 session: from the shopper's last write on, else unconstrained.
    session = openStoreSession(storeBinding(c.env, storefront), given);
    // While `stores move` copies the store, it reads from the old copy and refuses every write
    // (503 with Retry-After through the app's error handler; ADR 0309).
    const wait = moveWaitSeconds(storefront.moving_until);
    c.set('db', wait > 0 ? refusingWrites(session.db, storefront.id, wait) : session.db);
  } catch (error) {
    if (error instanceof InvalidStorefrontConfigError) {
      console.error(error.message);
      return storeUnavailable(c.req.path, null);
    }
    throw error;
  }
  await next();
  // After a write, the next requests start from it (read-your-writes on any replica, ADR 0237).
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const bookmark = session.bookmark();
    if (bookmark && bookmark !== given) setCookie(c, BOOKMARK_COOKIE, bookmark, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: BOOKMARK_COOKIE_SECONDS });
  }
});
