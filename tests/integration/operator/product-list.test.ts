import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalog, newStore, smallCatalog } from './catalog-helpers.ts';
import { operator, tokenFor } from './operator-helpers.ts';

// GET …/products: a store's products with their stock and prices, searched and paged, for the
// Studio's catalog list and kit form (docs/api.md "Catalog, inventory, media, kits and gift cards").

type Listed = { slug: string; name: string; status: string; price: number; is_gift_card: boolean; variants: { color: string; discontinued: boolean; sizes: { size: string; quantity: number; price: number }[] }[] };
type Page = { data: Listed[]; next_cursor: string | null };

let store: number;
let other: number;
beforeAll(async () => {
  store = await newStore('product-list.localhost');
  await importCatalog(store, smallCatalog(store));
  other = await newStore('product-list-other.localhost');
  await importCatalog(other, smallCatalog(other));
});

describe('GET /storefronts/{id}/products', () => {
  it('lists the store’s products by id with their colours, sizes, stock and prices', async () => {
    const answer = await operator<Page>('GET', `/storefronts/${store}/products`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((product) => product.slug)).toEqual(['harbor-tee', 'summit-mug', 'store-gift-card']);
    const tee = answer.body.data[0]!;
    expect(tee).toMatchObject({ name: 'Harbor Tee', status: 'published', price: 2400, is_gift_card: false });
    expect(tee.variants[0]).toEqual({
      color: 'Navy',
      discontinued: false,
      sizes: [
        { size: 'S', quantity: 5, price: 2400 },
        { size: 'M', quantity: 0, price: 2400 },
        { size: 'L', quantity: 12, price: 2600 },
      ],
    });
    expect(answer.body.next_cursor).toBeNull();
  });

  it('searches names and slugs without case, treats % and _ as text, and pages', async () => {
    const mug = await operator<Page>('GET', `/storefronts/${store}/products?q=MUG`);
    expect(mug.body.data.map((product) => product.slug)).toEqual(['summit-mug']);
    const bySlug = await operator<Page>('GET', `/storefronts/${store}/products?q=gift-card`);
    expect(bySlug.body.data.map((product) => product.slug)).toEqual(['store-gift-card']);
    expect((await operator<Page>('GET', `/storefronts/${store}/products?q=%25`)).body.data).toEqual([]);
    const first = await operator<Page>('GET', `/storefronts/${store}/products?limit=2`);
    expect(first.body.data).toHaveLength(2);
    const second = await operator<Page>('GET', `/storefronts/${store}/products?limit=2&cursor=${first.body.next_cursor}`);
    expect(second.body.data.map((product) => product.slug)).toEqual(['store-gift-card']);
    expect(second.body.next_cursor).toBeNull();
    expect((await operator('GET', `/storefronts/${store}/products?cursor=abc`)).status).toBe(400);
  });

  it('is the catalog permission: designers are refused, another store’s token does not see it', async () => {
    const designer = await tokenFor('designer', [store]);
    expect((await operator('GET', `/storefronts/${store}/products`, undefined, { token: designer.token })).status).toBe(403);
    const manager = await tokenFor('store_manager', [other]);
    expect((await operator('GET', `/storefronts/${store}/products`, undefined, { token: manager.token })).status).toBe(404);
    const own = await operator<Page>('GET', `/storefronts/${other}/products`, undefined, { token: manager.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toHaveLength(3);
  });
});
