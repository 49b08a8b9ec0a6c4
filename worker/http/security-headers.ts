import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { isDevelopment } from '../env.ts';
import { isLocalHostname, requestHostname } from './local-host.ts';

/** HSTS of production hosts: two years, subdomains included. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** The CSP of served SVG files: no scripts, no outside resources, inline styles only. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Browser features no page of a store uses, refused for the pages and every frame in them (a
 * store's rich text or a hijacked script cannot ask for the camera, the location or payment
 * sheets). Stripe Checkout is a redirect and needs none. Only features Chromium knows, so the
 * header adds no console errors. docs/decisions/0175-opener-and-permissions-policy.md
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Pages opened from another site get no handle on ours (window.opener tricks), while windows our
 * pages open keep theirs: a work-account popup (MSAL) must be able to hand its answer back.
 * The work-account redirect and the Stripe redirect are top-level navigations, which COOP never blocks.
 */
export const OPENER_POLICY = 'same-origin-allow-popups';

/**
 * Headers every response of the Worker carries (docs/decisions/0060-hardening-limits.md):
 * `X-Content-Type-Options: nosniff`, the permissions and opener policies always; HSTS in
 * production on real hostnames. Static files served by the assets binding get the same from
 * dist/client/_headers (public/_headers).
 */
export function applySecurityHeaders(headers: Headers, options: { production: boolean; hostname: string; contentType?: string | null }): void {
  headers.set('x-content-type-options', 'nosniff');
  headers.set('permissions-policy', PERMISSIONS_POLICY);
  headers.set('cross-origin-opener-policy', OPENER_POLICY);
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
