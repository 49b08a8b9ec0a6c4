import { describe, expect, it } from 'vitest';
import { DEMO, fetchAs } from '../helpers.ts';

/** The page's HTML before its scripts (the hydration data repeats the answer's figures). */
const shown = (html: string) => html.slice(0, html.indexOf('<script'));

describe('/products past its last page', () => {
  it('shows the spec\'s empty message alone, not the count of the whole list beside it', async () => {
    const response = await fetchAs(DEMO, '/products?page=99');
    expect(response.status).toBe(200);
    const html = shown(await response.text());
    expect(html).toContain('No products available at the moment. Please check back later!');
    expect(html).not.toMatch(/\d+ products/);
    // docs/product.md §2: the search and sort row shows only when products were returned.
    expect(html).not.toContain('placeholder="Search products"');
  });

  it('still counts the products of a page that has some', async () => {
    const html = shown(await (await fetchAs(DEMO, '/products?page=2')).text());
    expect(html).toContain('43 products');
    expect(html).toContain('placeholder="Search products"');
  });
});
