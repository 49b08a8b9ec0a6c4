import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-types.ts';
import { createNonce } from '../ssr/csp.ts';
import { cacheableKind, edgeCacheKey } from './edge-cache-policy.ts';
import { storedNonceOffsets, swapNonce } from './nonce-bytes.ts';
import { wholeBodyOf } from './whole-body.ts';

const DEFAULT_SECONDS = 60;
/** Headers of the stored copy only: never sent to a browser. */
const STORED_NONCE = 'x-edge-cache-nonce';
const STORED_CACHE_CONTROL = 'x-edge-cache-control';
const STORED_VARY = 'x-edge-cache-vary';

function cacheSeconds(value: string | undefined): number {
  const seconds = Number(value ?? DEFAULT_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

/** The CSP nonce the page was rendered with (script-src 'nonce-…'). */
function nonceOf(csp: string | null): string | null {
  return csp ? (/'nonce-([^']+)'/.exec(csp)?.[1] ?? null) : null;
}

/** The copy kept in the cache: cacheable for `seconds`, the browser-facing headers set aside. */
function storedCopy(response: Response, body: ArrayBuffer | Uint8Array<ArrayBuffer>, seconds: number): Response {
  const headers = new Headers(response.headers);
  const nonce = nonceOf(headers.get('content-security-policy'));
  if (nonce) headers.set(STORED_NONCE, nonce);
  headers.set(STORED_CACHE_CONTROL, headers.get('cache-control') ?? '');
  headers.set(STORED_VARY, headers.get('vary') ?? '');
  headers.set('cache-control', `public, max-age=${seconds}`);
  headers.delete('vary');
  headers.delete('x-cache');
  return new Response(body, { status: response.status, headers });
}

/**
 * A stored page as a fresh answer: the browser-facing headers back, and a new CSP nonce in the
 * header and on every element that carried the old one (the stored bytes otherwise unchanged),
 * so no two answers share a nonce. The new nonce is written over the old one's bytes
 * (nonce-bytes.ts); should they not hold it where expected, the page is decoded and replaced as text.
 */
async function servedCopy(stored: Response): Promise<Response> {
  const headers = new Headers(stored.headers);
  headers.set('cache-control', headers.get(STORED_CACHE_CONTROL) || 'private, no-store');
  const vary = headers.get(STORED_VARY);
  if (vary) headers.set('vary', vary);
  const oldNonce = headers.get(STORED_NONCE);
  for (const name of [STORED_NONCE, STORED_CACHE_CONTROL, STORED_VARY, 'age', 'cf-cache-status', 'expires']) headers.delete(name);
  headers.set('x-cache', 'HIT');
  if (!oldNonce) return new Response(stored.body, { status: stored.status, headers });
  const nonce = createNonce();
  headers.set('content-security-policy', (headers.get('content-security-policy') ?? '').replaceAll(`'nonce-${oldNonce}'`, `'nonce-${nonce}'`));
  // 16 random bytes: the old nonce's attribute text occurs nowhere else in the page.
  const bytes = new Uint8Array(await stored.arrayBuffer());
  if (swapNonce(bytes, storedNonceOffsets(bytes, oldNonce), oldNonce, nonce)) return new Response(bytes, { status: stored.status, headers });
  const html = new TextDecoder().decode(bytes).replaceAll(`nonce="${oldNonce}"`, `nonce="${nonce}"`);
  return new Response(html, { status: stored.status, headers });
}

/**
 * The edge cache of anonymous catalog pages and list calls (Workers Cache API; policy and key in
 * edge-cache-policy.ts; docs/decisions/0132-edge-cache.md). Answers carry `X-Cache: HIT` or
 * `MISS`; a miss is stored only when it is a 200 that sets no cookie.
 */
export const edgeCache = createMiddleware<AppEnv>(async (c, next) => {
  const seconds = cacheSeconds(c.env.EDGE_CACHE_SECONDS);
  const storefront = c.var.storefront;
  const kind =
    seconds > 0 && storefront
      ? cacheableKind({
          method: c.req.method,
          path: c.req.path,
          header: (name) => c.req.header(name),
          privateStore: storefront.config.private_store,
          preview: c.var.preview === true,
        })
      : null;
  if (!kind) return next();

  // The store's own registry version: a change to another store leaves this store's keys (ADR 0160).
  const version = String(storefront.version);
  const key = new Request(edgeCacheKey({ url: c.req.url, storefrontId: storefront.id, version, kind, cookie: c.req.header('cookie') }));
  // The tsconfig's DOM lib types `caches` without workerd's `default` cache.
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(key);
  if (hit) return await servedCopy(hit);

  await next();
  const response = c.res;
  if (response.status !== 200 || response.headers.has('set-cookie') || !response.body) {
    response.headers.set('x-cache', 'MISS');
    return;
  }
  // Pages and list answers are whole bodies already (a page is sent once rendered: ADR 0130's
  // fourth amendment). A rendered page's bytes are at hand: the shopper gets the response as it
  // is and the cache a copy of those bytes. Any other answer is read once, one copy each for the
  // shopper and the cache (no tee).
  let body: ArrayBuffer | Uint8Array<ArrayBuffer> | undefined = wholeBodyOf(response);
  if (body) {
    response.headers.set('x-cache', 'MISS');
  } else {
    body = await response.arrayBuffer();
    const answer = new Response(body, response);
    answer.headers.set('x-cache', 'MISS');
    c.res = answer;
  }
  // A failed store costs the next request a render, nothing else.
  const store = cache.put(key, storedCopy(response, body, seconds)).catch((error: unknown) => console.error('Edge cache store failed', error));
  try {
    c.executionCtx.waitUntil(store);
  } catch {
    await store; // no execution context (an in-process call without one)
  }
});
