import { describe, expect, it } from 'vitest';
import { importCatalog, newStore, smallCatalog } from './catalog-helpers.ts';
import { operator } from './operator-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// PATCH …/inventory (docs/api.md): stock and prices of sizes by product slug, colour and size.

type InventoryAnswer = { data: { updated: number; unchanged: number; skipped?: number; unknown?: Record<string, string[]> }; message?: string; errors?: Record<string, string[]> };
const patch = (id: number, body: unknown, query = '') => operator<InventoryAnswer>('PATCH', `/storefronts/${id}/inventory${query}`, body);

async function sizeRow(id: number, color: string, size: string) {
  return DEMO_DB.prepare(
    `SELECT s.quantity, s.price FROM variant_sizes s JOIN product_variants v ON v.id = s.variant_id JOIN products p ON p.id = v.product_id
     WHERE p.storefront_id = ? AND v.color = ? AND s.size = ?`,
  ).bind(id, color, size).first<{ quantity: number; price: number }>();
}

describe('PATCH …/inventory', () => {
  it('sets quantities and prices, counts what changed, and a repeat changes nothing', async () => {
    const id = await newStore('inventory-a.localhost');
    await importCatalog(id, smallCatalog(id));
    const items = [
      { product: 'harbor-tee', color: 'Navy', size: 'S', quantity: 42 },
      { product: 'harbor-tee', color: 'Navy', size: 'M', price: 2900 },
      { product: 'harbor-tee', color: 'White', size: 'L', quantity: 5, price: 2400 },
    ];
    const answer = await patch(id, { items });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ updated: 2, unchanged: 1 });
    expect(await sizeRow(id, 'Navy', 'S')).toEqual({ quantity: 42, price: 2400 });
    expect(await sizeRow(id, 'Navy', 'M')).toEqual({ quantity: 0, price: 2900 });
    expect((await patch(id, { items })).body.data).toEqual({ updated: 0, unchanged: 3 });

    // The shopper sees the new stock.
    const audit = await operator<{ data: { action: string; detail: { updated: number } }[] }>('GET', `/storefronts/${id}/audit`);
    expect(audit.body.data.filter((entry) => entry.action === 'catalog.inventory')).toHaveLength(1);
  });

  it('names every unknown key with its path and changes nothing; skip_unknown applies the rest', async () => {
    const id = await newStore('inventory-b.localhost');
    await importCatalog(id, smallCatalog(id));
    const items = [
      { product: 'harbor-tee', color: 'Navy', size: 'S', quantity: 7 },
      { product: 'no-such-tee', color: 'Navy', size: 'S', quantity: 1 },
      { product: 'harbor-tee', color: 'Purple', size: 'S', quantity: 1 },
      { product: 'harbor-tee', color: 'Navy', size: '5XL', quantity: 1 },
      { product: 'harbor-tee', color: 'Navy', size: 'S', quantity: 8 },
    ];
    const refused = await patch(id, { items });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      'items.1.product': ['No product "no-such-tee" in this store.'],
      'items.2.color': ['Product "harbor-tee" has no colour "Purple".'],
      'items.3.size': ['Product "harbor-tee" has no size "5XL" in Navy.'],
      'items.4': ['Names the same size as items.0.'],
    });
    expect((await sizeRow(id, 'Navy', 'S'))!.quantity).toBe(5);

    const skipped = await patch(id, { items: items.slice(0, 4) }, '?skip_unknown=1');
    expect(skipped.status).toBe(200);
    expect(skipped.body.data).toMatchObject({ updated: 1, unchanged: 0, skipped: 3 });
    expect(Object.keys(skipped.body.data.unknown!)).toEqual(['items.1.product', 'items.2.color', 'items.3.size']);
    expect((await sizeRow(id, 'Navy', 'S'))!.quantity).toBe(7);
  });

  it('checks each item: types, negative values, unknown fields, neither quantity nor price', async () => {
    const id = await newStore('inventory-c.localhost');
    const answer = await patch(id, {
      items: [
        { product: 'a', color: 'b', size: 'c' },
        { product: 'a', color: 'b', size: 'c', quantity: -1 },
        { product: 'a', color: 'b', size: 'c', price: 1.5 },
        { product: 'a', color: 'b', size: 'c', quantity: 1, sku: 'x' },
        { color: 'b', size: 'c', quantity: 1 },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      'items.0': ['needs quantity, price or both.'],
      'items.1.quantity': ['must not be negative.'],
      'items.2.price': ['must be a price in minor units (a whole number).'],
      'items.3.sku': ['unknown field "sku".'],
      'items.4.product': ['is required.'],
    });
    expect((await patch(id, { items: [] })).body.errors).toEqual({ items: ['must hold at least one item.'] });
  });

  it('never reaches another store’s sizes', async () => {
    const a = await newStore('inventory-iso-a.localhost');
    const b = await newStore('inventory-iso-b.localhost');
    await importCatalog(a, smallCatalog(a));
    const answer = await patch(b, { items: [{ product: 'harbor-tee', color: 'Navy', size: 'S', quantity: 99 }] });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'items.0.product': ['No product "harbor-tee" in this store.'] });
    expect((await sizeRow(a, 'Navy', 'S'))!.quantity).toBe(5);
  });
});
