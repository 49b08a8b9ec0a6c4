import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { LANGUAGES } from '../../shared/languages.ts';
import type { AppEnv } from '../app-types.ts';
import { CREDENTIAL_COOKIE } from '../auth/session-cookie.ts';
import { previewSecret, verifyPreviewToken } from './preview-token.ts';

/** The cookie a preview link sets: host-only (no Domain), so it reaches only that store's host. */
export const PREVIEW_COOKIE = 'storefront_preview';

/** Where a preview link lands and where the preview bar's exit link goes. */
export const PREVIEW_PATH = '/_preview';
export const PREVIEW_EXIT_PATH = '/_preview/exit';

/**
 * Marks the request as a preview (c.var.preview) when it carries a valid preview cookie for the
 * Host's store. Such a response is the designer's alone: never cached by the edge or the browser.
 */
export const previewMode = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, PREVIEW_COOKIE);
  const secret = previewSecret(c.env);
  if (token && secret && (await verifyPreviewToken(secret, token, c.var.storefront.id)) !== null) c.set('preview', true);
  await next();
  // A WebSocket upgrade (the preview channel) has no cacheable body and fixed headers.
  if (!c.var.preview || c.res.status === 101) return;
  try {
    c.res.headers.set('cache-control', 'private, no-store');
  } catch {
    // Headers of a fetched response are immutable: copy it. Hono's setter would copy the old
    // headers over the new ones, so the old response is let go first.
    const copy = new Response(c.res.body, c.res);
    copy.headers.set('cache-control', 'private, no-store');
    c.res = undefined;
    c.res = copy;
  }
  c.res.headers.append('vary', 'cookie');
});

/** Where a preview link lands: `to` when it is a path of this store (never another origin), else home. */
export function previewLanding(to: string | undefined): string {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return '/';
  try {
    const url = new URL(to, 'http://store.invalid');
    return url.origin === 'http://store.invalid' ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

/**
 * GET /_preview?token=… (the operator API's preview_url): a valid link for this Host's store sets
 * the preview cookie until the link expires and opens the home page (or `to`), in `lang` when given;
 * GET /_preview/exit ends it.
 */
export const previewRoutes = new Hono<AppEnv>()
  .get(PREVIEW_PATH, async (c) => {
    const token = c.req.query('token') ?? '';
    const secret = previewSecret(c.env);
    const expiresAt = secret ? await verifyPreviewToken(secret, token, c.var.storefront.id) : null;
    if (expiresAt === null) {
      return c.text('This preview link is not valid for this store or has expired. Ask for a new one.', 404, { 'cache-control': 'no-store' });
    }
    // In the Studio's preview pane the store is framed by another site: its cookie must be
    // SameSite=None to reach the frame, and Partitioned so it lives only under the Studio (CHIPS).
    const embedded = c.req.query('embed') === '1';
    setCookie(c, PREVIEW_COOKIE, token, {
      ...CREDENTIAL_COOKIE,
      ...(embedded ? { sameSite: 'None', partitioned: true } : {}),
      expires: new Date(expiresAt * 1000),
    });
    // `lang`: the language the Studio edits in; the preview shows the store in it (ADR 0270).
    // Framed, it is a cookie of the frame alone (the designer's own shopping language is untouched).
    const lang = v.safeParse(v.picklist(LANGUAGES), c.req.query('lang'));
    if (lang.success) {
      setCookie(c, 'lang', lang.output, { path: '/', ...(embedded ? { secure: true, sameSite: 'None', partitioned: true } : { sameSite: 'Lax', maxAge: 31_536_000 }) });
    }
    c.header('cache-control', 'no-store');
    return c.redirect(previewLanding(c.req.query('to')), 303);
  })
  .get(PREVIEW_EXIT_PATH, (c) => {
    deleteCookie(c, PREVIEW_COOKIE, CREDENTIAL_COOKIE);
    c.header('cache-control', 'no-store');
    return c.redirect('/', 303);
  });
