import { Hono, type Context } from 'hono';
import type { H, RouterRoute } from 'hono/types';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import { LANGUAGES } from '../shared/languages.ts';
import { apiApp } from './api/api-app.ts';
import type { AppEnv } from './app-types.ts';
import { pageCustomer } from './auth/page-customer.ts';
import { StoreMovingError } from './db/databases.ts';
import { cacheReport } from './dev/cache-report.ts';
import { outboxPage } from './dev/outbox-page.ts';
import { operatorApi } from './operator/operator-api.ts';
import { previewMode, previewRoutes } from './preview/preview-mode.ts';
import { catalogAsset } from './i18n/catalog-asset.ts';
import { languageRoute } from './i18n/language-route.ts';
import { stripeWebhook } from './payments/stripe-webhook-route.ts';
import { serveStoreMedia } from './media/store-media.ts';
import { privateGate } from './private/private-gate.ts';
import { edgeCache } from './edge-cache/edge-cache.ts';
import { bodyLimits } from './http/body-limits.ts';
import { memoRouter } from './http/memo-router.ts';
import { sameOriginOnly } from './http/same-origin.ts';
import { securityHeaders } from './http/security-headers.ts';
import { seoRoutes } from './seo/seo-routes.ts';
import { renderPage } from './ssr/render-page.tsx';
import { storeLifecycle } from './tenant/store-lifecycle.ts';
import { storeUnavailable } from './tenant/store-unavailable.ts';
import { tenantMiddleware } from './tenant/tenant-middleware.ts';
import { studioApp } from './studio/studio-app.ts';
import { isStudioRequest } from './studio/studio-host.ts';

/**
 * The Worker: static files are served by the assets binding before this runs (but /media, the
 * stores' files, comes here first: wrangler.toml `run_worker_first`); everything else
 * resolves the tenant first, then goes to the API (/api/*) or to server rendering.
 */
// (The router keeps the match of each recent method and path: worker/http/memo-router.ts.)
const router = memoRouter<[H, RouterRoute]>();
export const app = new Hono<AppEnv>({ router });

// Hardening (docs/decisions/0060-hardening-limits.md): nosniff (+ HSTS in production) on every
// response, no state changes from other sites, request bodies bounded while they stream.
app.use('*', securityHeaders);
app.use('*', sameOriginOnly);
app.use('*', bodyLimits);

// The Studio (STUDIO_HOST only, never a store's host; docs/decisions/0161-studio.md).
app.use('*', async (c, next) => {
  if (!isStudioRequest(c.env, c.req.url)) return next();
  let context: Parameters<typeof studioApp.fetch>[2];
  try {
    context = c.executionCtx;
  } catch {
    context = undefined; // an in-process call without one
  }
  return studioApp.fetch(c.req.raw, c.env, context);
});

