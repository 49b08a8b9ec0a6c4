import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CONTACT_IMAGE_MAX_BYTES } from '../../shared/contact/contact-image.ts';
import type { AppEnv } from '../app-types.ts';
import { requestI18n } from '../i18n/request-i18n.ts';

const KiB = 1024;

/**
 * Request body limits (docs/decisions/0060-hardening-limits.md, docs/api.md). Counted while the
 * body streams, so a body without Content-Length (chunked) is refused as soon as it passes the
 * limit, never read in full first.
 */
export const BODY_LIMITS = {
  /** JSON APIs: logins, carts, orders, quotes: far below this. */
  json: 64 * KiB,
  /** The contact form (API and page form): its image limit plus room for the text fields. */
  contact: CONTACT_IMAGE_MAX_BYTES + 256 * KiB,
  /** Stripe's signed events. */
  stripeWebhook: 256 * KiB,
  /** Operator API: a whole store config document. */
  operator: 1024 * KiB,
  /** A store's whole catalog (PUT …/catalog): 10,000 products × 4 colours × 6 sizes is about 25 MiB. */
  operatorCatalog: 64 * 1024 * KiB,
  /** A warehouse system's stock list (PATCH …/inventory, 10,000 items at most). */
  operatorInventory: 4 * 1024 * KiB,
  /** One picture (PUT …/media/{name}): 10 MB, as docs/api.md says. */
  operatorMedia: 10 * 1024 * KiB,
} as const;

const OPERATOR_STORE_PATH = /^\/api\/operator\/storefronts\/[^/]+\/(catalog|inventory|media\/.+)$/;

/** The limit of one request by its path. */
export function bodyLimitFor(path: string): number {
  if (path === '/api/payments/stripe/webhook') return BODY_LIMITS.stripeWebhook;
  const operatorStore = OPERATOR_STORE_PATH.exec(path)?.[1];
  if (operatorStore === 'catalog') return BODY_LIMITS.operatorCatalog;
  if (operatorStore === 'inventory') return BODY_LIMITS.operatorInventory;
  if (operatorStore) return BODY_LIMITS.operatorMedia;
  if (path.startsWith('/api/operator/')) return BODY_LIMITS.operator;
  if (/^\/api\/storefronts\/[^/]+\/contact$/.test(path)) return BODY_LIMITS.contact;
  if (path.startsWith('/api/')) return BODY_LIMITS.json;
  // Page form posts (forms without JavaScript): the contact form is the largest of them.
  return BODY_LIMITS.contact;
}

function tooLarge(c: Context<AppEnv>, limit: number): Response {
  const i18n = requestI18n(c);
  const message = i18n._('The request is too large: at most {size} KiB are accepted here.', { size: Math.floor(limit / KiB) });
  return c.req.path.startsWith('/api/') ? c.json({ message }, 413) : c.text(message, 413);
}

const limiters = new Map<number, MiddlewareHandler<AppEnv>>();
function limiter(limit: number): MiddlewareHandler<AppEnv> {
  let handler = limiters.get(limit);
  if (!handler) {
    handler = bodyLimit({ maxSize: limit, onError: (c) => tooLarge(c as Context<AppEnv>, limit) });
    limiters.set(limit, handler);
  }
  return handler;
}

/** Every request with a body: refused with 413 once it passes its path's limit. */
export const bodyLimits: MiddlewareHandler<AppEnv> = (c, next) =>
  // Without a body (every GET) Hono's bodyLimit only calls next: so does this, without looking the limit up.
  c.req.raw.body ? limiter(bodyLimitFor(c.req.path))(c, next) : next();
