import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { isDevelopment } from '../env.ts';
import { isLocalHostname, requestHostname } from './local-host.ts';

/** HSTS of production hosts: two years, subdomains included. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** The CSP of served SVG files: no scripts, no outside resources, inline styles only. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Headers every response of the Worker carries (docs/decisions/0060-hardening-limits.md):
 * `X-Content-Type-Options: nosniff` always; HSTS in production on real hostnames. Static
 * files served by the assets binding get the same from dist/client/_headers (public/_headers).
 */
export function applySecurityHeaders(headers: Headers, options: { production: boolean; hostname: string; contentType?: string | null }): void {
  headers.set('x-content-type-options', 'nosniff');
  if (options.production && !isLocalHostname(options.hostname)) headers.set('strict-transport-security', HSTS);
  if (/^image\/svg\+xml\b/i.test(options.contentType ?? headers.get('content-type') ?? '')) headers.set('content-security-policy', SVG_CSP);
}

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const production = !isDevelopment(c.env);
  const hostname = requestHostname(c.req.url);
  try {
    applySecurityHeaders(c.res.headers, { production, hostname });
  } catch {
    // Immutable headers (a response passed through from a binding): copy it once.
    c.res = new Response(c.res.body, c.res);
    applySecurityHeaders(c.res.headers, { production, hostname });
  }
};
