import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker/app.ts';
import { DEMO, fetchAs, getJson, PRIVATE } from '../helpers.ts';
import { configWith, operator, previewCookieOf, type StoreDetail } from './operator-helpers.ts';

type Summary = { id: number; name: string; status: string; hostnames: string[] };
type ValidationError = { message: string; errors: Record<string, string[]> };

const storeCount = async () => (await operator<{ data: Summary[] }>('GET', '/storefronts')).body.data.length;
const nameOnHost = async (host: string) => (await getJson<{ data?: { name: string } }>(host, `/api/storefronts/get-by-url?url=${host}`)).body.data?.name;

describe('operator API: authorisation', () => {
  it.each([
    ['GET', '/storefronts', undefined],
    ['GET', '/storefronts/1', undefined],
    ['POST', '/storefronts', { name: 'X', hostnames: ['x.example'], config: {} }],
    ['PUT', '/storefronts/1', { name: 'Hacked' }],
    ['PUT', '/storefronts/1/hostnames', { hostnames: ['hacked.example'] }],
    ['PUT', '/storefronts/1/preview', { config: {} }],
    ['POST', '/storefronts/1/publish', undefined],
  ])('%s %s: 401 without or with a wrong token, and nothing changes', async (method, path, body) => {
    const before = await operator<{ data: Summary[] }>('GET', '/storefronts');
    for (const token of [null, 'wrong-token', '']) {
      const answer = await operator<{ message: string }>(method, path, body, { token });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toMatch(/operator token/);
    }
    expect(await operator('GET', '/storefronts')).toMatchObject({ body: before.body });
  });

  it('answers 404 on every path when the deployment has no operator token', async () => {
    const response = await app.request(
      'http://demo.localhost/api/operator/storefronts',
      { headers: { authorization: 'Bearer local-operator-token' } },
      { ...env, OPERATOR_TOKEN: undefined },
    );
    expect(response.status).toBe(404);
  });

  it('works on any host, also one that no store claims', async () => {
    expect((await operator('GET', '/storefronts', undefined, { host: 'unknown.example' })).status).toBe(200);
    expect((await operator('GET', '/storefronts', undefined, { host: DEMO })).status).toBe(200);
  });
});

describe('operator API: reading stores', () => {
  it('lists every store with id, name, status and hostnames', async () => {
    const { status, body } = await operator<{ data: Summary[] }>('GET', '/storefronts');
    expect(status).toBe(200);
    expect(body.data.map((store) => store.id)).toEqual([1, 2, 3, 4, 66]);
    expect(body.data[0]).toMatchObject({ id: 1, name: expect.any(String), status: 'live', hostnames: ['127.0.0.1', 'demo.localhost', 'localhost'], suspended: false });
    expect(body.data.find((store) => store.id === 4)).toMatchObject({ status: 'draft', hostnames: ['draft.localhost'] });
  });

  it('shows one store with its live config and draft', async () => {
    const { status, body } = await operator<{ data: StoreDetail }>('GET', '/storefronts/2');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 2, hostnames: ['private.localhost'], preview_config: null });
    expect(body.data.config).toMatchObject({ private_store: true });
  });

  it.each(['/storefronts/999', '/storefronts/abc'])('%s: 404', async (path) => {
    expect((await operator('GET', path)).status).toBe(404);
  });
});

