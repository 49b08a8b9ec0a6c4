import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DEMO, getJson } from '../helpers.ts';
import { DEMO_PASSWORD, postJson } from './account-helpers.ts';
import { DEMO_DB } from '../databases.ts';

type ScheduledFetcher = { scheduled(options: { cron: string; scheduledTime: Date }): Promise<unknown> };

const PAST = '2020-01-01T00:00:00.000Z';
const FUTURE = '2099-01-01T00:00:00.000Z';

async function count(table: string, where: string): Promise<number> {
  const row = await DEMO_DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).first<{ n: number }>();
  return row?.n ?? 0;
}

describe('the daily clean-up (cron trigger)', () => {
  it('removes expired sessions, used or expired e-mail links, and expired gate passes, and nothing live', async () => {
    const { body } = await postJson<{ data: { access_token: string } }>(DEMO, '/api/storefronts/1/login', { email: 'shopper@demo.test', password: DEMO_PASSWORD });
    await DEMO_DB.batch([
      DEMO_DB.prepare("INSERT INTO sessions (id, storefront_id, customer_id, expires_at) VALUES ('old-session', 1, 1, ?)").bind(PAST),
      DEMO_DB.prepare("INSERT INTO email_tokens (token_hash, storefront_id, customer_id, purpose, expires_at) VALUES ('old-link', 1, 1, 'reset', ?)").bind(PAST),
      DEMO_DB.prepare("INSERT INTO email_tokens (token_hash, storefront_id, customer_id, purpose, expires_at, used_at) VALUES ('used-link', 1, 1, 'reset', ?, ?)").bind(FUTURE, PAST),
      DEMO_DB.prepare("INSERT INTO email_tokens (token_hash, storefront_id, customer_id, purpose, expires_at) VALUES ('live-link', 1, 1, 'verify', ?)").bind(FUTURE),
      DEMO_DB.prepare("INSERT INTO private_grants (token_hash, storefront_id, kind, expires_at) VALUES ('old-pass', 2, 'password', ?)").bind(PAST),
      DEMO_DB.prepare("INSERT INTO private_grants (token_hash, storefront_id, kind, expires_at) VALUES ('live-pass', 2, 'password', ?)").bind(FUTURE),
      DEMO_DB.prepare("INSERT INTO sso_nonces (nonce_hash, storefront_id, expires_at) VALUES ('old-nonce', 3, ?)").bind(PAST),
      DEMO_DB.prepare("INSERT INTO sso_nonces (nonce_hash, storefront_id, expires_at) VALUES ('live-nonce', 3, ?)").bind(FUTURE),
    ]);

    // The generated type of `exports.default` omits scheduled(), which the runtime's Fetcher has.
    await (exports.default as unknown as ScheduledFetcher).scheduled({ cron: '17 3 * * *', scheduledTime: new Date() });

    expect(await count('sessions', "id = 'old-session'")).toBe(0);
    expect(await count('email_tokens', "token_hash IN ('old-link', 'used-link')")).toBe(0);
    expect(await count('email_tokens', "token_hash = 'live-link'")).toBe(1);
    expect(await count('private_grants', "token_hash = 'old-pass'")).toBe(0);
    expect(await count('private_grants', "token_hash = 'live-pass'")).toBe(1);
    expect(await count('sso_nonces', "nonce_hash = 'old-nonce'")).toBe(0);
    expect(await count('sso_nonces', "nonce_hash = 'live-nonce'")).toBe(1);
    // The shopper who signed in a moment ago is still signed in.
    const me = await getJson<{ data?: { user: { email: string } } }>(DEMO, '/api/storefronts/1/me', { headers: { cookie: `session=${body.data.access_token}` } });
    expect(me.body.data?.user.email).toBe('shopper@demo.test');
  });
});
