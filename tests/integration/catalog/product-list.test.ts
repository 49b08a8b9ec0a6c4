import { describe, expect, it } from 'vitest';
import { DRAFT, STORE66 } from '../helpers.ts';
import { LIST, listError, listPage, slugs } from './list-helpers.ts';
import { DEMO_DB } from '../databases.ts';

/** Store 1 lists 43 of its 45 products: prototype-hoodie is a draft, retired-stadium-cup disabled. */
const LISTED = 43;

describe('GET storefront-products: paging and contract', () => {
  it('answers data.data, total, last_page and from, 1-based', async () => {
    const first = await listPage('rows=10&page=1');
    expect(first).toMatchObject({ total: LISTED, per_page: 10, current_page: 1, last_page: 5, from: 1, to: 10 });
    expect(first.data).toHaveLength(10);
    const last = await listPage('rows=10&page=5');
    expect(last).toMatchObject({ from: 41, to: 43, last_page: 5 });
    expect(last.data).toHaveLength(3);
  });

  it('answers an empty page past the end, with from null', async () => {
    const beyond = await listPage('rows=10&page=6');
    expect(beyond).toMatchObject({ data: [], total: LISTED, from: null, to: null, last_page: 5 });
  });

  it('pages never repeat or skip a product', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) seen.push(...slugs(await listPage(`rows=10&page=${page}&sort_field=name`)));
    expect(new Set(seen).size).toBe(LISTED);
  });

  it('defaults to 10 rows on page 1, in id order', async () => {
    const page = await listPage();
    expect(page).toMatchObject({ per_page: 10, current_page: 1 });
    const ids = page.data.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('GET storefront-products: what is listed', () => {
  it('never lists unpublished or disabled products', async () => {
    const all = slugs(await listPage('rows=100'));
    expect(all).toHaveLength(LISTED);
    expect(all).not.toContain('prototype-hoodie');
    expect(all).not.toContain('retired-stadium-cup');
  });

  it('drops a product once it is discontinued, unpublished or disabled', async () => {
    const change = (sql: string) => DEMO_DB.prepare(sql).run();
    try {
      await change("UPDATE products SET discontinued = 1 WHERE id = 1002");
      await change("UPDATE products SET status = 'archived' WHERE id = 1003");
      await change('UPDATE products SET disabled = 1 WHERE id = 1004');
      const all = slugs(await listPage('rows=100'));
      expect(all).toHaveLength(LISTED - 3);
      expect(all).not.toContain('v-neck-tee');
      expect(all).not.toContain('organic-cotton-tee');
      expect(all).not.toContain('long-sleeve-tee');
    } finally {
      await change("UPDATE products SET discontinued = 0, status = 'published', disabled = 0 WHERE id IN (1002, 1003, 1004)");
    }
  });

  it('drops discontinued variants and keeps the others in position order', async () => {
    const page = await listPage('global_filter=classic crew&relations[]=productVariants&relations[]=productVariants.variantThumbnail');
    const tee = page.data.find((p) => p.slug === 'classic-crew-tee');
    const colors = tee?.product_variants?.map((variant) => variant.color);
    expect(colors).toEqual(['Black', 'White', 'Heather Grey', 'Navy', 'Red', 'Forest Green', 'Light Yellow', 'Royal Blue']);
    expect(colors).not.toContain('Orange');
    expect(tee?.product_variants?.[0]).toEqual({
      id: 100101,
      color: 'Black',
      primary_hex_color: '#111111',
      secondary_hex_color: null,
      swatch_url: '/media/1/swatches/black.svg',
      variant_thumbnail: { full_path: '/media/1/products/classic-crew-tee-black-front.svg' },
    });
  });

  it('answers only the relations asked for', async () => {
    const bare = (await listPage('rows=1')).data[0]!;
    expect(bare).not.toHaveProperty('product_thumbnail');
    expect(bare).not.toHaveProperty('product_variants');
    const withThumb = (await listPage('rows=1&relations[]=productThumbnail')).data[0]!;
    expect(withThumb.product_thumbnail).toMatchObject({ extension: 'svg', type: 'thumbnail', fileable_id: withThumb.id });
    const variantsOnly = (await listPage('rows=1&relations[]=productVariants')).data[0]!;
    expect(variantsOnly.product_variants?.[0]).not.toHaveProperty('variant_thumbnail');
  });

  it('marks gift cards and custom products', async () => {
    const all = (await listPage('rows=100')).data;
    expect(all.find((p) => p.slug === 'digital-gift-card')).toMatchObject({ is_gift_card: true, is_custom: false });
    expect(all.find((p) => p.slug === 'custom-name-badge')).toMatchObject({ is_gift_card: false, is_custom: true });
  });

  it('lists only the Host store products, whatever the path says', async () => {
    const store66 = await listPage('rows=100', STORE66, '/api/storefronts/66/storefront-products');
    expect(slugs(store66).every((slug) => slug.startsWith('store66-'))).toBe(true);
    expect(store66.total).toBe(5);
    const draft = await listPage('rows=100', DRAFT, '/api/storefronts/4/storefront-products');
    expect(slugs(draft).every((slug) => slug.startsWith('preview-'))).toBe(true);
  });

  it("answers 404 for another store's id in the path", async () => {
    expect(await listError('rows=10', 404, STORE66, LIST)).toBe('Not found.');
    expect(await listError('rows=10', 404, undefined, '/api/storefronts/66/storefront-products')).toBe('Not found.');
    expect(await listError('rows=10', 404, undefined, '/api/storefronts/999/storefront-products')).toBe('Not found.');
  });
});
