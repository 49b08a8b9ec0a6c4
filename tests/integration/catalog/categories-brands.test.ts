import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../../shared/catalog/category-tree.ts';
import { CategoryAnswerSchema, CategoryListAnswerSchema } from '../../../shared/catalog/category-tree-schema.ts';
import { DEMO, getJson, STORE66 } from '../helpers.ts';
import { DEMO_DB } from '../databases.ts';

const slugsOf = (nodes: CategoryNode[]): string[] => nodes.flatMap((n) => [n.slug, ...slugsOf(n.sub_categories)]);

describe('GET has-products/product-categories', () => {
  it('answers the category tree of the store, nested, in position order', async () => {
    const { status, body } = await getJson(DEMO, '/api/storefronts/1/has-products/product-categories');
    expect(status).toBe(200);
    const tree = v.parse(CategoryListAnswerSchema, body).data;
    expect(tree.map((c) => c.slug)).toEqual(['apparel', 'drinkware', 'accessories', 'gift-cards', 'company-picks']);
    const apparel = tree[0]!;
    expect(apparel.sub_categories.map((c) => c.slug)).toEqual(['t-shirts', 'outerwear', 'headwear']);
    expect(apparel.sub_categories[1]!.sub_categories.map((c) => c.name)).toEqual(['Hoodies', 'Jackets']);
    expect(tree.find((c) => c.slug === 'company-picks')?.is_company).toBe(true);
  });

  it('leaves out categories without listed products', async () => {
    await DEMO_DB.prepare("INSERT INTO categories (id, storefront_id, parent_id, name, slug, position) VALUES (190, 1, 101, 'Empty Shelf', 'empty-shelf', 9)").run();
    try {
      const { body } = await getJson(DEMO, '/api/storefronts/1/has-products/product-categories');
      expect(slugsOf(v.parse(CategoryListAnswerSchema, body).data)).not.toContain('empty-shelf');
    } finally {
      await DEMO_DB.prepare('DELETE FROM categories WHERE id = 190').run();
    }
  });

  it('answers the tree below a company category', async () => {
    const { status, body } = await getJson(DEMO, '/api/storefronts/1/has-products/product-categories?company_category_id=101');
    expect(status).toBe(200);
    expect(v.parse(CategoryListAnswerSchema, body).data.map((c) => c.slug)).toEqual(['t-shirts', 'outerwear', 'headwear']);
  });

  it('answers 400 for a malformed company_category_id and 404 for another store category', async () => {
    const bad = await getJson<{ message: string }>(DEMO, '/api/storefronts/1/has-products/product-categories?company_category_id=abc');
    expect(bad).toEqual({ status: 400, body: expect.objectContaining({ message: 'company_category_id must be a category id (a positive whole number).' }) });
    const foreign = await getJson<{ message: string }>(DEMO, '/api/storefronts/1/has-products/product-categories?company_category_id=201');
    expect(foreign).toEqual({ status: 404, body: { message: 'The requested category was not found.' } });
  });

  it("answers 404 for another store's id in the path", async () => {
    expect((await getJson(DEMO, '/api/storefronts/2/has-products/product-categories')).status).toBe(404);
    expect((await getJson(STORE66, '/api/storefronts/1/has-products/product-categories')).status).toBe(404);
  });
});

describe('GET product-categories/slug/{slug}', () => {
  it('answers the category with its sub-categories', async () => {
    const { status, body } = await getJson(DEMO, '/api/storefronts/1/product-categories/slug/outerwear');
    expect(status).toBe(200);
    const category = v.parse(CategoryAnswerSchema, body).data;
    expect(category).toMatchObject({ id: 103, name: 'Outerwear', slug: 'outerwear', parent_id: 101, is_company: false });
    expect(category.sub_categories.map((c) => c.slug)).toEqual(['hoodies', 'jackets']);
  });

  it('answers a leaf category with no sub-categories', async () => {
    const { body } = await getJson(DEMO, '/api/storefronts/1/product-categories/slug/hoodies');
    expect(v.parse(CategoryAnswerSchema, body).data.sub_categories).toEqual([]);
  });

  it('answers every slug the demo menus and tiles link to', async () => {
    for (const slug of ['apparel', 't-shirts', 'outerwear', 'hoodies', 'jackets', 'headwear', 'caps', 'beanies', 'drinkware', 'mugs', 'bottles', 'tumblers', 'accessories', 'bags', 'stationery', 'tech', 'gift-cards']) {
      expect((await getJson(DEMO, `/api/storefronts/1/product-categories/slug/${slug}`)).status, slug).toBe(200);
    }
    expect((await getJson(STORE66, '/api/storefronts/66/product-categories/slug/drinkware')).status).toBe(200);
  });

  it('answers 404 for unknown, malformed and other stores slugs', async () => {
    for (const slug of ['nope', 'office', '%3Cscript%3E', 'a'.repeat(300)]) {
      const answer = await getJson(DEMO, `/api/storefronts/1/product-categories/slug/${slug}`);
      expect(answer, slug).toEqual({ status: 404, body: { message: 'The requested category was not found.' } });
    }
    expect((await getJson(STORE66, '/api/storefronts/1/product-categories/slug/apparel')).status).toBe(404);
  });
});

describe('GET brands/colors', () => {
  it('answers data.brands: the store brand names with listed products', async () => {
    const { status, body } = await getJson(DEMO, '/api/brands/colors?storefront_id=1');
    expect({ status, body }).toEqual({ status: 200, body: { data: { brands: ['Blue Harbor', 'Northwind Apparel', 'Summit Goods'] } } });
    expect((await getJson(STORE66, '/api/brands/colors?storefront_id=66')).body).toEqual({ data: { brands: ['Store 66 Basics'] } });
  });

  it("answers 404 for another store's id and 400 for a missing or malformed one", async () => {
    expect(await getJson(DEMO, '/api/brands/colors?storefront_id=66')).toEqual({ status: 404, body: { message: 'Not found.' } });
    const missing = await getJson<{ message: string }>(DEMO, '/api/brands/colors');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('storefront_id is required.');
    const malformed = await getJson<{ message: string }>(DEMO, '/api/brands/colors?storefront_id=one');
    expect(malformed.body.message).toBe('storefront_id must be a store id (a whole number).');
  });
});
