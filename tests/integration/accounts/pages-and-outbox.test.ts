import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker/app.ts';
import { DEMO, fetchAs, PRIVATE, SSO, STORE66 } from '../helpers.ts';
import { login, newRegistration, postJson } from './account-helpers.ts';

const BOOT = /window\.__STOREFRONT_BOOT__=(.*?);window\.__staticRouterHydrationData=/s;

async function page(host: string, path: string, cookie?: string) {
  const response = await fetchAs(host, path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const html = response.status === 200 ? await response.text() : '';
  const boot = html ? (JSON.parse(BOOT.exec(html)![1]!) as { user: { first_name: string } | null }) : null;
  return { response, html, boot };
}

describe('pages and the signed-in user', () => {
  it('renders a guest with the Login button and no user in the boot payload', async () => {
    const { html, boot } = await page(DEMO, '/');
    expect(boot?.user).toBeNull();
    expect(html).toContain('>Login</a>');
  });

  it('renders the signed-in user menu on the server and passes the user to the browser', async () => {
    const cookie = await login(DEMO, 'shopper@demo.test');
    const { html, boot } = await page(DEMO, '/', cookie);
    expect(boot?.user).toMatchObject({ first_name: 'Sam', verified: true });
    expect(html).toContain('Account menu of Sam');
    expect(html).not.toContain('pbkdf2');
    expect(html).not.toContain('password_hash');
  });

  it('closes guest-only pages to signed-in users', async () => {
    const cookie = await login(DEMO, 'shopper@demo.test');
    for (const path of ['/login', '/register']) {
      const { response } = await page(DEMO, path, cookie);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location')).toBe('/');
    }
    expect((await page(DEMO, '/login')).response.status).toBe(200);
  });

  it('opens /private only in private stores, and only to guests', async () => {
    expect((await page(DEMO, '/private')).response.headers.get('location')).toBe('/');
    expect((await page(PRIVATE, '/private')).response.status).toBe(200);
    const cookie = await login(PRIVATE, 'alice@acme.test');
    expect((await page(PRIVATE, '/private', cookie)).response.headers.get('location')).toBe('/');
  });

  it('renders the account pages', async () => {
    for (const [path, text] of [
      ['/login', 'Sign In'],
      ['/register', 'At least one numeric'],
      ['/reset-password', 'Send reset link'],
      ['/reset-password-success', 'Check your inbox'],
      ['/update-password?token=t&amp;email=e', 'Minimum 8 characters'],
      ['/email-verification', 'Email verification'],
    ] as const) {
      const { response, html } = await page(DEMO, path.replace('&amp;', '&'));
      expect(response.status, path).toBe(200);
      expect(html, path).toContain(text);
    }
    const { html } = await page(PRIVATE, '/private');
    expect(html).toContain('Welcome to Acme Private Store!');
    expect(html).toContain('Please enter your gift card/code or the store password');
    const sso = await page(SSO, '/private');
    expect(sso.html).toContain('Sign in with your work account');
    expect(sso.html).not.toContain('id="private-code"');
  });

  it('lets scripts reach the sign-in host only in single-sign-on stores', async () => {
    expect((await page(SSO, '/private')).response.headers.get('content-security-policy')).toContain("connect-src 'self' https://login.microsoftonline.com");
    expect((await page(DEMO, '/')).response.headers.get('content-security-policy')).toContain("connect-src 'self';");
  });
});

describe('GET /dev/outbox', () => {
  it("lists this store's mail with clickable links in development", async () => {
    const payload = newRegistration();
    await postJson(DEMO, '/api/storefronts/1/register', payload);
    const response = await fetchAs(DEMO, `/dev/outbox?to=${encodeURIComponent(payload.email)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Verify your e-mail address for Demo Merch');
    expect(html).toMatch(/<a href="http:\/\/demo\.localhost\/email-verification\?token=[\w-]+">/);
    // Another store's outbox does not list it (the private store's waits for its gate: ADR 0060).
    const other = await (await fetchAs(STORE66, `/dev/outbox?to=${encodeURIComponent(payload.email)}`)).text();
    expect(other).toContain('No mail yet.');
  });

  it('answers 404 outside development', async () => {
    const response = await app.request('http://demo.localhost/dev/outbox', {}, { ...env, ENVIRONMENT: 'production' });
    expect(response.status).toBe(404);
  });
});