describe('operator API: adding a store', () => {
  it('creates a store that its hostname serves at once (201)', async () => {
    const created = await operator<{ data: StoreDetail }>('POST', '/storefronts', {
      name: 'Northwind Outfitters',
      status: 'live',
      hostnames: ['Shop.Northwind.Example', 'northwind.localhost'],
      config: configWith('Grand opening'),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Northwind Outfitters',
      status: 'live',
      hostnames: ['northwind.localhost', 'shop.northwind.example'],
      preview_config: null,
    });
    expect(created.body.data.config.settings.alertText).toBe('Grand opening');
    expect(await nameOnHost('northwind.localhost')).toBe('Northwind Outfitters');
    const page = await fetchAs('shop.northwind.example', '/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Grand opening');
  });

  it.each([
    [{ status: 'live', hostnames: ['a.example'], config: {} }, 'name'],
    [{ name: '  ', hostnames: ['a.example'], config: {} }, 'name'],
    [{ name: 'A', status: 'open', hostnames: ['a.example'], config: {} }, 'status'],
    [{ name: 'A', hostnames: ['https://a.example/'], config: {} }, 'hostnames.0'],
    [{ name: 'A', hostnames: ['a.example'] }, 'config'],
    [{ name: 'A', hostnames: ['a.example'], config: { settings: { primaryColor: 'blue' } } }, 'config.settings.primaryColor'],
    [{ name: 'A', hostnames: ['a.example'], config: { pages: [{ id: 1, url: 'x', sections: [{ component: 'VIDEO', content: {} }] }] } }, 'config.pages.0.sections.0.component'],
  ])('400 naming the field, nothing created: %j', async (body, field) => {
    const before = await storeCount();
    const { status, body: answer } = await operator<ValidationError>('POST', '/storefronts', body);
    expect(status).toBe(400);
    expect(answer.message).toEqual(expect.any(String));
    expect(Object.keys(answer.errors)).toContain(field);
    expect(await storeCount()).toBe(before);
  });

  it('409 when a hostname is already used, and nothing is created', async () => {
    const before = await storeCount();
    const { status, body } = await operator<ValidationError>('POST', '/storefronts', {
      name: 'Copycat',
      hostnames: ['new-copycat.example', 'private.localhost'],
      config: {},
    });
    expect(status).toBe(409);
    expect(body.message).toContain('private.localhost');
    expect(body.errors.hostnames).toHaveLength(1);
    expect(await storeCount()).toBe(before);
    expect((await fetchAs('new-copycat.example', '/api/storefronts/get-by-url?url=x')).status).toBe(404);
  });
});

