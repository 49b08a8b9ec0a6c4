import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { storeDatabases } from '../../../worker/db/databases.ts';
import { storeIdRange } from '../../../worker/db/store-row-id.ts';
import { fetchAs } from '../helpers.ts';
import { api, bearerFor, line, orderBody, SHOPPER_ID, sku } from '../orders/order-helpers.ts';
import { operator } from '../operator/operator-helpers.ts';

// `stores move` (ADR 0236): the demo store moves from database 0 to database 3 while a shopper
// checks out. An order placed before the move moves with the store; one sent during the move is
// refused with 503 and Retry-After and written nowhere; sent again after the move, it lands in
// the new database.

type Placed = { data: { uuid: string } };
type MoveReport = { data: { from: number; to: number; rows: Record<string, number>; unavailable_ms: number; duration_ms: number } };

const ordersOf = (db: D1Database, key: string) =>
  db.prepare("SELECT COUNT(*) AS n FROM orders WHERE storefront_id = 1 AND idempotency_key = ?").bind(key).first<number>('n');

describe('moving a store while a shopper checks out', () => {
  it('refuses a move when an id of the store is taken in the target, touching nothing', async () => {
    const [db0, , , db3] = storeDatabases(env);
    // A brand of store 1 from before id ranges, whose id store 4 (in database 3) also holds.
    const brand = await db0!.prepare('SELECT id FROM brands WHERE storefront_id = 1 ORDER BY id LIMIT 1').first<number>('id');
    await db3!.prepare("INSERT INTO brands (id, storefront_id, name) VALUES (?, 4, 'Same id elsewhere')").bind(brand).run();
    const counts = () =>
      Promise.all(['products', 'orders', 'customers', 'brands', 'sessions'].map((t) => db0!.prepare(`SELECT COUNT(*) AS n FROM ${t} WHERE storefront_id = 1`).first<number>('n')));
    const before = await counts();

    const refused = await operator<{ message: string; errors: Record<string, string[]> }>('POST', '/storefronts/1/move', { database: 3 });
    expect(refused.status).toBe(409);
    const message = 'Store 1 cannot move to database 3: 1 of its brands ids are taken there by another store’s rows (rows made before per-store id ranges). Nothing was changed.';
    expect(refused.body.message).toBe(message);
    expect(refused.body.errors.database).toEqual([message]);

    // Where it was, whole, and open: no maintenance, nothing of it in database 3, no audit entry.
    expect(await env.DB.prepare('SELECT database, moving_until FROM storefronts WHERE id = 1').first()).toEqual({ database: 0, moving_until: null });
    expect(await counts()).toEqual(before);
    expect(await db3!.prepare('SELECT COUNT(*) AS n FROM products WHERE storefront_id = 1').first('n')).toBe(0);
    expect(await db3!.prepare('SELECT storefront_id FROM brands WHERE id = ?').bind(brand).first('storefront_id')).toBe(4);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM operator_audit WHERE action = 'store.move' AND storefront_id = 1").first('n')).toBe(0);
    expect((await fetchAs('demo.localhost', '/products')).status).toBe(200);

    // With the other row gone, the next test's move goes through (this one runs first: the file's tests share the databases).
    await db3!.prepare('DELETE FROM brands WHERE id = ?').bind(brand).run();
  });

  it('copies every row, refuses the order sent meanwhile whole, and takes it once the move is done', async () => {
    const [db0, , , db3] = storeDatabases(env);
    const mug = await sku('ceramic-mug', 'White', '11 oz');
    const shopper = await bearerFor(SHOPPER_ID);
    const before = await api<Placed>('POST', '/storefronts/1/orders', { headers: shopper, body: await orderBody([line(mug)]) });
    expect(before.status).toBe(201);
    const placedId = await db0!.prepare('SELECT id FROM orders WHERE uuid = ?').bind(before.body.data.uuid).first<number>('id');
    const products = await db0!.prepare('SELECT COUNT(*) AS n FROM products WHERE storefront_id = 1').first<number>('n');
    const orders = await db0!.prepare('SELECT COUNT(*) AS n FROM orders WHERE storefront_id = 1').first<number>('n');

    const during = await orderBody([line(mug)]);
    const moving = operator<MoveReport>('POST', '/storefronts/1/move', { database: 3 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await api<{ message: string }>('POST', '/storefronts/1/orders', { headers: shopper, body: during });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe('This store is temporarily unavailable. Please try again later.');
    const page = await fetchAs('demo.localhost', '/products');
    expect(page.status).toBe(503);
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(page.headers.get('retry-after'))).toBeLessThanOrEqual(5);
    // The operator's own writes wait too.
    expect((await operator('POST', '/storefronts/1/gift-cards', { balance: 10 })).status).toBe(503);

    const moved = await moving;
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ from: 0, to: 3 });
    expect(moved.body.data.rows.products).toBe(products);
    expect(moved.body.data.rows.orders).toBe(orders);
    expect(moved.body.data.unavailable_ms).toBeLessThanOrEqual(moved.body.data.duration_ms);

    // The refused order was written nowhere; the earlier one moved; nothing of store 1 is left in database 0.
    expect(await ordersOf(db0!, during.idempotency_key)).toBe(0);
    expect(await ordersOf(db3!, during.idempotency_key)).toBe(0);
    expect(await db3!.prepare('SELECT COUNT(*) AS n FROM orders WHERE uuid = ?').bind(before.body.data.uuid).first('n')).toBe(1);
    for (const table of ['products', 'orders', 'customers', 'categories', 'product_variants', 'sessions']) {
      expect(await db0!.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE storefront_id = 1`).first('n'), table).toBe(0);
    }
    expect(await db0!.prepare("SELECT COUNT(*) AS n FROM products WHERE storefront_id = 66").first<number>('n')).toBeGreaterThan(0);
    expect(await env.DB.prepare('SELECT database FROM storefronts WHERE id = 1').first('database')).toBe(3);
    const audit = await env.DB.prepare("SELECT detail FROM operator_audit WHERE action = 'store.move' AND storefront_id = 1").first<{ detail: string }>();
    expect(JSON.parse(audit!.detail)).toMatchObject({ from: 0, to: 3 });

    // The order placed before kept its id (carts, links and mails hold ids), in store 1's range (ADR 0308).
    const { lo, hi } = storeIdRange(1);
    const beforeId = await db3!.prepare('SELECT id FROM orders WHERE uuid = ?').bind(before.body.data.uuid).first<number>('id');
    expect(beforeId).toBe(placedId);
    expect(beforeId! > lo && beforeId! < hi).toBe(true);

    // The shopper's session moved with the store; the same order sent again now lands, in database 3,
    // with the next id of the store's range.
    const again = await api<Placed>('POST', '/storefronts/1/orders', { headers: shopper, body: during });
    expect(again.status).toBe(201);
    expect(await ordersOf(db3!, during.idempotency_key)).toBe(1);
    expect(await db3!.prepare('SELECT id FROM orders WHERE uuid = ?').bind(again.body.data.uuid).first('id')).toBe(placedId! + 1);
    // Search and listings were rebuilt by the new database's triggers.
    const search = await fetchAs('demo.localhost', '/api/storefronts/1/storefront-products?global_filter=mug');
    expect(((await search.json()) as { data: { data: unknown[] } }).data.data.length).toBeGreaterThan(0);
    expect((await fetchAs('demo.localhost', '/products')).status).toBe(200);
  });

  it('refuses a move to the database the store is in, or to one not bound, and a non-admin', async () => {
    expect((await operator('POST', '/storefronts/66/move', { database: 0 })).status).toBe(409);
    const unbound = await operator<{ errors: Record<string, string[]> }>('POST', '/storefronts/66/move', { database: 7 });
    expect(unbound.status).toBe(400);
    expect(unbound.body.errors.database).toEqual(['database must be a store database from 0 to 3.']);
    expect(await env.DB.prepare('SELECT database, moving_until FROM storefronts WHERE id = 66').first()).toEqual({ database: 0, moving_until: null });
  });
});
