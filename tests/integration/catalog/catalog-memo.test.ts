import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker/app.ts';
import { DEMO, PRIVATE, STORE66 } from '../helpers.ts';
import { bearerFor, line, orderBody, SHOPPER_ID, sku } from '../orders/order-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// The catalog memo (docs/decisions/0155-catalog-memo.md): each isolate keeps the catalog answers
// it read until their store's catalog changes. The integration config turns it off for the other tests
// (they change rows and read them back at once); here it is on, as deployed.

const VERSION_CHECK_MS = 2_000;
const LIST = '/api/storefronts/1/storefront-products?rows=9&relations[]=productThumbnail&relations[]=productVariants';

/** Every statement the Worker prepares on the demo store's database, by SQL text (sessions included). */
function recordingDb<T extends D1Database | D1DatabaseSession>(statements: string[], db: T): T {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') {
        return (sql: string) => {
          statements.push(sql);
          return target.prepare(sql);
        };
      }
      if (property === 'withSession') return (constraint?: string) => recordingDb(statements, (target as D1Database).withSession(constraint));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function fetchWith(memo: 'on' | 'off', host: string, path: string, init?: RequestInit & { statements?: string[] }) {
  const statements = init?.statements ?? [];
  const bindings = { ...env, CATALOG_MEMO_ENTRIES: memo === 'on' ? '500' : '0', STORE_DB_0: recordingDb(statements, DEMO_DB) };
  const request = new Request(`http://${host}${path}`, { redirect: 'manual', ...init });
  return Promise.resolve(app.fetch(request, bindings, createExecutionContext()));
}

const catalogStatements = (statements: string[]) => statements.filter((sql) => /\bproducts\b|\bcategories\b/.test(sql) && !/registry_version/.test(sql));
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

