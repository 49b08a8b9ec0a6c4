import { describe, expect, it } from 'vitest';
import { DEMO, getJson, PRIVATE } from '../helpers.ts';
import { linkIn, login, mailArriving, mailCount, newRegistration, postJson, sessionCookie } from './account-helpers.ts';
import { DEMO_DB } from '../databases.ts';

const SENT = { message: 'We sent you email with the password reset link!' };

async function freshAccount(host = DEMO, storeId = 1, domain = 'example.test') {
  const payload = newRegistration(domain);
  const { response } = await postJson(host, `/api/storefronts/${storeId}/register`, payload);
  return { payload, cookie: sessionCookie(response) };
}

async function resetLink(host: string, storeId: number, email: string) {
  const { status, body } = await postJson(host, `/api/storefronts/${storeId}/forgot-password`, { email, storefront_id: storeId });
  expect(status).toBe(200);
  expect(body).toEqual(SENT);
  return linkIn(await mailArriving(storeId, email, /^Reset your/), '/update-password');
}

const reset = (host: string, storeId: number, body: Record<string, unknown>) => postJson(host, `/api/storefronts/${storeId}/reset-password`, body);

describe('POST /forgot-password', () => {
  it('answers known and unknown e-mails the same; only a known one gets mail', async () => {
    const { payload } = await freshAccount();
    const known = await postJson(DEMO, '/api/storefronts/1/forgot-password', { email: payload.email });
    const unknown = await postJson(DEMO, '/api/storefronts/1/forgot-password', { email: 'ghost@example.test' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual(SENT);
    expect(unknown.body).toEqual(SENT);
    const link = linkIn(await mailArriving(1, payload.email, /^Reset your/), '/update-password');
    expect(await mailCount('ghost@example.test')).toBe(0);
    expect(link.origin).toBe('http://demo.localhost');
    expect(link.searchParams.get('email')).toBe(payload.email);
  });

  it('validates the e-mail', async () => {
    expect((await postJson(DEMO, '/api/storefronts/1/forgot-password', { email: 'nope' })).status).toBe(400);
  });
});

describe('POST /reset-password', () => {
  it('sets the new password, uses the token up and ends every session', async () => {
    const { payload, cookie } = await freshAccount();
    const link = await resetLink(DEMO, 1, payload.email);
    const body = { email: payload.email, token: link.searchParams.get('token'), password: 'Newer#Pass2', password_confirmation: 'Newer#Pass2', storefront_id: 1 };
    const done = await reset(DEMO, 1, body);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Your password has been updated.' });

    expect((await getJson(DEMO, '/api/storefronts/1/me', { headers: { cookie } })).status).toBe(401);
    expect((await postJson(DEMO, '/api/storefronts/1/login', { email: payload.email, password: payload.password })).status).toBe(401);
    await login(DEMO, payload.email, 'Newer#Pass2');
    // The link proved the mailbox: the address counts as verified.
    const row = await DEMO_DB.prepare('SELECT email_verified_at FROM customers WHERE email = ?').bind(payload.email).first<{ email_verified_at: string | null }>();
    expect(row?.email_verified_at).not.toBeNull();

    const reused = await reset(DEMO, 1, { ...body, password: 'Third#Pass3', password_confirmation: 'Third#Pass3' });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This password reset link is invalid or has expired. Please ask for a new one.');
  });

  it('refuses an expired token, another account’s e-mail and another store', async () => {
    const { payload } = await freshAccount();
    const token = (await resetLink(DEMO, 1, payload.email)).searchParams.get('token');
    const base = { token, password: 'Newer#Pass2', password_confirmation: 'Newer#Pass2' };
    expect((await reset(DEMO, 1, { ...base, email: 'shopper@demo.test' })).status).toBe(400);
    expect((await reset(PRIVATE, 2, { ...base, email: payload.email })).status).toBe(400);
    await DEMO_DB.prepare("UPDATE email_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE purpose = 'reset' AND customer_id = (SELECT id FROM customers WHERE email = ?)")
      .bind(payload.email)
      .run();
    expect((await reset(DEMO, 1, { ...base, email: payload.email })).status).toBe(400);
  });

  it('applies the password rules before touching the token', async () => {
    const { payload } = await freshAccount();
    const token = (await resetLink(DEMO, 1, payload.email)).searchParams.get('token');
    const weak = await reset(DEMO, 1, { email: payload.email, token, password: 'weakpass', password_confirmation: 'weakpass' });
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.body.errors as object)).toEqual(['password']);
    const mismatch = await reset(DEMO, 1, { email: payload.email, token, password: 'Newer#Pass2', password_confirmation: 'Newer#Pass3' });
    expect(mismatch.body.errors).toEqual({ password_confirmation: ["Passwords don't match"] });
    expect((await reset(DEMO, 1, { email: payload.email, token, password: 'Newer#Pass2', password_confirmation: 'Newer#Pass2' })).status).toBe(200);
  });
});
