import type { Context } from 'hono';
import { normaliseHostname } from '../../shared/hostname.ts';
import type { AppEnv } from '../app-types.ts';
import { isDevelopment } from '../env.ts';

/**
 * The store's canonical origin for links that leave the request (verification, password reset
 * and order mails, payment return URLs): the store's primary hostname, else the request's hostname,
 * which the tenant registry has matched to this store, never the Host header's port. Production: https, no port. Development:
 * http with PUBLIC_ORIGIN_PORT (set by `npm start` and the e2e server to their port), or none.
 * docs/decisions/0060-hardening-limits.md
 */
export function storeOrigin(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  // The store's primary hostname when it names one (ADR 0159): links in mails go where pages live.
  const hostname = c.var.storefront?.primary_hostname ?? normaliseHostname(url.hostname) ?? url.hostname;
  if (!isDevelopment(c.env)) return `https://${hostname}`;
  const port = /^\d{1,5}$/.test(c.env.PUBLIC_ORIGIN_PORT ?? '') ? `:${c.env.PUBLIC_ORIGIN_PORT}` : '';
  return `http://${hostname}${port}`;
}
