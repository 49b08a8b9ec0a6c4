import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { storeDatabases } from '../../../worker/db/databases.ts';
import { storeIdRange } from '../../../worker/db/store-row-id.ts';
import { fetchAs } from '../helpers.ts';
import { api, bearerFor, line, orderBody, SHOPPER_ID, sku } from '../orders/order-helpers.ts';
import { operator } from '../operator/operator-helpers.ts';
import { DEMO_PASSWORD, freshIp, newRegistration, postJson } from '../accounts/account-helpers.ts';
import { moveStore } from '../../../worker/operator/store-placement.ts';

// `stores move` (ADRs 0236, 0309): the demo store moves from database 0 to database 3 while a
// shopper checks out. The store stays readable throughout; an order placed before the move moves
// with the store; one sent during the move is refused with 503 and Retry-After and written
// nowhere; sent again after the move, it lands in the new database.

type Placed = { data: { uuid: string } };
type MoveReport = { data: { from: number; to: number; rows: Record<string, number>; writes_refused_ms: number; duration_ms: number } };

/** An order sent as the shopper, with the answer's Retry-After. */
async function sendOrder(headers: Record<string, string>, body: unknown): Promise<{ status: number; body: { message: string }; retryAfter: string | null }> {
  const response = await fetchAs('demo.localhost', '/api/storefronts/1/orders', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { message: string }, retryAfter: response.headers.get('retry-after') };
}

const ordersOf = (db: D1Database, key: string) =>
  db.prepare("SELECT COUNT(*) AS n FROM orders WHERE storefront_id = 1 AND idempotency_key = ?").bind(key).first<number>('n');

