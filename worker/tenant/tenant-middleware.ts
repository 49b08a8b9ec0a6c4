import { createMiddleware } from 'hono/factory';
import { normaliseHostname } from '../../shared/hostname.ts';
import type { AppEnv } from '../app-types.ts';
import { InvalidStorefrontConfigError } from '../storefront/storefront-record.ts';
import { resolveStorefront } from './registry.ts';
import { storeNotFoundResponse } from './store-not-found.ts';

/**
 * Resolves the tenant once, first: the Host header (and only it; never X-Forwarded-Host, the
 * path, query or body) names the storefront. Downstream code reads c.var.storefront.
 */
export const tenantMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const hostname = normaliseHostname(new URL(c.req.url).host);
  if (!hostname) return storeNotFoundResponse();
  try {
    const storefront = await resolveStorefront(c.env.DB, hostname);
    if (!storefront) {
      return c.req.path.startsWith('/api/')
        ? c.json({ message: 'Store not found.' }, 404)
        : storeNotFoundResponse();
    }
    c.set('storefront', storefront);
  } catch (error) {
    if (error instanceof InvalidStorefrontConfigError) {
      console.error(error.message);
      return c.text('This store is temporarily unavailable. Please try again later.', 503);
    }
    throw error;
  }
  await next();
});