describe('operator API: changing a store', () => {
  it('renames a store and changes its status and config; only that store changes', async () => {
    const otherBefore = (await operator<{ data: StoreDetail }>('GET', '/storefronts/3')).body.data;
    const { status, body } = await operator<{ data: StoreDetail }>('PUT', '/storefronts/66', {
      name: 'Store 66 Outlet',
      status: 'demo',
      config: configWith('Outlet weekend'),
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 66, name: 'Store 66 Outlet', status: 'demo' });
    expect(await nameOnHost('store66.localhost')).toBe('Store 66 Outlet');
    expect(await (await fetchAs('store66.localhost', '/')).text()).toContain('Outlet weekend');
    expect((await operator<{ data: StoreDetail }>('GET', '/storefronts/3')).body.data).toEqual(otherBefore);
  });

  it('400 for an empty change or a bad field; 404 for an unknown store', async () => {
    expect((await operator<ValidationError>('PUT', '/storefronts/3', {})).status).toBe(400);
    const bad = await operator<ValidationError>('PUT', '/storefronts/3', { status: 'closed' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['status']);
    expect((await operator('PUT', '/storefronts/999', { name: 'Nobody' })).status).toBe(404);
  });

  it('replaces the hostnames: the new one serves the store, the old one no longer', async () => {
    const { status, body } = await operator<{ data: StoreDetail }>('PUT', '/storefronts/3/hostnames', {
      hostnames: ['workplace.contoso.example', 'sso.localhost'],
    });
    expect(status).toBe(200);
    expect(body.data.hostnames).toEqual(['sso.localhost', 'workplace.contoso.example']);
    expect(await nameOnHost('workplace.contoso.example')).toBe(body.data.name);

    await operator('PUT', '/storefronts/3/hostnames', { hostnames: ['sso.localhost'] });
    expect((await fetchAs('workplace.contoso.example', '/api/storefronts/get-by-url?url=x')).status).toBe(404);
  });

  it('409 for a hostname of another store, and the hostnames stay', async () => {
    const { status, body } = await operator<ValidationError>('PUT', '/storefronts/3/hostnames', { hostnames: ['sso.localhost', 'demo.localhost'] });
    expect(status).toBe(409);
    expect(body.message).toContain('demo.localhost');
    expect((await operator<{ data: StoreDetail }>('GET', '/storefronts/3')).body.data.hostnames).toEqual(['sso.localhost']);
    expect(await nameOnHost(DEMO)).not.toBe(body.message);
    expect((await getJson<{ data: { id: number } }>(DEMO, '/api/storefronts/get-by-url?url=demo.localhost')).body.data.id).toBe(1);
  });

  it('400 naming the item for a malformed hostname', async () => {
    const { status, body } = await operator<ValidationError>('PUT', '/storefronts/3/hostnames', { hostnames: ['sso.localhost', 'bad host'] });
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(['hostnames.1']);
  });
});

describe('operator API: preview and publish', () => {
  const draft = configWith('Draft sale', [{ url: 'lookbook', title: 'Lookbook', text: 'Autumn lookbook' }]);

  it('stores the draft and answers a preview link on the store’s host; shoppers keep the live store', async () => {
    const { status, body } = await operator<{ data: { preview_url: string } }>('PUT', '/storefronts/4/preview', { config: draft });
    expect(status).toBe(200);
    const link = new URL(body.data.preview_url);
    expect(link.host).toBe('draft.localhost');
    expect(link.pathname).toBe('/_preview');

    // A shopper: live config, no draft anywhere.
    const shopper = await getJson<{ data: { pages: unknown[]; preview_data: string | null } }>('draft.localhost', '/api/storefronts/get-by-url?url=draft.localhost');
    expect(shopper.body.data.preview_data).toBeNull();
    expect(await (await fetchAs('draft.localhost', '/lookbook')).text()).not.toContain('Autumn lookbook');
    expect((await operator<{ data: StoreDetail }>('GET', '/storefronts/4')).body.data.preview_config?.settings.alertText).toBe('Draft sale');

    // The designer: the link sets an HttpOnly cookie for this host only, then the draft is served, never cached.
    const opened = await fetchAs('draft.localhost', `${link.pathname}${link.search}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/');
    const setCookie = opened.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/storefront_preview=[^;]+;.*HttpOnly/i);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = previewCookieOf(opened)!;
    const page = await fetchAs('draft.localhost', '/lookbook', { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('Autumn lookbook');
    expect(html).toContain('Exit preview');
    const api = await fetchAs('draft.localhost', '/api/storefronts/get-by-url?url=draft.localhost', { headers: { cookie } });
    expect(api.headers.get('cache-control')).toBe('private, no-store');
    const previewData = JSON.parse(((await api.json()) as { data: { preview_data: string } }).data.preview_data) as { settings: { alertText: string } };
    expect(previewData.settings.alertText).toBe('Draft sale');

    // Leaving the preview clears the cookie.
    const exit = await fetchAs('draft.localhost', '/_preview/exit', { headers: { cookie } });
    expect(exit.status).toBe(303);
    expect(exit.headers.getSetCookie().join('\n')).toMatch(/storefront_preview=;.*Max-Age=0/i);
  });

  it('a preview link or cookie of one store opens nothing on another', async () => {
    const { body } = await operator<{ data: { preview_url: string } }>('PUT', '/storefronts/1/preview', { config: draft });
    const link = new URL(body.data.preview_url);
    // No primary hostname: the first one the store was given (not the alphabetically first).
    expect(link.host).toBe('demo.localhost');
    // The link on another store's host: refused, no cookie.
    const elsewhere = await fetchAs('store66.localhost', `${link.pathname}${link.search}`);
    expect(elsewhere.status).toBe(404);
    expect(previewCookieOf(elsewhere)).toBeNull();
    // Store 1's cookie sent to store 66: the live store 66.
    const cookie = previewCookieOf(await fetchAs(DEMO, `${link.pathname}${link.search}`))!;
    const other = await getJson<{ data: { id: number; preview_data: string | null } }>('store66.localhost', '/api/storefronts/get-by-url?url=store66.localhost', { headers: { cookie } });
    expect(other.body.data).toMatchObject({ id: 66, preview_data: null });
    expect((await fetchAs('store66.localhost', '/api/preview/realtime', { headers: { cookie } })).status).toBe(403);
    // A forged or changed token: refused.
    expect((await fetchAs(DEMO, `/_preview?token=${link.searchParams.get('token')!.slice(0, -2)}xx`)).status).toBe(404);
    await operator('PUT', '/storefronts/1/preview', { config: (await operator<{ data: StoreDetail }>('GET', '/storefronts/1')).body.data.config });
  });

  it('tells a preview page how to listen, only with the preview cookie', async () => {
    const { body } = await operator<{ data: { preview_url: string } }>('PUT', '/storefronts/4/preview', { config: draft });
    const link = new URL(body.data.preview_url);
    const cookie = previewCookieOf(await fetchAs('draft.localhost', `${link.pathname}${link.search}`))!;
    expect((await fetchAs('draft.localhost', '/api/preview/realtime')).status).toBe(403);
    const realtime = await getJson<{ data: unknown }>('draft.localhost', '/api/preview/realtime', { headers: { cookie } });
    expect(realtime.body.data).toEqual({ transport: 'websocket', url: '/api/preview/socket', event: 'storefront.preview.updated' });
  });

  it('409 for a preview of a store without hostnames; 400 naming the field of a bad draft', async () => {
    const created = await operator<{ data: StoreDetail }>('POST', '/storefronts', { name: 'Hostless', config: {} });
    expect(created.status).toBe(201);
    expect((await operator('PUT', `/storefronts/${created.body.data.id}/preview`, { config: draft })).status).toBe(409);
    expect((await operator<{ data: StoreDetail }>('GET', `/storefronts/${created.body.data.id}`)).body.data.preview_config).toBeNull();
    const bad = await operator<ValidationError>('PUT', '/storefronts/4/preview', { config: { menu: [{ label: '' }] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['config.menu.0.label']);
  });

  it('publishes the draft: shoppers see it at once, the draft is cleared; 409 with no draft', async () => {
    await operator('PUT', '/storefronts/4/preview', { config: draft });
    expect(await (await fetchAs('draft.localhost', '/')).text()).not.toContain('Draft sale');
    const published = await operator<{ data: StoreDetail }>('POST', '/storefronts/4/publish');
    expect(published.status).toBe(200);
    expect(published.body.data.preview_config).toBeNull();
    expect(published.body.data.config.settings.alertText).toBe('Draft sale');
    const page = await fetchAs('draft.localhost', '/lookbook');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Autumn lookbook');
    const again = await operator<{ message: string }>('POST', '/storefronts/4/publish');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/no draft/);
    expect((await operator('POST', '/storefronts/999/publish')).status).toBe(404);
  });

  it('a private store keeps its gate in preview', async () => {
    const { body } = await operator<{ data: { preview_url: string } }>('PUT', '/storefronts/2/preview', { config: { ...draft, private_store: true, private_promo_code: true } });
    const link = new URL(body.data.preview_url);
    const cookie = previewCookieOf(await fetchAs(PRIVATE, `${link.pathname}${link.search}`))!;
    const page = await fetchAs(PRIVATE, '/lookbook', { headers: { cookie } });
    expect(page.status).toBe(302);
  });
});

describe('operator API: shipping rules and payment instructions in the config (ADR 0120, 0122)', () => {
  it('stores a valid shipping rule and payment instructions', async () => {
    const config = { ...configWith('Free shipping over $50'), settings: { alertText: 'Free shipping over $50', shipping: { perParcel: 4.5, freeOver: 50 }, paymentInstructions: 'Pay by invoice.' } };
    const { status, body } = await operator<{ data: { config: { settings: Record<string, unknown> } } }>('PUT', '/storefronts/66', { config });
    expect(status).toBe(200);
    expect(body.data.config.settings).toMatchObject({ shipping: { perParcel: 4.5, freeOver: 50 }, paymentInstructions: 'Pay by invoice.' });
  });

  it.each([
    [{ shipping: { perParcel: -1 } }, 'config.settings.shipping.perParcel'],
    [{ shipping: { perParcel: '5.95' } }, 'config.settings.shipping.perParcel'],
    [{ shipping: { perParcel: 5, freeOver: 'soon' } }, 'config.settings.shipping.freeOver'],
    [{ paymentInstructions: 'x'.repeat(2001) }, 'config.settings.paymentInstructions'],
  ])('400 naming the field for a bad rule: %j', async (settings, field) => {
    const { status, body } = await operator<{ errors: Record<string, string[]> }>('PUT', '/storefronts/66', { config: { settings } });
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toContain(field);
  });
});
