import { afterEach, describe, expect, it } from 'vitest';
import { invalidateStorefront } from '../../../worker/tenant/registry.ts';
import { DEMO, fetchAs, getJson, PRIVATE, SSO } from '../helpers.ts';
import { editStoreConfig, login, newRegistration, postJson, sessionCookie, setCookie } from './account-helpers.ts';
import { DEMO_DB, storeDbOf } from '../databases.ts';

const BOOT = /window\.__STOREFRONT_BOOT__=(.*?);window\.__staticRouterHydrationData=/s;
const bootOf = (html: string) => JSON.parse(BOOT.exec(html)![1]!) as { storefront: { menu: unknown[]; pages: unknown[] }; user: { first_name: string } | null };

async function grant(code: string, host = PRIVATE, storeId = 2) {
  const result = await postJson<{ message: string; data: { kind: string } }>(host, `/api/storefronts/${storeId}/private-access`, { code });
  const cookie = setCookie(result.response, 'private_access');
  return { ...result, cookie: cookie ? `private_access=${cookie.value}` : '' };
}

afterEach(() => {
  invalidateStorefront(2);
  invalidateStorefront(4);
});

describe('a private store before its gate', () => {
  it.each(['/', '/products', '/about', '/cart?x=1'])('redirects the page %s to /private with the return url', async (path) => {
    const response = await fetchAs(PRIVATE, path, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    expect(location === '/private' || location === `/private?${new URLSearchParams({ returnUrl: path })}`).toBe(true);
  });

  it('refuses API answers with 403 JSON', async () => {
    for (const path of ['/api/storefronts/2/storefront-products', '/api/storefronts/2/has-products/product-categories', '/api/storefronts/2/anything']) {
      const { status, body } = await getJson(PRIVATE, path);
      expect(status).toBe(403);
      expect(body).toEqual({ message: 'This store is private. Please enter your code or log in first.' });
    }
  });

  it('still answers 404 for another store’s id in the path', async () => {
    expect((await getJson(PRIVATE, '/api/storefronts/1/storefront-products')).status).toBe(404);
  });

  it('serves the gate and the account pages, with the locked config only', async () => {
    for (const path of ['/private', '/login', '/register', '/reset-password', '/email-verification', '/update-password?token=x&email=y']) {
      const response = await fetchAs(PRIVATE, path, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      const boot = bootOf(await response.text());
      expect(boot.storefront.menu).toEqual([]);
      expect(boot.storefront.pages).toEqual([]);
    }
    const byUrl = await getJson<{ data: { id: number; menu: unknown[]; preview_data: unknown } }>(PRIVATE, '/api/storefronts/get-by-url?url=private.localhost');
    expect(byUrl.status).toBe(200);
    expect(byUrl.body.data).toMatchObject({ id: 2, menu: [], preview_data: null });
  });

  it('serves translations', async () => {
    expect((await fetchAs(PRIVATE, '/assets/i18n/en.json')).status).toBe(200);
  });
});

describe('POST /private-access', () => {
  it('refuses a wrong code with a message and sets no cookie', async () => {
    const { status, body, cookie } = await grant('NOT-A-CODE');
    expect(status).toBe(422);
    expect(body.message).toBe('Not a valid gift card, code or store password.');
    expect(cookie).toBe('');
    expect((await postJson(PRIVATE, '/api/storefronts/2/private-access', { code: '' })).status).toBe(400);
  });

  it.each([
    ['ACME-CODE', 'gift_card'],
    ['acme-code', 'gift_card'],
    ['acme-secret', 'password'],
  ])('opens the store with %s', async (code, kind) => {
    const { status, body, cookie, response } = await grant(code);
    expect(status).toBe(200);
    expect(body.data.kind).toBe(kind);
    expect(setCookie(response, 'private_access')?.attributes).toMatch(/HttpOnly.*Secure.*SameSite=Lax|HttpOnly.*SameSite=Lax.*Secure|Secure.*HttpOnly/);
    const home = await fetchAs(PRIVATE, '/', { headers: { cookie }, redirect: 'manual' });
    expect(home.status).toBe(200);
    expect(bootOf(await home.text()).storefront.menu.length).toBeGreaterThan(0);
    expect((await getJson(PRIVATE, '/api/storefronts/2/storefront-products', { headers: { cookie } })).status).toBe(200);
    const stored = await DEMO_DB.prepare('SELECT COUNT(*) AS n FROM private_grants WHERE token_hash = ?').bind(cookie.split('=')[1]).first<{ n: number }>();
    expect(stored?.n).toBe(0); // stored hashed only
  });

  it('binds the grant to its store', async () => {
    const { cookie } = await grant('ACME-CODE');
    const onSso = await fetchAs(SSO, '/', { headers: { cookie }, redirect: 'manual' });
    expect(onSso.status).toBe(302);
  });

  it('does not accept an inactive gift card, or codes of another store', async () => {
    await storeDbOf(2).prepare("UPDATE gift_cards SET status = 'inactive' WHERE storefront_id = 2 AND code = 'ACME-CODE'").run();
    expect((await grant('ACME-CODE')).status).toBe(422);
    await storeDbOf(2).prepare("UPDATE gift_cards SET status = 'active' WHERE storefront_id = 2 AND code = 'ACME-CODE'").run();
    expect((await grant('GIFT-DEMO-50')).status).toBe(422);
  });

  it('follows the store settings: a password-only store refuses gift cards', async () => {
    await editStoreConfig(2, (config) => (config.private_promo_code = false));
    const { status, body } = await grant('ACME-CODE');
    expect(status).toBe(422);
    expect(body.message).toBe('The store password is not correct.');
    expect((await grant('acme-secret')).status).toBe(200);
    await editStoreConfig(2, (config) => (config.private_promo_code = true));
  });

  it('is not there in public and single-sign-on stores', async () => {
    expect((await postJson(DEMO, '/api/storefronts/1/private-access', { code: 'GIFT-DEMO-50' })).status).toBe(404);
    expect((await postJson(SSO, '/api/storefronts/3/private-access', { code: 'x' })).status).toBe(403);
  });
});

describe('customers and the gate', () => {
  it('lets a signed-in verified customer of the store through', async () => {
    const cookie = await login(PRIVATE, 'alice@acme.test');
    expect((await fetchAs(PRIVATE, '/', { headers: { cookie }, redirect: 'manual' })).status).toBe(200);
    expect((await getJson(PRIVATE, '/api/storefronts/2/storefront-products', { headers: { cookie } })).status).toBe(200);
  });

  it('sends a signed-in unverified customer to e-mail verification', async () => {
    const payload = newRegistration('acme.test');
    const { response } = await postJson(PRIVATE, '/api/storefronts/2/register', payload);
    const cookie = sessionCookie(response);
    const page = await fetchAs(PRIVATE, '/products', { headers: { cookie }, redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/email-verification?returnUrl=%2Fproducts');
    const api = await getJson(PRIVATE, '/api/storefronts/2/storefront-products', { headers: { cookie } });
    expect(api).toEqual({ status: 403, body: { message: 'Please verify your e-mail address to enter this store.' } });
  });

  it('without a company domain, registration needs the gate first', async () => {
    await editStoreConfig(4, (config) => {
      config.private_store = true;
      config.private_promo_code = true;
    });
    const refused = await postJson(DRAFT_HOST, '/api/storefronts/4/register', newRegistration());
    expect(refused.status).toBe(403);
    await storeDbOf(4).prepare("INSERT OR IGNORE INTO gift_cards (storefront_id, code, balance) VALUES (4, 'DRAFT-CODE', 100)").run();
    const { cookie } = await grant('DRAFT-CODE', DRAFT_HOST, 4);
    const allowed = await postJson(DRAFT_HOST, '/api/storefronts/4/register', newRegistration(), { headers: { cookie } });
    expect(allowed.status).toBe(201);
    await editStoreConfig(4, (config) => {
      config.private_store = false;
      config.private_promo_code = false;
    });
  });
});

const DRAFT_HOST = 'draft.localhost';
