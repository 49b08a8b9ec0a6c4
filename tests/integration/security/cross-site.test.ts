import { describe, expect, it } from 'vitest';
import { DEMO, fetchAs } from '../helpers.ts';
import { DEMO_PASSWORD, freshIp, postJson } from '../accounts/account-helpers.ts';
import { DEMO_DB } from '../databases.ts';

async function signIn(): Promise<string> {
  const { response } = await postJson(DEMO, '/api/storefronts/1/login', { email: 'shopper@demo.test', password: DEMO_PASSWORD }, { ip: freshIp() });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('session='));
  return cookie!.split(';')[0]!;
}

const sessions = async () => (await DEMO_DB.prepare('SELECT COUNT(*) AS n FROM sessions').first<{ n: number }>())!.n;

// Issue 8, item 7: no state changes from other sites; logout ends the server-side session.
describe('no cross-site state changes', () => {
  it('refuses a logout from a foreign origin with 403 and keeps the session', async () => {
    const cookie = await signIn();
    const response = await fetchAs(DEMO, '/api/storefronts/1/logout', { method: 'POST', headers: { cookie, origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await fetchAs(DEMO, '/api/storefronts/1/me', { headers: { cookie } })).status).toBe(200);
  });

  it('refuses a cross-site Sec-Fetch-Site, also from a sibling store', async () => {
    const cookie = await signIn();
    for (const site of ['cross-site', 'same-site']) {
      const response = await fetchAs(DEMO, '/api/storefronts/1/logout', { method: 'POST', headers: { cookie, 'sec-fetch-site': site } });
      expect(response.status).toBe(403);
    }
    const other = await fetchAs(DEMO, '/api/storefronts/1/logout', { method: 'POST', headers: { cookie, origin: 'http://private.localhost' } });
    expect(other.status).toBe(403);
  });

  it('refuses foreign page form posts too', async () => {
    const response = await fetchAs(DEMO, '/login', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a' });
    expect(response.status).toBe(403);
  });

  it('a same-origin logout (or one without the headers) ends the server-side session', async () => {
    const cookie = await signIn();
    const before = await sessions();
    const response = await fetchAs(DEMO, '/api/storefronts/1/logout', { method: 'POST', headers: { cookie, origin: 'http://demo.localhost', 'sec-fetch-site': 'same-origin' } });
    expect(response.status).toBe(204);
    expect(await sessions()).toBe(before - 1);
    expect((await fetchAs(DEMO, '/api/storefronts/1/me', { headers: { cookie } })).status).toBe(401);
    const plain = await signIn();
    expect((await fetchAs(DEMO, '/api/storefronts/1/logout', { method: 'POST', headers: { cookie: plain } })).status).toBe(204);
  });

  it('still renders pages opened from another site (their loaders run in-process)', async () => {
    const response = await fetchAs(DEMO, '/cart', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.status).toBe(200);
  });

  it('lets the Stripe webhook through whatever its headers', async () => {
    const response = await fetchAs(DEMO, '/api/payments/stripe/webhook', { method: 'POST', headers: { origin: 'https://stripe.example' }, body: '{}' });
    expect(response.status).not.toBe(403);
  });
});
