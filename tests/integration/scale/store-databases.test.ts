import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { storeDatabases } from '../../../worker/db/databases.ts';
import { fetchAs } from '../helpers.ts';
import { storeDbOf } from '../databases.ts';
import { DEMO_PASSWORD } from '../accounts/account-helpers.ts';
import { configWith, operator } from '../operator/operator-helpers.ts';

// Stores spread over store databases (docs/scaling.md, ADRs 0235 and 0236): each store's rows in
// the database the registry names, nothing read across, placement of new stores.

type Created = { data: { id: number; database: number } };

async function newStore(name: string, hostname: string, database?: number): Promise<{ id: number; database: number }> {
  const { status, body } = await operator<Created>('POST', '/storefronts', { name, hostnames: [hostname], config: configWith('Welcome'), ...(database === undefined ? {} : { database }) });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

async function addProduct(db: D1Database, id: number, storefrontId: number, slug: string, name: string): Promise<void> {
  await db.prepare("INSERT INTO products (id, storefront_id, slug, name, price, final_price, status) VALUES (?, ?, ?, ?, 1000, 1000, 'published')").bind(id, storefrontId, slug, name).run();
}

const productAnswer = (host: string, storefrontId: number, path: string) => fetchAs(host, `/api/storefronts/${storefrontId}/storefront-products/${path}`);

describe('the demo stores, spread over four store databases', () => {
  it('keeps each store’s rows only in its own database', async () => {
    const databases = storeDatabases(env);
    expect(databases).toHaveLength(4);
    const placed = await env.DB.prepare('SELECT id, database FROM storefronts ORDER BY id').all<{ id: number; database: number }>();
    expect(placed.results).toEqual([
      { id: 1, database: 0 },
      { id: 2, database: 1 },
      { id: 3, database: 2 },
      { id: 4, database: 3 },
      { id: 66, database: 0 },
    ]);
    for (const [n, db] of databases.entries()) {
      const { results } = await db.prepare('SELECT DISTINCT storefront_id FROM products ORDER BY storefront_id').all<{ storefront_id: number }>();
      const expected = placed.results.filter((s) => s.database === n).map((s) => s.id);
      for (const row of results) expect(expected).toContain(row.storefront_id);
    }
    expect(await storeDbOf(2).prepare('SELECT COUNT(*) AS n FROM products WHERE storefront_id = 2').first('n')).toBeGreaterThan(0);
    expect(await storeDbOf(1).prepare('SELECT COUNT(*) AS n FROM products WHERE storefront_id = 2').first('n')).toBe(0);
  });
});

describe('tenant isolation across databases', () => {
  it('never reads a row of its store from another database, and answers 404 for ids that collide across databases', async () => {
    const one = await newStore('Shard One', 'shard-one.example', 1);
    const two = await newStore('Shard Two', 'shard-two.example', 2);
    expect([one.database, two.database]).toEqual([1, 2]);
    const db1 = storeDatabases(env)[1]!;
    const db2 = storeDatabases(env)[2]!;
    // The same product id in both databases, each its own store's.
    await addProduct(db1, 770001, one.id, 'lantern', 'Database One Lantern');
    await addProduct(db2, 770001, two.id, 'kettle', 'Database Two Kettle');
    // A row naming store two, planted in database one: store two lives in database two and never sees it.
    await addProduct(db1, 770002, two.id, 'planted', 'Planted In The Wrong Database');

    const own = await productAnswer('shard-two.example', two.id, '770001');
    expect(own.status).toBe(200);
    expect(((await own.json()) as { data: { name: string } }).data.name).toBe('Database Two Kettle');
    const ownOne = await productAnswer('shard-one.example', one.id, '770001');
    expect(((await ownOne.json()) as { data: { name: string } }).data.name).toBe('Database One Lantern');

    expect((await productAnswer('shard-two.example', two.id, '770002')).status).toBe(404);
    expect((await productAnswer('shard-two.example', two.id, 'slug/planted')).status).toBe(404);
    expect((await productAnswer('shard-two.example', two.id, 'slug/lantern')).status).toBe(404);
    expect((await productAnswer('shard-one.example', one.id, 'slug/kettle')).status).toBe(404);
    // Another store's id on this host is not found at all.
    expect((await productAnswer('shard-one.example', two.id, '770001')).status).toBe(404);
    const list = await fetchAs('shard-two.example', `/api/storefronts/${two.id}/storefront-products`);
    const names = ((await list.json()) as { data: { data: { name: string }[] } }).data.data.map((p) => p.name);
    expect(names).toEqual(['Database Two Kettle']);
  });
});

describe('placing a new store', () => {
  it('puts it in the database with the fewest rows unless the operator names one', async () => {
    const rows = async (db: D1Database) => (await db.prepare('SELECT (SELECT COUNT(*) FROM products) + (SELECT COUNT(*) FROM orders) + (SELECT COUNT(*) FROM customers) AS n').first<number>('n'))!;
    const counts = await Promise.all(storeDatabases(env).map(rows));
    const least = counts.indexOf(Math.min(...counts));
    expect((await newStore('Placed By Rows', 'placed.example')).database).toBe(least);
    expect((await newStore('Placed By Name', 'named.example', 3)).database).toBe(3);
  });

  it('refuses a database that is not bound, naming the field', async () => {
    const { status, body } = await operator<{ errors: Record<string, string[]> }>('POST', '/storefronts', { name: 'Nowhere', hostnames: ['nowhere.example'], config: configWith('x'), database: 9 });
    expect(status).toBe(400);
    expect(body.errors.database).toEqual(['database must be a store database from 0 to 3.']);
    const audit = await env.DB.prepare("SELECT COUNT(*) AS n FROM storefronts WHERE name = 'Nowhere'").first('n');
    expect(audit).toBe(0);
  });
});

describe('read-your-writes through the session bookmark', () => {
  it('hands a bookmark back after a write (a login) and accepts it (or anything else) on the next request', async () => {
    const post = (path: string, body: unknown) =>
      fetchAs('demo.localhost', path, { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.88.0.1' }, body: JSON.stringify(body) });
    // A call that only reads hands out no bookmark.
    const check = await post('/api/storefronts/1/product-variants/check', { product_variant_ids: [1], product_size_ids: [] });
    expect(check.status).toBe(200);
    expect(check.headers.getSetCookie().some((c) => c.startsWith('d1_bookmark='))).toBe(false);
    const login = await post('/api/storefronts/1/login', { email: 'shopper@demo.test', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('d1_bookmark='));
    expect(cookie).toMatch(/^d1_bookmark=[0-9a-f-]+; Max-Age=60; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const bookmark = cookie!.split(';')[0]!;
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    // The next request starts from the bookmark and sees the session the login wrote.
    const me = await fetchAs('demo.localhost', '/api/storefronts/1/me', { headers: { cookie: bookmark, authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(me.headers.getSetCookie().some((c) => c.startsWith('d1_bookmark='))).toBe(false);
    expect((await fetchAs('demo.localhost', '/products', { headers: { cookie: 'd1_bookmark=not-a-bookmark' } })).status).toBe(200);
  });
});
