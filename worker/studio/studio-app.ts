import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-types.ts';
import { registryDb } from '../db/databases.ts';
import { STUDIO_SESSION_COOKIE } from '../operator/operator-auth.ts';
import { operatorApi } from '../operator/operator-api.ts';
import { closeSession, spendSignInLink, STUDIO_SESSION_HOURS } from './studio-people.ts';
import { studioPage } from './studio-page.ts';

/** Host-only (the `__Host-` prefix), HttpOnly, Secure; Strict: no other site's page sends it. */
const SESSION_COOKIE = { httpOnly: true, secure: true, sameSite: 'Strict', path: '/' } as const;

function plainPage(status: 400 | 200, title: string, text: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#111"><h1>${title}</h1><p>${text}</p></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

/**
 * The Studio, on STUDIO_HOST only (docs/decisions/0161-studio.md): the operator API (the same
 * role checks; a person's session stands in for a token), the sign-in link's landing, sign-out,
 * and the Studio's page for every other path.
 */
export const studioApp = new Hono<AppEnv>()
  .route('/api/operator', operatorApi)
  .all('/api/*', (c) => c.json({ message: 'Not found.' }, 404))
  .get('/sign-in', async (c) => {
    const token = c.req.query('token') ?? '';
    const spent = token ? await spendSignInLink(registryDb(c.env), token) : null;
    if (!spent) return plainPage(400, 'This sign-in link cannot be used', 'It was already used, has expired, or was copied incompletely. Ask the person who invited you for a new link.');
    setCookie(c, STUDIO_SESSION_COOKIE, spent.session, { ...SESSION_COOKIE, maxAge: STUDIO_SESSION_HOURS * 3600 });
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    return c.redirect('/', 303);
  })
  .post('/sign-out', async (c) => {
    const session = getCookie(c, STUDIO_SESSION_COOKIE);
    if (session) await closeSession(registryDb(c.env), session);
    deleteCookie(c, STUDIO_SESSION_COOKIE, SESSION_COOKIE);
    return plainPage(200, 'Signed out', 'You are signed out of the Studio. Use a new sign-in link to come back.');
  })
  .get('*', (c) => studioPage(c.env));
