import { describe, expect, it } from 'vitest';
import { DEMO, getJson, PRIVATE, SSO } from '../helpers.ts';
import { latestMail, linkIn, login, newRegistration, postJson, sessionCookie, setCookie } from './account-helpers.ts';
import { DEMO_DB } from '../databases.ts';

type Registered = { data: { user: { id: number; email: string; first_name: string; verified: boolean }; token: string } };
type Verified = { data: { user: { email: string; verified: boolean }; access_token: string } };

async function register(host = DEMO, payload = newRegistration(), storeId = 1) {
  const result = await postJson<Registered>(host, `/api/storefronts/${storeId}/register`, payload);
  return { ...result, payload };
}

describe('POST /register', () => {
  it('creates the account, signs it in unverified and sends the verification mail', async () => {
    const { status, body, response, payload } = await register();
    expect(status).toBe(201);
    expect(body.data.user).toMatchObject({ email: payload.email, first_name: 'Reg', verified: false, sso: false });
    expect(setCookie(response, 'session')?.value).toBe(body.data.token);
    const me = await getJson<{ data: { user: { email: string } } }>(DEMO, '/api/storefronts/1/me', { headers: { cookie: sessionCookie(response) } });
    expect(me.body.data.user.email).toBe(payload.email);

    const mail = await latestMail(1, payload.email);
    expect(mail?.subject).toBe('Verify your e-mail address for Demo Merch');
    const link = linkIn(mail, '/email-verification');
    expect(link.origin).toBe('http://demo.localhost');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(mail?.html_body).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);

    const stored = await DEMO_DB.prepare('SELECT password_hash FROM customers WHERE email = ?').bind(payload.email).first<{ password_hash: string }>();
    expect(stored?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    const tokenRow = await DEMO_DB.prepare('SELECT token_hash FROM email_tokens WHERE token_hash = ?').bind(link.searchParams.get('token')).first();
    expect(tokenRow).toBeNull(); // only the hash is stored
  });

  it('writes the mail in the language of the lang cookie', async () => {
    const payload = newRegistration();
    await postJson(DEMO, '/api/storefronts/1/register', payload, { headers: { cookie: 'lang=fr' } });
    const mail = await latestMail(1, payload.email);
    expect(mail?.subject).not.toBe('Verify your e-mail address for Demo Merch');
    expect(mail?.subject).toContain('Demo Merch');
  });

  it('answers every invalid field in the errors map', async () => {
    const { status, body } = await postJson<{ errors: Record<string, string[]> }>(DEMO, '/api/storefronts/1/register', {
      first_name: '',
      last_name: 'X',
      email: 'bad',
      username: '',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      first_name: ['First name is required.'],
      email: ['Please enter a valid e-mail address.'],
      username: ['Username is required.'],
      password: [
        'The password needs at least 8 characters.',
        'The password needs at least one number.',
        'The password needs a lowercase letter, an uppercase letter and a special character.',
      ],
      password_confirmation: ["Passwords don't match"],
    });
  });

  it("says Passwords don't match", async () => {
    const { status, body } = await postJson<{ errors: Record<string, string[]> }>(DEMO, '/api/storefronts/1/register', newRegistration('example.test', { password_confirmation: 'Other#Pass1' }));
    expect(status).toBe(400);
    expect(body.errors).toEqual({ password_confirmation: ["Passwords don't match"] });
  });

  it('refuses an e-mail that is already registered in this store (any case)', async () => {
    const { status, body } = await postJson<{ errors: Record<string, string[]> }>(DEMO, '/api/storefronts/1/register', newRegistration('example.test', { email: 'SHOPPER@demo.test' }));
    expect(status).toBe(409);
    expect(body.errors.email).toEqual(['An account with this e-mail address already exists.']);
  });

  it('accepts only the company domain in a private store', async () => {
    for (const email of ['new@evil-acme.test', 'new@acme.test.evil.io']) {
      const { status } = await postJson(PRIVATE, '/api/storefronts/2/register', newRegistration('x', { email }));
      expect(status).toBe(400);
    }
    const ok = await register(PRIVATE, newRegistration('acme.test'), 2);
    expect(ok.status).toBe(201);
  });

  it('refuses password accounts in a private single-sign-on store', async () => {
    const { status } = await postJson(SSO, '/api/storefronts/3/register', newRegistration('contoso.test'));
    expect(status).toBe(403);
  });
});

describe('POST /email-verification', () => {
  it('verifies with the mailed token, signs in, and the token works only once', async () => {
    const { payload } = await register();
    const token = linkIn(await latestMail(1, payload.email), '/email-verification').searchParams.get('token')!;
    const first = await postJson<Verified>(DEMO, '/api/storefronts/1/email-verification', { token });
    expect(first.status).toBe(200);
    expect(first.body.data.user).toMatchObject({ email: payload.email, verified: true });
    expect(setCookie(first.response, 'session')?.value).toBe(first.body.data.access_token);

    const again = await postJson(DEMO, '/api/storefronts/1/email-verification', { token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Invalid token. Please try again.' });
  });

  it('refuses unknown, expired and other stores’ tokens with 404', async () => {
    expect((await postJson(DEMO, '/api/storefronts/1/email-verification', { token: 'no-such-token' })).status).toBe(404);
    expect((await postJson(DEMO, '/api/storefronts/1/email-verification', { token: '' })).status).toBe(400);

    const expired = await register();
    const expiredToken = linkIn(await latestMail(1, expired.payload.email), '/email-verification').searchParams.get('token')!;
    await DEMO_DB.prepare("UPDATE email_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE customer_id = ?").bind(expired.body.data.user.id).run();
    expect((await postJson(DEMO, '/api/storefronts/1/email-verification', { token: expiredToken })).status).toBe(404);

    const acme = await register(PRIVATE, newRegistration('acme.test'), 2);
    const acmeToken = linkIn(await latestMail(2, acme.payload.email), '/email-verification');
    expect(acmeToken.origin).toBe('http://private.localhost');
    expect((await postJson(DEMO, '/api/storefronts/1/email-verification', { token: acmeToken.searchParams.get('token') })).status).toBe(404);
    // Still valid in its own store.
    expect((await postJson(PRIVATE, '/api/storefronts/2/email-verification', { token: acmeToken.searchParams.get('token') })).status).toBe(200);
  });
});

describe('POST /email-verification/resend', () => {
  it('needs a session', async () => {
    expect((await postJson(DEMO, '/api/storefronts/1/email-verification/resend', {})).status).toBe(401);
  });

  it('sends a new link and the old one stops working', async () => {
    const { payload, response } = await register();
    const cookie = sessionCookie(response);
    const oldToken = linkIn(await latestMail(1, payload.email), '/email-verification').searchParams.get('token');
    const resent = await postJson(DEMO, '/api/storefronts/1/email-verification/resend', {}, { headers: { cookie } });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ message: 'Email verification sent again!' });
    const newToken = linkIn(await latestMail(1, payload.email), '/email-verification').searchParams.get('token');
    expect(newToken).not.toBe(oldToken);
    expect((await postJson(DEMO, '/api/storefronts/1/email-verification', { token: oldToken })).status).toBe(404);
    expect((await postJson(DEMO, '/api/storefronts/1/email-verification', { token: newToken })).status).toBe(200);
  });

  it('answers 409 for a verified account', async () => {
    const cookie = await login(DEMO, 'shopper@demo.test');
    const { status } = await postJson(DEMO, '/api/storefronts/1/email-verification/resend', {}, { headers: { cookie } });
    expect(status).toBe(409);
  });
});
