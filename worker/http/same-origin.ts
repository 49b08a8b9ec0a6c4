import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { requestI18n } from '../i18n/request-i18n.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Callers that are not browsers by design (signed, server-to-server). */
const EXEMPT_PATHS = new Set(['/api/payments/stripe/webhook']);
/**
 * The work-account provider's form post of an ID token (ADR 0301): cross-site by design; it
 * changes nothing without this browser's HttpOnly nonce cookie and a token signed for that nonce.
 */
const PROVIDER_POST = /^\/api\/storefronts\/[^/]+\/sso\/return$/;

/**
 * Whether a request came from another site: an Origin that is not this request's own (scheme,
 * host and port), or a Sec-Fetch-Site other than same-origin / none. Requests with neither
 * header (curl, server-to-server, the in-process calls of page loaders) are not foreign.
 */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== new URL(request.url).origin) return true;
  const site = request.headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin' && site !== 'none';
}

/**
 * No cross-site state changes (docs/decisions/0060-hardening-limits.md): POST, PUT, PATCH and
 * DELETE, API and page form posts alike, answer 403 when they come from another site.
 */
export const sameOriginOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || EXEMPT_PATHS.has(c.req.path) || PROVIDER_POST.test(c.req.path) || !isCrossSite(c.req.raw)) return next();
  const message = requestI18n(c)._('Requests from other sites cannot change anything here.');
  return c.req.path.startsWith('/api/') ? c.json({ message }, 403) : c.text(message, 403);
};
