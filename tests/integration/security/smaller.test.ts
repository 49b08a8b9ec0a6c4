import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MAX_SESSIONS_PER_ACCOUNT } from '../../../worker/auth/session-token.ts';
import { DEMO, fetchAs, getJson, PRIVATE, SSO } from '../helpers.ts';
import { DEMO_PASSWORD, freshIp, newRegistration, postJson } from '../accounts/account-helpers.ts';
import { api, bearerFor, line, orderBody, SHOPPER_ID, sku } from '../orders/order-helpers.ts';
import { DEMO_DB } from '../databases.ts';

type Config = { data: { locked?: boolean; contact_emails: string[]; company_state: string; domain: string | null } };

// Issue 8, item 10.
describe('the public config before the gate', () => {
  it.each([PRIVATE, SSO])('%s tells a locked visitor no contact e-mails, company state or (SSO) domain', async (host) => {
    const stored = await env.DB.prepare('SELECT s.config FROM storefronts s JOIN storefront_hosts h ON h.storefront_id = s.id WHERE h.hostname = ?')
      .bind(host)
      .first<{ config: string }>();
    const config = JSON.parse(stored!.config) as { contact_emails?: string[]; company_state?: string; domain?: string | null; sso?: { enabled: boolean } };
    const { status, body } = await getJson<Config>(host, `/api/storefronts/get-by-url?url=${host}`);
    expect(status).toBe(200);
    expect(body.data.locked).toBe(true);
    expect(body.data.contact_emails).toEqual([]);
    expect(body.data.company_state).toBe('');
    if (config.sso?.enabled) expect(body.data.domain).toBeNull();
    const text = JSON.stringify(body);
    for (const email of config.contact_emails ?? []) expect(text).not.toContain(email);
  });
});

describe('sessions are bounded', () => {
  const login = (email: string, password: string) => postJson(DEMO, '/api/storefronts/1/login', { email, password }, { ip: freshIp() });

  it(`keeps at most ${MAX_SESSIONS_PER_ACCOUNT} live sessions per account, ending the oldest`, async () => {
    const tokens: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_ACCOUNT + 2; i += 1) {
      const { status, body } = await login('shopper@demo.test', DEMO_PASSWORD);
      expect(status).toBe(200);
      tokens.push((body as { data: { access_token: string } }).data.access_token);
    }
    const me = (token: string) => fetchAs(DEMO, '/api/storefronts/1/me', { headers: { authorization: `Bearer ${token}` } });
    expect((await me(tokens[0]!)).status).toBe(401);
    expect((await me(tokens[1]!)).status).toBe(401);
    expect((await me(tokens.at(-1)!)).status).toBe(200);
    const live = await DEMO_DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE customer_id = 1 AND expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')").first<{ n: number }>();
    expect(live!.n).toBeLessThanOrEqual(MAX_SESSIONS_PER_ACCOUNT + 1); // + the helper-made session of other files, if any
  });

  it('a new session ends after a week without use, not after 30 days', async () => {
    const payload = newRegistration();
    await postJson(DEMO, '/api/storefronts/1/register', payload);
    const { body } = await login(payload.email, payload.password);
    expect(body).toBeTruthy();
    const row = await DEMO_DB.prepare(
      'SELECT julianday(s.expires_at) - julianday(s.created_at) AS days FROM sessions s JOIN customers c ON c.id = s.customer_id WHERE c.email = ?',
    )
      .bind(payload.email)
      .first<{ days: number }>();
    expect(row!.days).toBeCloseTo(7, 2);
  });
});

describe('idempotency keys', () => {
  it('answers 422 when a key is reused with a different cart', async () => {
    const shopper = await bearerFor(SHOPPER_ID);
    const tee = await sku('classic-crew-tee', 'Navy', 'L');
    const body = await orderBody([line(tee)]);
    expect((await api('POST', '/storefronts/1/orders', { headers: shopper, body })).status).toBe(201);
    const again = await api('POST', '/storefronts/1/orders', { headers: shopper, body });
    expect(again.status).toBe(200);
    const changed = await api('POST', '/storefronts/1/orders', { headers: shopper, body: { ...body, items: [line(tee, 3)] } });
    expect(changed.status).toBe(422);
    expect(changed.body.message).toBe('This idempotency key was already used for a different cart.');
  });
});

describe('links in mails', () => {
  it("come from the store's canonical origin, not the Host header's port", async () => {
    const payload = newRegistration();
    const response = await fetchAs('demo.localhost:6666', '/api/storefronts/1/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
      body: JSON.stringify(payload),
    });
    expect(response.status).toBeLessThan(300);
    const mail = await DEMO_DB.prepare('SELECT text_body FROM mail_outbox WHERE recipient = ? ORDER BY id DESC').bind(payload.email).first<{ text_body: string }>();
    expect(mail!.text_body).toMatch(/http:\/\/demo\.localhost\/email-verification\?token=/);
    expect(mail!.text_body).not.toContain(':6666');
  });
});
