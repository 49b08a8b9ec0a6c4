import { describe, expect, it } from 'vitest';
import { DEMO, fetchAs, getJson, PRIVATE, SSO } from '../helpers.ts';
import { DEMO_PASSWORD, login, postJson, sessionCookie, setCookie } from './account-helpers.ts';

type Session = { data: { user: { first_name: string; email: string; verified: boolean; sso: boolean }; access_token: string } };

const me = (host: string, headers: Record<string, string>) => getJson<{ data?: { user: { email: string } }; message?: string }>(host, `/api/storefronts/${host === DEMO ? 1 : 2}/me`, { headers });

describe('POST /login', () => {
  it('signs a verified customer in: data.user, data.access_token and a session cookie', async () => {
    const { status, body, response } = await postJson<Session>(DEMO, '/api/storefronts/1/login', { email: 'shopper@demo.test', password: DEMO_PASSWORD, storefront_id: 1 });
    expect(status).toBe(200);
    expect(body.data.user).toEqual({ id: 1, first_name: 'Sam', last_name: 'Shopper', email: 'shopper@demo.test', username: 'samshopper', verified: true, sso: false });
    expect(body.data.access_token).toMatch(/^[\w-]{43}$/);
    const cookie = setCookie(response, 'session');
    expect(cookie?.value).toBe(body.data.access_token);
    expect(cookie?.attributes).toMatch(/HttpOnly/);
    expect(cookie?.attributes).toMatch(/Secure/);
    expect(cookie?.attributes).toMatch(/SameSite=Lax/);
    expect(cookie?.attributes).toMatch(/Path=\//);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('accepts the session as cookie and as Authorization: Bearer', async () => {
    const { body } = await postJson<Session>(DEMO, '/api/storefronts/1/login', { email: 'shopper@demo.test', password: DEMO_PASSWORD });
    const token = body.data.access_token;
    expect((await me(DEMO, { cookie: `session=${token}` })).body.data?.user.email).toBe('shopper@demo.test');
    expect((await me(DEMO, { authorization: `Bearer ${token}` })).body.data?.user.email).toBe('shopper@demo.test');
    expect((await me(DEMO, {})).status).toBe(401);
  });

  it('finds the account whatever the case of the e-mail', async () => {
    expect((await postJson(DEMO, '/api/storefronts/1/login', { email: 'Shopper@Demo.TEST', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('gives unknown e-mails and wrong passwords the same answer', async () => {
    const wrong = await postJson(DEMO, '/api/storefronts/1/login', { email: 'shopper@demo.test', password: 'Wrong#2026' });
    const unknown = await postJson(DEMO, '/api/storefronts/1/login', { email: 'nobody@demo.test', password: 'Wrong#2026' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ message: 'Invalid e-mail or password.' });
    expect(setCookie(wrong.response, 'session')).toBeNull();
  });

  it('signs an unverified customer in as unverified', async () => {
    const { status, body } = await postJson<Session>(DEMO, '/api/storefronts/1/login', { email: 'unverified@demo.test', password: DEMO_PASSWORD });
    expect(status).toBe(200);
    expect(body.data.user.verified).toBe(false);
  });

  it('answers invalid payloads with 400 and the errors per field', async () => {
    const { status, body } = await postJson(DEMO, '/api/storefronts/1/login', { email: 'not-an-email', password: '' });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'Please enter a valid e-mail address.',
      errors: { email: ['Please enter a valid e-mail address.'], password: ['Password is required.'] },
    });
    const malformed = await fetchAs(DEMO, '/api/storefronts/1/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(malformed.status).toBe(400);
  });

  it('translates its messages into the language of the lang cookie', async () => {
    const { body } = await postJson(DEMO, '/api/storefronts/1/login', { email: 'nobody@demo.test', password: 'x' }, { headers: { cookie: 'lang=de' } });
    expect(body.message).not.toBe('Invalid e-mail or password.');
    expect(typeof body.message).toBe('string');
  });

  it("keeps accounts per store: store 1's customer is unknown in store 2", async () => {
    const { status } = await postJson(PRIVATE, '/api/storefronts/2/login', { email: 'shopper@demo.test', password: DEMO_PASSWORD });
    expect(status).toBe(400); // not a company address of store 2 at all
    const other = await postJson(DEMO, '/api/storefronts/1/login', { email: 'alice@acme.test', password: DEMO_PASSWORD });
    expect(other.status).toBe(401);
  });

  it('answers 404 when the path or the payload names another store', async () => {
    expect((await postJson(DEMO, '/api/storefronts/2/login', { email: 'shopper@demo.test', password: DEMO_PASSWORD })).status).toBe(404);
    expect((await postJson(DEMO, '/api/storefronts/1/login', { email: 'shopper@demo.test', password: DEMO_PASSWORD, storefront_id: 2 })).status).toBe(404);
  });

  it("does not accept one store's session on another store", async () => {
    const cookie = await login(DEMO, 'shopper@demo.test');
    const token = cookie.replace('session=', '');
    const onPrivate = await getJson(PRIVATE, '/api/storefronts/2/me', { headers: { authorization: `Bearer ${token}` } });
    expect(onPrivate.status).toBe(401);
  });

  it('refuses password login in a private single-sign-on store', async () => {
    const { status, body } = await postJson(SSO, '/api/storefronts/3/login', { email: 'someone@contoso.test', password: DEMO_PASSWORD });
    expect(status).toBe(403);
    expect(body.message).toBe('This store signs in with your work account.');
  });
});

describe('company domain of a private store', () => {
  it.each(['eve@evil-acme.test', 'eve@acme.test.evil.io', 'a@b@acme.test', 'eve@sub.acme.test'])('refuses %s', async (email) => {
    const { status, body } = await postJson<{ errors?: { email: string[] } }>(PRIVATE, '/api/storefronts/2/login', { email, password: DEMO_PASSWORD });
    expect(status).toBe(400);
    expect(body.errors?.email?.[0]).toMatch(/Please use your @acme\.test e-mail address\.|Please enter a valid e-mail address\./);
  });

  it('signs in an address of exactly the domain', async () => {
    const { status } = await postJson(PRIVATE, '/api/storefronts/2/login', { email: 'alice@acme.test', password: DEMO_PASSWORD });
    expect(status).toBe(200);
  });
});

describe('session rotation and logout', () => {
  it('a login ends the session the request came with', async () => {
    const first = await login(DEMO, 'shopper@demo.test');
    const { response } = await postJson(DEMO, '/api/storefronts/1/login', { email: 'shopper@demo.test', password: DEMO_PASSWORD }, { headers: { cookie: first } });
    const second = sessionCookie(response);
    expect(second).not.toBe(first);
    expect((await me(DEMO, { cookie: first })).status).toBe(401);
    expect((await me(DEMO, { cookie: second })).status).toBe(200);
  });

  it('logout invalidates the session and clears the cookie', async () => {
    const cookie = await login(DEMO, 'shopper@demo.test');
    const other = await login(DEMO, 'shopper@demo.test');
    const response = await fetchAs(DEMO, '/api/storefronts/1/logout', { method: 'POST', headers: { cookie } });
    expect(response.status).toBe(204);
    expect(setCookie(response, 'session')?.attributes).toMatch(/Max-Age=0/);
    expect((await me(DEMO, { cookie })).status).toBe(401);
    // Other sessions (another browser) stay signed in.
    expect((await me(DEMO, { cookie: other })).status).toBe(200);
  });

  it('logout without a session is fine', async () => {
    expect((await fetchAs(DEMO, '/api/storefronts/1/logout', { method: 'POST' })).status).toBe(204);
  });
});
