import { describe, expect, it } from 'vitest';
import { DEMO, fetchAs, getJson, PRIVATE } from '../helpers.ts';
import { freshIp, latestMail, linkIn, login, newRegistration, postJson, sessionCookie, setCookie } from './account-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// Issue 27, item 10 (docs/decisions/0176-verify-and-logout-without-javascript.md): the server's
// HTML of a verification link and the Logout controls work without JavaScript, as route actions.

const pageForm = (fields: Record<string, string>, cookie?: string) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshIp(), ...(cookie ? { cookie } : {}) },
});

/** The page's markup before its scripts: what a browser without JavaScript shows. */
const shown = (html: string) => html.slice(0, html.indexOf('<script'));

async function registeredWithLink() {
  const payload = newRegistration();
  const { response } = await postJson(DEMO, '/api/storefronts/1/register', payload);
  const link = linkIn(await latestMail(1, payload.email), '/email-verification');
  return { payload, cookie: sessionCookie(response), link };
}

describe('the verification link without JavaScript', () => {
  it('offers a button instead of "Verifying…" for ever; the button verifies on the server and signs in', async () => {
    const { payload, link } = await registeredWithLink();
    const page = await fetchAs(DEMO, `${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    const html = shown(await page.text());
    expect(html).not.toContain('Verifying your e-mail address');
    expect(html).toMatch(/<form[^>]*method="post"[^>]*><input type="hidden" name="intent" value="verify"\/>[\s\S]*?Verify my e-mail address<\/button><\/form>/);
    expect(html).toContain(`name="token" value="${link.searchParams.get('token')}"`);
    // Opening the link alone (a mail scanner's GET) verified nothing.
    const before = await DEMO_DB.prepare('SELECT email_verified_at FROM customers WHERE email = ?').bind(payload.email).first<{ email_verified_at: string | null }>();
    expect(before?.email_verified_at).toBeNull();

    const verified = await fetchAs(DEMO, `${link.pathname}${link.search}`, pageForm({ intent: 'verify', token: link.searchParams.get('token')! }));
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toBe('/');
    const me = await getJson<{ data: { user: { email: string; verified: boolean } } }>(DEMO, '/api/storefronts/1/me', { headers: { cookie: sessionCookie(verified) } });
    expect(me.body.data.user).toMatchObject({ email: payload.email, verified: true });
  });

  it('goes to the return url of the link, and says when the link is not valid', async () => {
    const { link } = await registeredWithLink();
    const target = `${link.pathname}?${new URLSearchParams({ token: link.searchParams.get('token')!, returnUrl: '/products' })}`;
    const verified = await fetchAs(DEMO, target, pageForm({ intent: 'verify', token: link.searchParams.get('token')! }));
    expect(verified.headers.get('location')).toBe('/products');

    const used = await fetchAs(DEMO, target, pageForm({ intent: 'verify', token: link.searchParams.get('token')! }));
    expect(used.status).toBe(404);
    const html = shown(await used.text());
    expect(html).toMatch(/role="alert"[^>]*>Invalid token\. Please try again\.</);
    expect(html).not.toContain('name="intent" value="verify"');
  });
});

describe('logout without JavaScript', () => {
  it('the signed-in page has Logout forms posting to /logout', async () => {
    const cookie = await login(DEMO, 'shopper@demo.test');
    const html = shown(await (await fetchAs(DEMO, '/my-account/orders', { headers: { cookie } })).text());
    // The user menu's (desktop) and the account area's.
    expect((html.match(/<form action="\/logout" method="post"><button type="submit"[^>]*>Logout<\/button><\/form>/g) ?? []).length).toBe(2);
  });

  it('POST /logout ends the session and goes home; a private store goes to /login', async () => {
    const cookie = await login(DEMO, 'shopper@demo.test');
    const response = await fetchAs(DEMO, '/logout', pageForm({}, cookie));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(setCookie(response, 'session')?.attributes).toMatch(/Max-Age=0/i);
    expect((await getJson(DEMO, '/api/storefronts/1/me', { headers: { cookie } })).status).toBe(401);

    const alice = await login(PRIVATE, 'alice@acme.test');
    const out = await fetchAs(PRIVATE, '/logout', pageForm({}, alice));
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/login');
    expect((await getJson(PRIVATE, '/api/storefronts/2/me', { headers: { cookie: alice } })).status).toBe(401);
  });

  it('a GET of /logout changes nothing', async () => {
    const cookie = await login(DEMO, 'shopper@demo.test');
    const response = await fetchAs(DEMO, '/logout', { headers: { cookie } });
    expect(response.status).toBe(302);
    expect((await getJson(DEMO, '/api/storefronts/1/me', { headers: { cookie } })).status).toBe(200);
  });
});
