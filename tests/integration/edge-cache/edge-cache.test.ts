import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker/app.ts';
import { REGISTRY_CACHE } from '../../../worker/tenant/registry.ts';
import { login } from '../accounts/account-helpers.ts';
import { DEMO, DRAFT, PRIVATE } from '../helpers.ts';
import { operator, previewCookieOf, type StoreDetail } from '../operator/operator-helpers.ts';

// The edge cache of anonymous catalog pages and list calls (docs/decisions/0132-edge-cache.md):
// what one shopper is served never reaches another store, a signed-in shopper or a previewer,
// and a publish is never answered from before it.

const LIST = '/api/storefronts/1/storefront-products?rows=9&relations[]=productThumbnail';

/** A request to the Worker with the edge cache on (the integration config turns it off for the other tests). */
function fetchAs(host: string, path: string, init?: RequestInit): Promise<Response> {
  const request = new Request(`http://${host}${path}`, { redirect: 'manual', ...init });
  return Promise.resolve(app.fetch(request, { ...env, EDGE_CACHE_SECONDS: '60' }, createExecutionContext()));
}

async function page(host: string, path: string, init?: RequestInit): Promise<{ cache: string | null; html: string; response: Response }> {
  const response = await fetchAs(host, path, init);
  return { cache: response.headers.get('x-cache'), html: await response.text(), response };
}

/**
 * A first (MISS) answer, then the same request until the cache answers it: the copy is stored
 * after the first answer has been sent (waitUntil), so the very next request may still miss.
 */
