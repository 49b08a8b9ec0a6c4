import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import { LANGUAGES } from '../shared/languages.ts';
import { apiApp } from './api/api-app.ts';
import type { AppEnv } from './app-types.ts';
import { pageCustomer } from './auth/page-customer.ts';
import { outboxPage } from './dev/outbox-page.ts';
import { compiledCatalog } from './i18n/catalogs.ts';
import { stripeWebhook } from './payments/stripe-webhook-route.ts';
import { privateGate } from './private/private-gate.ts';
import { seoRoutes } from './seo/seo-routes.ts';
import { renderPage } from './ssr/render-page.tsx';
import { tenantMiddleware } from './tenant/tenant-middleware.ts';

/**
 * The Worker: static files are served by the assets binding before this runs; everything else
 * resolves the tenant first, then goes to the API (/api/*) or to server rendering.
 */
export const app = new Hono<AppEnv>();

// Translations (spec section 7: GET /assets/i18n/{lang}.json), compiled from the catalogs.
app.get('/assets/i18n/:file', (c) => {
  const lang = v.safeParse(v.picklist(LANGUAGES), c.req.param('file').replace(/\.json$/, ''));
  if (!lang.success) return c.json({ message: 'Unknown language.' }, 404);
  return c.json(compiledCatalog(lang.output), 200, { 'cache-control': 'public, max-age=300' });
});

// Paths of static files that do not exist must not fall through to page rendering.
app.all('/assets/*', (c) => c.text('Not found.', 404));
app.all('/media/*', (c) => c.text('Not found.', 404));

app.use('*', tenantMiddleware);
// robots.txt and sitemap.xml of the Host's store, before any gate or page rendering.
app.route('/', seoRoutes);
// Development tool: the local mail outbox of this store (404 outside development).
app.get('/dev/outbox', outboxPage);
// Stripe's signed payment events: one endpoint per deployment, before the private gate (ADR 0042).
app.post('/api/payments/stripe/webhook', stripeWebhook);
// Private stores: nothing but the gate and the account pages until the gate is passed.
app.use('*', privateGate);
app.route('/api', apiApp);
app.all('/api/*', (c) => c.json({ message: 'Not found.' }, 404));

app.get('*', pageCustomer, (c) =>
  renderPage(c, async (path, init) => {
    // Loaders reach the API in-process, as the same host and with the same credentials.
    const headers = new Headers(init?.headers);
    for (const name of ['cookie', 'authorization', 'code', 'storefront-context']) {
      const value = c.req.header(name);
      if (value && !headers.has(name)) headers.set(name, value);
    }
    return app.request(new URL(path, c.req.url).toString(), { ...init, headers }, c.env, c.executionCtx);
  }),
);

app.onError((error, c) => {
  // Hono's own 4xx (a malformed JSON body, …): the client's mistake, answered as such.
  if (error instanceof HTTPException && error.status < 500) {
    return c.req.path.startsWith('/api/') ? c.json({ message: error.message }, error.status) : c.text(error.message, error.status);
  }
  console.error(error);
  if (c.req.path.startsWith('/api/')) return c.json({ message: 'Server error. Please try again later.' }, 500);
  return c.text('Server error. Please try again later.', 500);
});