// Translations (docs/product.md §7: GET /assets/i18n/{lang}.json), compiled from the catalogs; pages
// load /assets/i18n/{lang}.{fingerprint}.json, cached for a year (docs/decisions/0140-per-page-messages.md).
app.get('/assets/i18n/:file', (c) => {
  const [, name, fingerprint] = /^([a-z]+)(?:\.([0-9a-f]{8}))?\.json$/.exec(c.req.param('file')) ?? [];
  const lang = v.safeParse(v.picklist(LANGUAGES), name);
  if (!lang.success) return c.json({ message: 'Unknown language.' }, 404);
  const asset = catalogAsset(lang.output);
  // An old fingerprint gets today's catalog, briefly cached, rather than an error.
  const cache = fingerprint === asset.fingerprint ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
  return c.body(asset.json, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': cache });
});

// The isolate's cache sizes for `npm run bench:memory` (404 unless MEMORY_REPORT=on; ADR 0300).
app.get('/_bench/caches', cacheReport(router));

// The footer's language select without JavaScript: sets the lang cookie, back to the page (ADR 0156).
app.get('/_language', languageRoute);

// Paths of static files that do not exist must not fall through to page rendering.
app.all('/assets/*', (c) => c.text('Not found.', 404));

// Operators' API, on every host (no tenant): bearer token, 404 without one configured (docs/api.md).
app.route('/api/operator', operatorApi);

app.use('*', tenantMiddleware);
// Store designers' preview: the preview link sets a cookie; with it the draft config is served (ADR 0072).
app.use('*', previewMode);
app.route('/', previewRoutes);
// Other hostnames of a store redirect pages to its primary one; a suspended store is closed (ADR 0159).
app.use('*', storeLifecycle);
// robots.txt and sitemap.xml of the Host's store, before any gate or page rendering.
app.route('/', seoRoutes);
// Stripe's signed payment events: one endpoint per deployment, before the private gate (ADR 0042).
app.post('/api/payments/stripe/webhook', stripeWebhook);
// Private stores: nothing but the gate and the account pages until the gate is passed.
app.use('*', privateGate);
// Anonymous catalog pages and list calls from the Workers Cache API (ADR 0132): after the tenant,
// preview and gate (it never caches a private store or a preview), before the API and pages.
app.use('*', edgeCache);
// Development tool: the local mail outbox of this store (404 outside development and on
// non-local hostnames; after the gate, so a private store's mail needs its gate).
app.get('/dev/outbox', outboxPage);
// Store media (run_worker_first in wrangler.toml): only the Host's store, after its gate (ADR 0066).
app.on(['GET', 'HEAD'], '/media/*', serveStoreMedia);
app.all('/media/*', (c) => c.text('Not found.', 404));
app.route('/api', apiApp);
app.all('/api/*', (c) => c.json({ message: 'Not found.' }, 404));

/**
 * Pages: GET renders; POST runs the matched route's `action` (a form posted without JavaScript)
 * through the same static handler, then redirects or renders the page with the action's answer.
 * Cookies the in-process API calls set (a new session, the private-store pass) are forwarded to
 * the page's response.
 */
const pageHandler = async (c: Context<AppEnv>) => {
  const setCookies: string[] = [];
  let retryAfter: string | null = null;
  const response = await renderPage(c, async (path, init) => {
    // Loaders and actions reach the API in-process, as the same host and with the same
    // credentials and request provenance (origin checks see what the page request carried).
    const headers = new Headers(init?.headers);
    // Provenance (origin, sec-fetch-site) only for form posts, which sameOriginOnly already let
    // through: a page opened from another site may still run its loaders' read-only POSTs.
    const provenance = c.req.method === 'GET' ? [] : ['origin', 'sec-fetch-site'];
    for (const name of ['cookie', 'authorization', 'code', 'storefront-context', ...provenance, 'user-agent', 'cf-connecting-ip', 'x-forwarded-for']) {
      const value = c.req.header(name);
      if (value && !headers.has(name)) headers.set(name, value);
    }
    const answer = await app.request(new URL(path, c.req.url).toString(), { ...init, headers }, c.env, c.executionCtx);
    setCookies.push(...answer.headers.getSetCookie());
    if (answer.status === 503) retryAfter = answer.headers.get('retry-after') ?? retryAfter;
    return answer;
  });
  // A form the API refused while the store moves (ADR 0309): the page's 503 says when to come back.
  const tellRetry = response.status === 503 && retryAfter !== null && !response.headers.has('retry-after');
  if (setCookies.length === 0 && !tellRetry) return response;
  const withCookies = new Response(response.body, response);
  for (const cookie of setCookies) withCookies.headers.append('set-cookie', cookie);
  if (tellRetry) withCookies.headers.set('retry-after', retryAfter!);
  return withCookies;
};
app.get('*', pageCustomer, pageHandler);
app.post('*', pageCustomer, pageHandler);

app.onError((error, c) => {
  // A write to a store being moved, refused before it ran: the shopper or script tries again shortly (ADR 0309).
  if (error instanceof StoreMovingError) return storeUnavailable(c.req.path, error.retryAfterSeconds);
  // Hono's own 4xx (a malformed JSON body, …): the client's mistake, answered as such.
  if (error instanceof HTTPException && error.status < 500) {
    return c.req.path.startsWith('/api/') ? c.json({ message: error.message }, error.status) : c.text(error.message, error.status);
  }
  console.error(error);
  if (c.req.path.startsWith('/api/')) return c.json({ message: 'Server error. Please try again later.' }, 500);
  return c.text('Server error. Please try again later.', 500);
});
