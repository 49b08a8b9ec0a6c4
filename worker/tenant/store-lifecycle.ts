import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-types.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import { normaliseHostname } from '../../shared/hostname.ts';
import { PREVIEW_PATH } from '../preview/preview-mode.ts';

/** How long a shopper is told to wait before trying a suspended store again. */
export const SUSPENDED_RETRY_AFTER_SECONDS = 3_600;

/** Paths that are never redirected to the primary hostname: calls, files and the preview flow. */
const NOT_REDIRECTED = /^\/(?:api|media|assets|dev)\/|^\/_preview(?:\/|$)/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * After the tenant and the preview cookie are known (docs/decisions/0159-store-lifecycle.md):
 * - a page GET on another hostname of a store that names a primary one answers 301 to the same
 *   path and query there (API calls, files and previews are not redirected);
 * - a suspended store answers 503 with Retry-After: a plain translated page, or JSON under
 *   /api; a designer's preview still works.
 */
export const storeLifecycle = createMiddleware<AppEnv>(async (c, next) => {
  const storefront = c.var.storefront;
  const url = new URL(c.req.url);
  const primary = storefront.primary_hostname;
  if (
    primary &&
    (c.req.method === 'GET' || c.req.method === 'HEAD') &&
    !NOT_REDIRECTED.test(url.pathname) &&
    c.var.preview !== true &&
    normaliseHostname(url.host) !== primary
  ) {
    const target = `${url.protocol}//${primary}${url.port ? `:${url.port}` : ''}${url.pathname}${url.search}`;
    return c.redirect(target, 301);
  }
  if (storefront.suspended_at && c.var.preview !== true && !url.pathname.startsWith(PREVIEW_PATH)) {
    const i18n = requestI18n(c);
    const headers = { 'retry-after': String(SUSPENDED_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' };
    const closed = i18n._('This store is closed');
    const detail = i18n._('This store is not open at the moment. Please try again later.');
    if (url.pathname.startsWith('/api/')) return c.json({ message: `${closed}. ${detail}` }, 503, headers);
    const html = `<!doctype html><html lang="${escapeHtml(i18n.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(closed)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#111"><h1>${escapeHtml(closed)}</h1><p>${escapeHtml(detail)}</p></body></html>`;
    return c.html(html, 503, headers);
  }
  await next();
});
