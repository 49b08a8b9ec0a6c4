import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTS_PER_SITEMAP } from '../../../shared/seo/sitemap-xml.ts';
import { invalidateStorefront } from '../../../worker/tenant/registry.ts';
import { DEMO, DRAFT, fetchAs, PRIVATE, SSO, STORE66 } from '../helpers.ts';
import { DEMO_DB } from '../databases.ts';

async function text(host: string, path: string) {
  const response = await fetchAs(host, path);
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

afterEach(() => invalidateStorefront(1));

describe('/robots.txt', () => {
  it("opens a public store and names the store's own sitemap", async () => {
    const robots = await text(DEMO, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toContain('text/plain');
    expect(robots.body).toContain('User-agent: *\n');
    expect(robots.body).toContain('Disallow: /checkout\n');
    expect(robots.body).toContain('Sitemap: http://demo.localhost/sitemap.xml');
    expect((await text(STORE66, '/robots.txt')).body).toContain('Sitemap: http://store66.localhost/sitemap.xml');
  });

  it('disallows everything for a no_index_site store and for private stores', async () => {
    for (const host of [DRAFT, PRIVATE, SSO]) {
      expect(await text(host, '/robots.txt'), host).toMatchObject({ status: 200, body: 'User-agent: *\nDisallow: /\n' });
    }
  });
});

describe('/sitemap.xml', () => {
  it('lists the home page, the list, categories with products, configured pages and listed products', async () => {
    const sitemap = await text(DEMO, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toContain('application/xml');
    expect(sitemap.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locs(sitemap.body);
    expect(urls).toEqual(expect.arrayContaining([
      'http://demo.localhost/',
      'http://demo.localhost/products',
      'http://demo.localhost/categories/apparel',
      'http://demo.localhost/categories/hoodies',
      'http://demo.localhost/about',
      'http://demo.localhost/shop-all',
      'http://demo.localhost/products/classic-crew-tee',
      'http://demo.localhost/products/digital-gift-card',
    ]));
    expect(urls.filter((url) => url.includes('/products/'))).toHaveLength(43);
    // Unlisted products and other stores never appear.
    expect(urls).not.toContain('http://demo.localhost/products/prototype-hoodie');
    expect(urls).not.toContain('http://demo.localhost/products/retired-stadium-cup');
    expect(urls.some((url) => url.includes('store66') || url.includes('acme'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("is per store, on the store's own host", async () => {
    const urls = locs((await text(STORE66, '/sitemap.xml')).body);
    expect(urls).toContain('http://store66.localhost/products/store66-tee');
    expect(urls).toContain('http://store66.localhost/retail-stores');
    expect(urls.every((url) => url.startsWith('http://store66.localhost/'))).toBe(true);
  });

  it('answers 404 for no_index_site and private stores', async () => {
    for (const host of [DRAFT, PRIVATE, SSO]) expect((await text(host, '/sitemap.xml')).status, host).toBe(404);
  });

  it('becomes an index of parts when the products do not fit one file', async () => {
    const extra = PRODUCTS_PER_SITEMAP + 5;
    // Bulk rows inside SQLite, in the demo store, then removed again.
    await DEMO_DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO products (id, storefront_id, slug, name) SELECT 900000 + i, 1, 'bulk-' || i, 'Bulk ' || i FROM n`,
    ).bind(extra).run();
    try {
      const index = await text(DEMO, '/sitemap.xml');
      expect(index.body).toContain('<sitemapindex');
      expect(locs(index.body)).toEqual([
        'http://demo.localhost/sitemap.xml?part=pages',
        'http://demo.localhost/sitemap.xml?part=products-1',
        'http://demo.localhost/sitemap.xml?part=products-2',
      ]);
      const pages = locs((await text(DEMO, '/sitemap.xml?part=pages')).body);
      expect(pages).toContain('http://demo.localhost/categories/apparel');
      expect(pages.some((url) => url.includes('/products/'))).toBe(false);
      const first = locs((await text(DEMO, '/sitemap.xml?part=products-1')).body);
      const second = locs((await text(DEMO, '/sitemap.xml?part=products-2')).body);
      expect(first).toHaveLength(PRODUCTS_PER_SITEMAP);
      expect(second).toHaveLength(43 + extra - PRODUCTS_PER_SITEMAP);
      expect((await text(DEMO, '/sitemap.xml?part=products-3')).status).toBe(404);
      expect((await text(DEMO, '/sitemap.xml?part=nonsense')).status).toBe(404);
    } finally {
      await DEMO_DB.prepare('DELETE FROM products WHERE id > 900000').run();
    }
  });
});