async function warm(host: string, path: string, init?: RequestInit): Promise<{ miss: Awaited<ReturnType<typeof page>>; hit: Awaited<ReturnType<typeof page>> }> {
  const miss = await page(host, path, init);
  expect(miss.cache).toBe('MISS');
  for (let attempt = 0; attempt < 40; attempt++) {
    const next = await page(host, path, init);
    if (next.cache === 'HIT') return { miss, hit: next };
    expect(next.cache).toBe('MISS');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${host}${path} was never answered from the cache`);
}

/** The page without its per-answer nonce. */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

describe('edge cache', () => {
  it('answers a repeated anonymous catalog page from the cache, with a fresh CSP nonce each time', async () => {
    const { miss: first, hit: second } = await warm(DEMO, '/products?sort=name-asc');
    const third = await page(DEMO, '/products?sort=name-asc');
    expect(third.cache).toBe('HIT');
    expect(withoutNonce(second.html)).toBe(withoutNonce(first.html));
    const nonces = [second, third].map(({ response, html }) => {
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(html).toContain(`nonce="${nonce}"`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(second.response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never answers one store with another store’s cached page or list', async () => {
    const { hit: demo } = await warm(DEMO, '/products?page=1');
    expect(demo.html).toContain('Demo Merch');
    const draft = await page(DRAFT, '/products?page=1');
    expect(draft.cache).toBe('MISS');
    expect(draft.html).not.toContain('Demo Merch');
    // The list call names its store in the path: another store's host is refused, never served the cached list.
    await warm(DEMO, LIST);
    expect((await fetchAs(DRAFT, LIST)).status).not.toBe(200);
  });

  it('never serves a signed-in shopper the anonymous page, nor caches theirs', async () => {
    await warm(DEMO, '/products/classic-crew-tee');
    const cookie = await login(DEMO, 'shopper@demo.test');
    const signedIn = await page(DEMO, '/products/classic-crew-tee', { headers: { cookie } });
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.cache).toBeNull();
    expect(signedIn.html).toContain('shopper@demo.test');
    const anonymous = await page(DEMO, '/products/classic-crew-tee');
    expect(anonymous.cache).toBe('HIT');
    expect(anonymous.html).not.toContain('shopper@demo.test');
    expect((await fetchAs(DEMO, LIST, { headers: { cookie } })).headers.get('x-cache')).toBeNull();
  });

  it('keys by language: a German shopper never gets the English page', async () => {
    const { hit: english } = await warm(DEMO, '/categories/apparel');
    expect(english.html).toContain('lang="en"');
    const { miss: german } = await warm(DEMO, '/categories/apparel', { headers: { cookie: 'lang=de' } });
    expect(german.html).toContain('lang="de"');
  });

  it('answers every time zone from one cached page, which carries no one\'s zone (ADR 0296)', async () => {
    const { miss, hit } = await warm(DEMO, '/categories/drinkware', { headers: { cookie: 'tz=America%2FLos_Angeles' } });
    for (const html of [miss.html, hit.html]) expect(html).toContain('"timeZone":null');
    expect((await page(DEMO, '/categories/drinkware', { headers: { cookie: 'tz=Europe%2FBerlin' } })).cache).toBe('HIT');
    // A signed-in shopper's page renders in their zone (and is never cached).
    const cookie = await login(DEMO, 'shopper@demo.test');
    const signedIn = await page(DEMO, '/my-account/orders/0d3e5eed-0000-4000-8000-000000000001', { headers: { cookie: `${cookie}; tz=America%2FLos_Angeles` } });
    expect(signedIn.cache).toBeNull();
    expect(signedIn.html).toContain('"timeZone":"America/Los_Angeles"');
    expect(signedIn.html).toContain('03/20/2026, 7:12 AM');
    const withoutZone = await page(DEMO, '/my-account/orders/0d3e5eed-0000-4000-8000-000000000001', { headers: { cookie: `${cookie}; tz=Mars%2FOlympus` } });
    expect(withoutZone.html).toContain('"timeZone":null');
    expect(withoutZone.html).toContain('03/20/2026, 2:12 PM UTC');
  });

  it('caches nothing of a private store, a preview or a page outside the catalog', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await fetchAs(PRIVATE, '/products')).headers.get('x-cache')).toBeNull();
      expect((await fetchAs(DEMO, '/contact')).headers.get('x-cache')).toBeNull();
      expect((await fetchAs(DEMO, '/products', { headers: { cookie: 'storefront_preview=anything' } })).headers.get('x-cache')).toBeNull();
    }
  });

  it('serves a published change at once, never the page from before it', async () => {
    const { hit: before } = await warm(DEMO, '/');
    const store = await operator<{ data: StoreDetail }>('GET', '/storefronts/1');
    const config = { ...store.body.data.config, settings: { ...store.body.data.config.settings, alertText: 'Cache-proof news' } };
    expect(before.html).not.toContain('Cache-proof news');
    const draft = await operator<{ data: { preview_url: string } }>('PUT', '/storefronts/1/preview', { config });
    expect(draft.status).toBe(200);
    // The designer's preview shows the draft; anonymous shoppers still get the published page.
    const link = new URL(draft.body.data.preview_url);
    const cookie = previewCookieOf(await fetchAs(DEMO, `${link.pathname}${link.search}`))!;
    const preview = await page(DEMO, '/', { headers: { cookie } });
    expect(preview.cache).toBeNull();
    expect(preview.html).toContain('Cache-proof news');
    expect((await page(DEMO, '/')).html).not.toContain('Cache-proof news');
    expect((await operator('POST', '/storefronts/1/publish')).status).toBe(200);
    const { miss: after, hit: again } = await warm(DEMO, '/');
    expect(after.html).toContain('Cache-proof news');
    expect(again.html).toContain('Cache-proof news');
  });

  it('a draft and a publish on one store leave another store’s cached pages as they were (ADR 0160)', async () => {
    const { hit: before } = await warm('store66.localhost', '/products');
    const store = await operator<{ data: StoreDetail }>('GET', '/storefronts/1');
    expect((await operator('PUT', '/storefronts/1/preview', { config: store.body.data.config })).status).toBe(200);
    expect((await operator('POST', '/storefronts/1/publish')).status).toBe(200);
    // Past the registry's version check, so this isolate has seen the registry move.
    await new Promise((resolve) => setTimeout(resolve, REGISTRY_CACHE.versionCheckMs + 100));
    const after = await page('store66.localhost', '/products');
    expect(after.cache).toBe('HIT');
    expect(withoutNonce(after.html)).toBe(withoutNonce(before.html));
    // The written store's own pages are new.
    expect((await page(DEMO, '/products?sort=name-asc')).cache).toBe('MISS');
  });
});
