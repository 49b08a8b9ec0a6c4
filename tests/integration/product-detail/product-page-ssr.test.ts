import { describe, expect, it } from 'vitest';
import { DEMO, DRAFT, fetchAs } from '../helpers.ts';
import { DEMO_DB } from '../databases.ts';

async function page(host: string, path: string) {
  const response = await fetchAs(host, path, { redirect: 'manual' });
  return { response, html: await response.text() };
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(match, 'JSON-LD script').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('server-rendered product page', () => {
  it('renders the product with its title, canonical url, Open Graph tags and JSON-LD', async () => {
    const { response, html } = await page(DEMO, '/products/classic-crew-tee');
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Classic Crew T-Shirt<\/h1>/);
    expect(html).toContain('<title>Classic Crew T-Shirt | Demo Merch</title>');
    expect(html).toContain('<link rel="canonical" href="http://demo.localhost/products/classic-crew-tee"/>');
    expect(html).toContain('<meta property="og:image" content="http://demo.localhost/media/1/products/classic-crew-tee-black-front.svg"/>');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Product',
      name: 'Classic Crew T-Shirt',
      aggregateRating: { reviewCount: 4 },
      offers: { price: '22.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    // The choices are in the first HTML: colours (discontinued orange left out) and sizes.
    expect(html).toContain('aria-label="Heather Grey"');
    expect(html).not.toContain('aria-label="Orange"');
    expect(html).toMatch(/>3XL<\/(span|a)>/);
  });

  it('escapes tenant text inside the JSON-LD script', async () => {
    await DEMO_DB.prepare("UPDATE products SET name = ? WHERE id = 1002 AND storefront_id = 1")
      .bind('V-Neck </script><script>alert(1)</script> & <b>')
      .run();
    const { html } = await page(DEMO, '/products/v-neck-tee');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(jsonLd(html).name).toBe('V-Neck </script><script>alert(1)</script> & <b>');
  });

  it('leaves prices out when the store disables them', async () => {
    const { response, html } = await page(DRAFT, '/products/preview-tee');
    expect(response.status).toBe(200);
    expect(jsonLd(html)).not.toHaveProperty('offers');
    expect(html).not.toMatch(/\$\d+\.\d\d/);
  });

  it.each([
    ['an unknown slug', DEMO, '/products/no-such-product'],
    ['an unpublished product', DEMO, '/products/prototype-hoodie'],
    ['a disabled product', DEMO, '/products/retired-stadium-cup'],
    ["another store's product", DRAFT, '/products/classic-crew-tee'],
  ])('redirects %s to the product not-found page', async (_label, host, path) => {
    const { response } = await page(host, path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/not-found?product=true&failed=404');
  });

  it('shows the spec\'s error toast on the page a missing product\'s direct link lands on', async () => {
    const { response } = await page(DEMO, '/products/no-such-product');
    const landed = await page(DEMO, response.headers.get('location')!);
    expect(landed.response.status).toBe(404);
    // docs/product.md §8: 404: 'The requested product was not found!' as an error toast, then /not-found.
    expect(landed.html).toMatch(/<div role="alert"[^>]*>The requested product was not found!<\/div>/);
    expect(landed.html).toContain('Product Not Found');
    // Reached any other way (a client navigation toasts by itself), the page has no toast of its own.
    expect((await page(DEMO, '/not-found?product=true')).html).not.toContain('The requested product was not found!');
  });

  it('chooses no colour for a link to a discontinued one, saying so, instead of Black', async () => {
    // Orange is a discontinued variant of the tee (its variants drop it).
    const { response, html } = await page(DEMO, '/products/classic-crew-tee?color=Orange&size=M');
    expect(response.status).toBe(200);
    const shown = html.slice(0, html.indexOf('<script'));
    expect(shown).toContain('The colour Orange is not available any more.');
    expect(shown).toContain('Please select a color!');
    // Nothing is chosen for the form to post: Add to Cart without JavaScript cannot add Black.
    expect(shown).toContain('<input type="hidden" name="variant" value=""/>');
    expect(shown).not.toContain('Color: Black');
  });
});
