import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductDetailAnswerSchema, type ProductDetail } from '../../../shared/product-detail.ts';
import { DEMO, getJson, PRIVATE } from '../helpers.ts';
import { DEMO_DB } from '../databases.ts';

const base = '/api/storefronts/1/storefront-products';
type Answer = { data: ProductDetail };
type ErrorAnswer = { message: string };

async function product(path: string, host = DEMO) {
  const { status, body } = await getJson<Answer>(host, `${base}${path}`);
  expect(status).toBe(200);
  // The page parses answers with this schema: the API must keep to it.
  return v.parse(ProductDetailAnswerSchema, body).data;
}

describe('GET storefront-products/{productId}', () => {
  it('answers the multi-colour tee with every detail relation', async () => {
    const tee = await product('/1001');
    expect(tee).toMatchObject({
      id: 1001,
      slug: 'classic-crew-tee',
      name: 'Classic Crew T-Shirt',
      is_gift_card: false,
      library_approved: true,
      need_attention: 0,
      warehouse: { id: 1, name: 'East Coast Warehouse' },
      reviews_count: 4,
      product_thumbnail: { full_path: '/media/1/products/classic-crew-tee-black-front.svg', extension: 'svg', fileable_id: 1001 },
    });
    expect(tee.reviews).toHaveLength(4);
    expect(tee.additional_photos.map((p) => p.full_path)).toEqual([
      '/media/1/products/classic-crew-tee-photo-1.svg',
      '/media/1/products/classic-crew-tee-photo-2.svg',
    ]);
    expect(tee.decoration_methods.map((d) => d.name).sort()).toEqual(['Embroidery', 'Screen Print']);
    expect(tee.product_size_guides.map((g) => g.specification_type)).toEqual(['Chest width', 'Body length']);
    expect(tee.product_size_guides[0]!.size_guide_sizes).toContainEqual({ size: 'M', value: '20"' });
    expect(tee.product_categories.map((c) => c.slug)).toContain('t-shirts');

    const black = tee.product_variants.find((variant) => variant.color === 'Black')!;
    expect(black.variant_thumbnail).toEqual({ full_path: '/media/1/products/classic-crew-tee-black-front.svg' });
    expect(black.variant_images.map((i) => i.type)).toEqual(['frontImage', 'rearImage', 'other']);
    expect(black.product_variant_sizes.map((s) => s.size)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL']);
    expect(black.product_variant_sizes.find((s) => s.size === 'XS')!.quantity).toBe(0);
  });

  it('drops the discontinued variant', async () => {
    const tee = await product('/1001');
    expect(tee.product_variants).toHaveLength(8);
    expect(tee.product_variants.map((variant) => variant.color)).not.toContain('Orange');
    const { results } = await DEMO_DB.prepare('SELECT color FROM product_variants WHERE product_id = 1001 AND discontinued = 1').all();
    expect(results).toHaveLength(1); // the seed does have one: the API left it out
  });

  it('answers gift cards without a warehouse and custom products with their input fields', async () => {
    const gift = await product('/1042');
    expect(gift).toMatchObject({ is_gift_card: true, allow_custom_amount: true, warehouse: null });
    expect(gift.product_variants[0]!.product_variant_sizes.map((s) => [s.size, s.price])).toEqual([
      ['$25', 2500],
      ['$50', 5000],
      ['$100', 10000],
    ]);
    const badge = await product('/1041');
    expect(badge.is_custom).toBe(true);
    expect(badge.input_fields.map((f) => [f.label, f.is_required])).toEqual([
      ['Name on badge', true],
      ['Job title', false],
    ]);
  });

  it('answers only the requested relations', async () => {
    const { status, body } = await getJson<{ data: Record<string, unknown> }>(DEMO, `${base}/1001?relations[]=productThumbnail&relations[]=warehouse`);
    expect(status).toBe(200);
    expect(body.data.product_thumbnail).toBeTruthy();
    expect(body.data.warehouse).toEqual({ id: 1, name: 'East Coast Warehouse' });
    expect(body.data).not.toHaveProperty('product_variants');
    expect(body.data).not.toHaveProperty('reviews');
  });

  it('rejects an unknown relation with a message naming the allowed ones', async () => {
    const { status, body } = await getJson<ErrorAnswer>(DEMO, `${base}/1001?relations[]=secrets`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^relations may only contain: productVariants/);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '12345678901234567890'])('answers 400 for the id %s', async (id) => {
    const { status, body } = await getJson<ErrorAnswer>(DEMO, `${base}/${id}`);
    expect(status).toBe(400);
    expect(body.message).toBe('The product id must be a positive whole number.');
  });

  it.each([
    ['an unknown id', '999999'],
    ['an unpublished product', '1047'],
    ['a disabled product', '1048'],
    ["another store's product", '2001'],
  ])('answers 404 for %s', async (_label, id) => {
    const { status, body } = await getJson<ErrorAnswer>(DEMO, `${base}/${id}`);
    expect(status).toBe(404);
    expect(body.message).toBe('The requested product was not found.');
  });

  it('answers 404 for a discontinued product', async () => {
    await DEMO_DB.prepare('UPDATE products SET discontinued = 1 WHERE id = 1012 AND storefront_id = 1').run();
    expect((await getJson(DEMO, `${base}/1012`)).status).toBe(404);
    expect((await getJson(DEMO, `${base}/slug/crewneck-sweatshirt`)).status).toBe(404);
  });

  it("answers 404 when the path names another store's id", async () => {
    expect((await getJson(PRIVATE, `${base}/1001`)).status).toBe(404);
    expect((await getJson(DEMO, '/api/storefronts/2/storefront-products/2001')).status).toBe(404);
    expect((await getJson(DEMO, '/api/storefronts/2/storefront-products/slug/acme-logo-tee')).status).toBe(404);
  });
});

describe('GET storefront-products/slug/{slug}', () => {
  it('answers the same product as by id', async () => {
    const bySlug = await product('/slug/classic-crew-tee');
    expect(bySlug).toEqual(await product('/1001'));
  });

  it.each([
    ['an unknown slug', 'no-such-product'],
    ['an unpublished product', 'prototype-hoodie'],
    ['a disabled product', 'retired-stadium-cup'],
    ["another store's product", 'acme-logo-tee'],
  ])('answers 404 for %s', async (_label, slug) => {
    const { status, body } = await getJson<ErrorAnswer>(DEMO, `${base}/slug/${slug}`);
    expect(status).toBe(404);
    expect(body.message).toBe('The requested product was not found.');
  });

  it('answers 400 for a slug that is too long', async () => {
    const { status, body } = await getJson<ErrorAnswer>(DEMO, `${base}/slug/${'a'.repeat(256)}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/too long/);
  });
});

describe('descriptions', () => {
  it('keeps JSON array and plain text descriptions as they are', async () => {
    const hoodie = await product('/1010');
    expect(JSON.parse(hoodie.description)).toHaveLength(6);
    const tee = await product('/1001');
    expect(tee.description).toMatch(/^Our best-selling crew neck tee/);
  });

  it('sanitises HTML descriptions on the server', async () => {
    await DEMO_DB.prepare('UPDATE products SET description = ? WHERE id = 1003 AND storefront_id = 1')
      .bind('<p onclick="steal()">Organic <strong>cotton</strong><script>alert(1)</script><img src=x onerror="steal()"></p>')
      .run();
    const tee = await product('/1003');
    expect(tee.description).toContain('<strong>cotton</strong>');
    expect(tee.description).not.toMatch(/script|onclick|onerror|alert/);
  });
});