describe('catalog memo', () => {
  it('renders a repeated catalog page without reading the catalog again, the same page as read from D1', async () => {
    // The isolate reads a kept store's catalog version at its next check; until then (a store
    // kept since before the check) its answers go at that check: read once before the pages.
    await fetchWith('on', DEMO, '/products');
    await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_MS + 100));
    await fetchWith('on', DEMO, '/products');
    const pages = ['/products', '/categories/apparel', '/products/classic-crew-tee', '/', '/shop-all', '/products/digital-gift-card', '/products/custom-name-badge'];
    for (const path of [...pages, '/products?sort=price-asc&page=2', '/products?search=tee', '/products/no-such-product']) {
      await (await fetchWith('on', DEMO, path)).text();
      const statements: string[] = [];
      const kept = await fetchWith('on', DEMO, path, { statements });
      const fresh = await fetchWith('off', DEMO, path);
      expect(kept.status, path).toBe(fresh.status);
      // Only 200 answers are kept, and no search: an unknown product and a search are read again each time.
      if (path.includes('no-such') || path.includes('search=')) expect(catalogStatements(statements), path).not.toEqual([]);
      else expect(catalogStatements(statements), path).toEqual([]);
      expect(withoutNonce(await kept.text()), path).toBe(withoutNonce(await fresh.text()));
    }
  });

  it('never answers one store with another store’s kept answer', async () => {
    const demo = await (await fetchWith('on', DEMO, LIST)).json<{ data: { name: string }[] }>();
    const other = await (await fetchWith('on', STORE66, LIST.replace('/storefronts/1/', '/storefronts/66/'))).json<{ data: { name: string }[] }>();
    const otherFresh = await (await fetchWith('off', STORE66, LIST.replace('/storefronts/1/', '/storefronts/66/'))).json();
    expect(other).toEqual(otherFresh);
    expect(other).not.toEqual(demo);
    // A path naming the other store is still refused, kept answers or not.
    expect((await fetchWith('on', DEMO, LIST.replace('/storefronts/1/', '/storefronts/66/'))).status).toBe(404);
  });

  it('keeps a private store’s gate: a kept answer never reaches a visitor without access', async () => {
    const grant = await fetchWith('on', PRIVATE, '/api/storefronts/2/private-access', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.77.0.2' },
      body: JSON.stringify({ code: 'ACME-CODE' }),
    });
    const cookie = /private_access=[^;]+/.exec(grant.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeDefined();
    const path = '/api/storefronts/2/storefront-products?rows=9';
    for (let read = 0; read < 2; read++) expect((await fetchWith('on', PRIVATE, path, { headers: { cookie: cookie! } })).status).toBe(200);
    const page = await fetchWith('on', PRIVATE, '/products', { headers: { cookie: cookie! } });
    expect(page.status).toBe(200);
    expect((await fetchWith('on', PRIVATE, path)).status).toBe(403);
    expect((await fetchWith('on', PRIVATE, '/products')).status).toBe(302);
  });

  it('shows a catalog change made outside the Worker after the next version check', async () => {
    const path = '/api/storefronts/1/storefront-products/slug/classic-crew-tee';
    const before = await (await fetchWith('on', DEMO, path)).json<{ data: { name: string } }>();
    const version = async () => (await DEMO_DB.prepare('SELECT version FROM catalog_store_versions WHERE storefront_id = 1').first<{ version: number }>())!.version;
    const versionBefore = await version();
    await DEMO_DB.prepare("UPDATE products SET name = name || ', renamed' WHERE storefront_id = 1 AND slug = 'classic-crew-tee'").run();
    expect(await version()).toBeGreaterThan(versionBefore);
    await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_MS + 100));
    const after = await (await fetchWith('on', DEMO, path)).json<{ data: { name: string } }>();
    expect(after.data.name).toBe(`${before.data.name}, renamed`);
    const page = await (await fetchWith('on', DEMO, '/products/classic-crew-tee')).text();
    expect(page).toContain(`${before.data.name}, renamed`);
  });

  it('keeps another store’s answers when one store’s catalog changes', async () => {
    const otherList = LIST.replace('/storefronts/1/', '/storefronts/66/');
    const fill = async () => {
      await fetchWith('on', DEMO, LIST);
      await fetchWith('on', STORE66, otherList);
    };
    const changeStore1 = () => DEMO_DB.prepare("UPDATE products SET name = name || '.' WHERE storefront_id = 1 AND slug = 'ceramic-mug'").run();
    // The first change an isolate sees drops every store it kept from before (it had no versions to compare).
    await fill();
    await changeStore1();
    await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_MS + 100));
    await fill();
    await changeStore1();
    await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_MS + 100));
    const other: string[] = [];
    await fetchWith('on', STORE66, otherList, { statements: other });
    expect(catalogStatements(other)).toEqual([]);
    const changed: string[] = [];
    await fetchWith('on', DEMO, LIST, { statements: changed });
    expect(catalogStatements(changed)).not.toEqual([]);
  });

  it('moves a store’s catalog version on a change to any of its catalog rows, and no other store’s', async () => {
    // Each catalog table: one row of store 1.
    const rowOfStore1: Record<string, string> = {
      products: 'SELECT rowid AS row FROM products WHERE storefront_id = 1',
      categories: 'SELECT rowid AS row FROM categories WHERE storefront_id = 1',
      product_categories: 'SELECT pc.rowid AS row FROM product_categories pc JOIN products p ON p.id = pc.product_id WHERE p.storefront_id = 1',
      product_variants: 'SELECT rowid AS row FROM product_variants WHERE storefront_id = 1',
      variant_images: 'SELECT i.rowid AS row FROM variant_images i JOIN product_variants v ON v.id = i.variant_id WHERE v.storefront_id = 1',
      variant_sizes: 'SELECT s.rowid AS row FROM variant_sizes s JOIN product_variants v ON v.id = s.variant_id WHERE v.storefront_id = 1',
      brands: 'SELECT rowid AS row FROM brands WHERE storefront_id = 1',
      warehouses: 'SELECT rowid AS row FROM warehouses WHERE storefront_id = 1',
      reviews: 'SELECT r.rowid AS row FROM reviews r JOIN products p ON p.id = r.product_id WHERE p.storefront_id = 1',
      input_fields: 'SELECT f.rowid AS row FROM input_fields f JOIN products p ON p.id = f.product_id WHERE p.storefront_id = 1',
      size_guides: 'SELECT g.rowid AS row FROM size_guides g JOIN products p ON p.id = g.product_id WHERE p.storefront_id = 1',
      size_guide_sizes:
        'SELECT s.rowid AS row FROM size_guide_sizes s JOIN size_guides g ON g.id = s.size_guide_id JOIN products p ON p.id = g.product_id WHERE p.storefront_id = 1',
      product_files: 'SELECT f.rowid AS row FROM product_files f JOIN products p ON p.id = f.product_id WHERE p.storefront_id = 1',
      product_decoration_methods: 'SELECT d.rowid AS row FROM product_decoration_methods d JOIN products p ON p.id = d.product_id WHERE p.storefront_id = 1',
      decoration_methods: 'SELECT rowid AS row FROM decoration_methods WHERE storefront_id = 1',
    };
    const versions = async () => {
      const stores = await DEMO_DB.prepare('SELECT storefront_id, version FROM catalog_store_versions WHERE storefront_id IN (1, 66)').all<{ storefront_id: number; version: number }>();
      const of = (id: number) => stores.results.find((row) => row.storefront_id === id)?.version ?? 0;
      return { store1: of(1), store66: of(66) };
    };
    for (const [table, query] of Object.entries(rowOfStore1)) {
      const row = await DEMO_DB.prepare(`${query} LIMIT 1`).first<{ row: number }>();
      expect(row, `${table} has a row of store 1`).not.toBeNull();
      const before = await versions();
      await DEMO_DB.prepare(`UPDATE ${table} SET rowid = rowid WHERE rowid = ?`).bind(row!.row).run();
      const after = await versions();
      expect(after, table).toEqual({ store1: before.store1 + 1, store66: before.store66 });
    }
    const image = await DEMO_DB.prepare(`${rowOfStore1.variant_images} LIMIT 1`).first<{ row: number }>();
    const beforeDelete = await versions();
    await DEMO_DB.prepare('DELETE FROM variant_images WHERE rowid = ?').bind(image!.row).run();
    expect(await versions()).toEqual({ store1: beforeDelete.store1 + 1, store66: beforeDelete.store66 });
  });

  it('shows the stock an order took on the very next read of the isolate that placed it', async () => {
    const navyM = await sku('classic-crew-tee', 'Navy', 'M');
    const detail = '/api/storefronts/1/storefront-products/slug/classic-crew-tee';
    type Detail = { data: { product_variants: { id: number; product_variant_sizes: { id: number; quantity: number }[] }[] } };
    const stockIn = (answer: Detail) =>
      answer.data.product_variants.flatMap((variant) => variant.product_variant_sizes).find((size) => size.id === navyM.product_size_id)!.quantity;
    const before = stockIn(await (await fetchWith('on', DEMO, detail)).json<Detail>());
    const order = await fetchWith('on', DEMO, '/api/storefronts/1/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.77.0.1', ...(await bearerFor(SHOPPER_ID)) },
      body: JSON.stringify(await orderBody([line(navyM, 2)])),
    });
    expect(order.status, await order.clone().text()).toBeLessThan(300);
    const after = stockIn(await (await fetchWith('on', DEMO, detail)).json<Detail>());
    expect(after).toBe(before - 2);
  });
});
