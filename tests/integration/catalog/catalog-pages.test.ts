import { describe, expect, it } from 'vitest';
import { DEMO, DRAFT, fetchAs } from '../helpers.ts';

async function page(host: string, path: string) {
  const response = await fetchAs(host, path, { headers: { 'user-agent': 'Googlebot' } });
  return { status: response.status, html: await response.text() };
}

const cardNames = (html: string) => [...html.matchAll(/<h3 id="[^"]*" class="[^"]*"><a [^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1]);

describe('catalog pages rendered on the server (what crawlers and no-JavaScript shoppers get)', () => {
  it('/products lists the first page in the store default order with title, canonical and Open Graph', async () => {
    const { status, html } = await page(DEMO, '/products');
    expect(status).toBe(200);
    expect(cardNames(html)).toHaveLength(9);
    expect(cardNames(html)[0]).toBe('Retro Ringer Tee');
    expect(html).toContain('<title>Products | Demo Merch</title>');
    expect(html).toContain('<link rel="canonical" href="http://demo.localhost/products"/>');
    expect(html).toContain('<meta property="og:url" content="http://demo.localhost/products"/>');
    expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
    // A plain GET form and page links: the list works without JavaScript.
    expect(html).toMatch(/<form [^>]*action="\/products" method="get">/);
    expect(html).toContain('href="/products?page=2"');
    expect(html).toContain('$22.00');
  });

  it('reads search, sort, categories and page from the URL', async () => {
    const { html } = await page(DEMO, '/products?search=mug&sort=price-desc');
    expect(cardNames(html)).toEqual(['Enamel Camp Mug', 'Latte Mug 15 oz', 'Classic Ceramic Mug 11 oz']);
    const filtered = await page(DEMO, '/products?category=104&sort=name-asc');
    expect(cardNames(filtered.html)).toEqual(['Crewneck Sweatshirt', 'Heavyweight Pullover Hoodie', 'Zip-Up Hoodie']);
    expect(filtered.html).toMatch(/<input type="checkbox"[^>]* name="category" checked="" value="104"\/>/);
    const second = await page(DEMO, '/products?page=2');
    expect(second.html).toContain('<link rel="canonical" href="http://demo.localhost/products?page=2"/>');
  });

  it('treats bad page URLs leniently instead of failing', async () => {
    for (const path of ['/products?page=abc', '/products?sort=%3Cscript%3E', '/products?category=x&page=-4', `/products?search=${'a'.repeat(500)}`]) {
      const { status } = await page(DEMO, path);
      expect(status, path).toBe(200);
    }
  });

  it('/categories/{slug} shows the category and its products; an unknown slug is a 404', async () => {
    const { status, html } = await page(DEMO, '/categories/outerwear');
    expect(status).toBe(200);
    expect(html).toContain('<h1 tabindex="-1" class="mb-6 text-3xl font-bold">Outerwear</h1>');
    expect(cardNames(html)).toHaveLength(6);
    expect(html).toContain('<title>Outerwear | Demo Merch</title>');
    expect(html).toContain('<link rel="canonical" href="http://demo.localhost/categories/outerwear"/>');
    const missing = await page(DEMO, '/categories/no-such-category');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('There is nothing here');
  });

  it('/not-found?product answers 404 with suggestions, noindex', async () => {
    const { status, html } = await page(DEMO, '/not-found?product=true');
    expect(status).toBe(404);
    expect(html).toContain('Product Not Found');
    expect(html).toContain('Check out these similar products');
    expect(cardNames(html)).toHaveLength(3);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const plain = await page(DEMO, '/not-found');
    expect(plain.html).toContain('There is nothing here');
    expect(cardNames(plain.html)).toHaveLength(0);
  });

  it('hides every price of a store with disabled_prices, and marks it noindex', async () => {
    const { html } = await page(DRAFT, '/products');
    expect(cardNames(html).length).toBeGreaterThan(0);
    // Not in the markup (the inlined scripts hold translations that mention amounts).
    expect(html.replace(/<script\b[\s\S]*?<\/script>/g, '')).not.toMatch(/\$\d/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});