describe('moving a store while a shopper checks out', () => {
  // The shopper and the mug of the second test, whose session and rows moved with the store.
  let mug: Awaited<ReturnType<typeof sku>>;
  let shopper: Record<string, string>;

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

    // Where it was, whole, and open: writes taken, nothing of it in database 3, no audit entry.
    expect(await env.DB.prepare('SELECT database, moving_until FROM storefronts WHERE id = 1').first()).toEqual({ database: 0, moving_until: null });
    expect(await counts()).toEqual(before);
    expect(await db3!.prepare('SELECT COUNT(*) AS n FROM products WHERE storefront_id = 1').first('n')).toBe(0);
    expect(await db3!.prepare('SELECT storefront_id FROM brands WHERE id = ?').bind(brand).first('storefront_id')).toBe(4);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM operator_audit WHERE action = 'store.move' AND storefront_id = 1").first('n')).toBe(0);
    expect((await fetchAs('demo.localhost', '/products')).status).toBe(200);
    const registered = await postJson('demo.localhost', '/api/storefronts/1/register', newRegistration());
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);

    // With the other row gone, the next test's move goes through (this one runs first: the file's tests share the databases).
    await db3!.prepare('DELETE FROM brands WHERE id = ?').bind(brand).run();
  });

  it('copies every row, keeps the store readable, refuses the order sent meanwhile whole, and takes it once the move is done', async () => {
    const [db0, , , db3] = storeDatabases(env);
    mug = await sku('ceramic-mug', 'White', '11 oz');
    shopper = await bearerFor(SHOPPER_ID);
    const before = await api<Placed>('POST', '/storefronts/1/orders', { headers: shopper, body: await orderBody([line(mug)]) });
    expect(before.status).toBe(201);
    const placedId = await db0!.prepare('SELECT id FROM orders WHERE uuid = ?').bind(before.body.data.uuid).first<number>('id');
    const products = await db0!.prepare('SELECT COUNT(*) AS n FROM products WHERE storefront_id = 1').first<number>('n');
    const orders = await db0!.prepare('SELECT COUNT(*) AS n FROM orders WHERE storefront_id = 1').first<number>('n');

    const during = await orderBody([line(mug)]);
    const registryVersion = () => env.DB.prepare('SELECT version FROM registry_version WHERE id = 1').first<number>('version');
    const versionBefore = await registryVersion();
    const moving = operator<MoveReport>('POST', '/storefronts/1/move', { database: 3 });
    // Once the store is read-only and the registry says so (the id check before it takes a while
    // on a busy machine); the settle time and the copy follow.
    await vi.waitUntil(async () => (await registryVersion())! > versionBefore! && (await env.DB.prepare('SELECT moving_until FROM storefronts WHERE id = 1').first('moving_until')) !== null, { timeout: 10_000, interval: 5 });
    const refused = await sendOrder(shopper, during);
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe('This store is temporarily unavailable. Please try again later.');
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(5);
    // The operator's own writes wait too.
    expect((await operator('POST', '/storefronts/1/gift-cards', { balance: 10 })).status).toBe(503);
    // Reads go on: the shopper's page and the operator's order list (the next test pauses the
    // copy to read while it runs for certain).
    expect((await fetchAs('demo.localhost', '/products')).status).toBe(200);
    expect((await operator('GET', '/storefronts/1/orders')).status).toBe(200);

    const moved = await moving;
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ from: 0, to: 3 });
    expect(moved.body.data.rows.products).toBe(products);
    expect(moved.body.data.rows.orders).toBe(orders);
    expect(moved.body.data.writes_refused_ms).toBeLessThanOrEqual(moved.body.data.duration_ms);

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

  it('while the copy runs, serves pages and catalog reads from the old database and refuses orders, sign-ups and logins whole', async () => {
    // Store 1 is in database 3 since the test before; it moves on to database 1, paused after its copy.
    const [, db1, , db3] = storeDatabases(env);
    const order = await orderBody([line(mug)]);
    const registration = newRegistration();
    const customers = (db: D1Database) => db.prepare('SELECT COUNT(*) AS n FROM customers WHERE storefront_id = 1 AND email = ?').bind(registration.email).first<number>('n');
    const during: { status: number; retryAfter: string | null; body?: unknown }[] = [];
    const record = (response: Response, body?: unknown) => during.push({ status: response.status, retryAfter: response.headers.get('retry-after'), body });

    const report = await moveStore(env, { id: 1, database: 3 }, 1, { id: 'test', name: 'store-move test', ip: '127.0.0.1' }, 300, async () => {
      // The rows are in both databases now; the registry still names database 3 and refuses writes.
      const page = await fetchAs('demo.localhost', '/products/ceramic-mug');
      record(page);
      expect(await page.text()).toContain(mug.name);
      const catalog = await fetchAs('demo.localhost', '/api/storefronts/1/storefront-products?global_filter=mug');
      record(catalog, ((await catalog.json()) as { data: { data: unknown[] } }).data.data.length);
      const placed = await sendOrder(shopper, order);
      during.push({ status: placed.status, retryAfter: placed.retryAfter, body: placed.body.message });
      const signedUp = await postJson<{ message: string }>('demo.localhost', '/api/storefronts/1/register', registration);
      record(signedUp.response, signedUp.body.message);
      const loggedIn = await postJson<{ message: string }>('demo.localhost', '/api/storefronts/1/login', { email: 'shopper@demo.test', password: DEMO_PASSWORD });
      record(loggedIn.response, loggedIn.body.message);
      const forgot = await postJson<{ message: string }>('demo.localhost', '/api/storefronts/1/forgot-password', { email: 'shopper@demo.test' });
      record(forgot.response, forgot.body.message);
      // The register form posted without JavaScript: the page says why, and keeps what was typed.
      const form = await fetchAs('demo.localhost', '/register', {
        method: 'POST',
        body: new URLSearchParams(registration),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshIp() },
      });
      record(form, await form.text());
    });
    expect(report).toMatchObject({ from: 3, to: 1 });
    expect(report.writes_refused_ms).toBeLessThanOrEqual(report.duration_ms);

    const [page, catalog, placed, signedUp, loggedIn, forgot, form] = during;
    expect(page).toMatchObject({ status: 200, retryAfter: null });
    expect(catalog!.status).toBe(200);
    expect(catalog!.body).toBeGreaterThan(0);
    // A forgotten password too: its link could not be written, so no mail is promised.
    for (const refused of [placed!, signedUp!, loggedIn!, forgot!]) {
      expect(refused.status).toBe(503);
      expect(refused.body).toBe('This store is temporarily unavailable. Please try again later.');
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(5);
    }
    expect(form).toMatchObject({ status: 503, retryAfter: signedUp!.retryAfter });
    expect(form!.body).toContain('This store is temporarily unavailable. Please try again later.');
    expect(form!.body).toContain(`value="${registration.email}"`);
    // Written nowhere (the move's count check would have failed on a row written to the old copy).
    for (const db of [db1!, db3!]) {
      expect(await ordersOf(db, order.idempotency_key)).toBe(0);
      expect(await customers(db)).toBe(0);
    }

    // After the switch both land, in database 1.
    expect(await env.DB.prepare('SELECT database, moving_until FROM storefronts WHERE id = 1').first()).toEqual({ database: 1, moving_until: null });
    expect((await api('POST', '/storefronts/1/orders', { headers: shopper, body: order })).status).toBe(201);
    expect((await postJson('demo.localhost', '/api/storefronts/1/register', registration)).status).toBe(201);
    expect(await ordersOf(db1!, order.idempotency_key)).toBe(1);
    expect(await customers(db1!)).toBe(1);
    expect(await ordersOf(db3!, order.idempotency_key)).toBe(0);
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
