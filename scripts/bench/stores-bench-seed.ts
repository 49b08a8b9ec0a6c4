// The rows of `npm run bench:stores`, written through Miniflare's D1 bindings while the Worker
// runs. Stores the bench creates through the operator API are the pattern: a seeded store gets
// the registry rows that store creation (worker/operator/operator-stores.ts createStore) wrote for
// them, and a copy of the catalog the catalog import wrote for them, with its ids shifted so
// every copy is a store of its own. The seed writes in large INSERT … SELECT statements over JSON
// lists (SQLite does the fan-out), a few seconds for thousands of stores.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROWS_PER_STORE, storeIdRange } from '../../worker/db/store-row-id.ts';
import { STORE_TABLES } from '../../worker/db/store-tables.ts';
import { ROOT } from './harness/tools.ts';

type Row = Record<string, unknown>;

/** The demo store's config (tenants.example.json), its pictures replaced by an external URL: a new store has no media of its own yet. */
export async function benchStoreConfig(): Promise<Record<string, unknown>> {
  const tenants = JSON.parse(await readFile(path.join(ROOT, 'tenants.example.json'), 'utf8')) as Array<{ config: Record<string, unknown> }>;
  const text = JSON.stringify(tenants[0]!.config).replace(/\/media\/1\/[^"]+/g, 'https://images.example.com/bench.svg');
  return JSON.parse(text) as Record<string, unknown>;
}

/** The categories the demo config's menu links to, parents first. */
const MENU_CATEGORIES: Array<[slug: string, name: string, parent: string | null]> = [
  ['apparel', 'Apparel', null], ['drinkware', 'Drinkware', null], ['accessories', 'Accessories', null], ['gift-cards', 'Gift Cards', null],
  ['t-shirts', 'T-Shirts', 'apparel'], ['outerwear', 'Outerwear', 'apparel'], ['headwear', 'Headwear', 'apparel'],
  ['mugs', 'Mugs', 'drinkware'], ['bottles', 'Bottles', 'drinkware'], ['tumblers', 'Tumblers', 'drinkware'],
  ['bags', 'Bags', 'accessories'], ['stationery', 'Stationery', 'accessories'], ['tech', 'Tech', 'accessories'],
  ['hoodies', 'Hoodies', 'outerwear'], ['jackets', 'Jackets', 'outerwear'], ['caps', 'Caps', 'headwear'], ['beanies', 'Beanies', 'headwear'],
];
const LEAVES = ['t-shirts', 'hoodies', 'jackets', 'caps', 'beanies', 'mugs', 'bottles', 'tumblers', 'bags', 'stationery', 'tech'];
const COLOURS: Array<[string, string]> = [['Black', '#111827'], ['Navy', '#1e3a8a'], ['Heather Grey', '#9ca3af'], ['White', '#ffffff']];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL'];

/** A catalog import file (PUT /api/operator/storefronts/{id}/catalog): the demo menu's categories and `products` products. */
export function benchCatalog(storeId: number, products: number, colours: number, sizes: number) {
  return {
    categories: MENU_CATEGORIES.map(([slug, name, parent], position) => ({ slug, name, position, ...(parent ? { parent } : {}) })),
    brands: [{ name: 'Bench Brand' }],
    warehouses: [{ key: 'east', name: 'East Warehouse' }],
    products: Array.from({ length: products }, (_, i) => {
      const slug = `bench-product-${i + 1}`;
      const price = 1500 + (i % 40) * 100;
      return {
        slug,
        name: `Bench ${['Classic', 'Heavy', 'Organic', 'Tech'][i % 4]} ${['Tee', 'Hoodie', 'Polo', 'Cap', 'Mug'][i % 5]} ${i + 1}`,
        price,
        description: `Bench product ${i + 1}: cotton, made to order.`,
        brand: 'Bench Brand',
        categories: [LEAVES[i % LEAVES.length]!],
        warehouse: 'east',
        thumbnail: `/media/${storeId}/bench/${slug}-0.png`,
        variants: COLOURS.slice(0, colours).map(([color, hex], c) => ({
          color,
          primary_hex_color: hex,
          thumbnail: `/media/${storeId}/bench/${slug}-${c}.png`,
          images: [{ type: 'frontImage', path: `/media/${storeId}/bench/${slug}-${c}.png` }],
          sizes: SIZES.slice(0, sizes).map((size, s) => ({ size, quantity: ((i * 7 + c * 13 + s * 5) % 90) + 10, price: price + (s >= 4 ? 200 : 0), weight: 0.2 })),
        })),
      };
    }),
  };
}

export type SeededStore = { id: number; database: number };

export const benchHost = (id: number) => `store-${id}.bench.localhost`;

/**
 * The registry rows of `stores`, column for column what createStore wrote for `pattern` (a store
 * the bench created through the API): the store, its one hostname (primary), its first published
 * config version, the `store.create` audit entry, and the registry version's bump.
 */
export async function seedRegistryRows(registry: D1Database, pattern: number, stores: readonly SeededStore[]): Promise<void> {
  const store = await registry.prepare('SELECT status, company_name, config FROM storefronts WHERE id = ?').bind(pattern).first<Row>();
  const version = await registry.prepare(`SELECT actor_id, actor_name FROM config_versions WHERE storefront_id = ? AND version = 1`).bind(pattern).first<Row>();
  const audit = await registry.prepare(`SELECT actor_id, actor_name, ip FROM operator_audit WHERE storefront_id = ? AND action = 'store.create'`).bind(pattern).first<Row>();
  if (!store || !version || !audit) throw new Error(`Store ${pattern} has no rows to copy.`);
  const CHUNK = 500;
  for (let i = 0; i < stores.length; i += CHUNK) {
    const list = JSON.stringify(
      stores.slice(i, i + CHUNK).map(({ id, database }) => {
        const name = `Bench Store ${id}`;
        return { id, database, name, host: benchHost(id), detail: JSON.stringify({ name, hostnames: [benchHost(id)], version: 1, database }) };
      }),
    );
    const each = `FROM json_each(?1) s`;
    const field = (key: string) => `json_extract(s.value, '$.${key}')`;
    await registry.batch([
      registry
        .prepare(`INSERT INTO storefronts (id, name, status, company_name, config, database) SELECT ${field('id')}, ${field('name')}, ?2, ?3, ?4, ${field('database')} ${each}`)
        .bind(list, store.status, store.company_name, store.config),
      registry.prepare(`INSERT INTO storefront_hosts (hostname, storefront_id, is_primary) SELECT ${field('host')}, ${field('id')}, 1 ${each}`).bind(list),
      registry
        .prepare(`INSERT INTO config_versions (storefront_id, version, kind, config, actor_id, actor_name) SELECT ${field('id')}, 1, 'published', ?2, ?3, ?4 ${each}`)
        .bind(list, store.config, version.actor_id, version.actor_name),
      registry
        .prepare(`INSERT INTO operator_audit (actor_id, actor_name, action, storefront_id, ip, detail) SELECT ?2, ?3, 'store.create', ${field('id')}, ?4, ${field('detail')} ${each}`)
        .bind(list, audit.actor_id, audit.actor_name, audit.ip),
      registry.prepare('UPDATE registry_version SET version = version + ?1 WHERE id = 1').bind(stores.length > i + CHUNK ? CHUNK : stores.length - i),
    ]);
  }
}

/** What creation wrote for a store in the registry, column by column, without what names it (ids, names, hosts, times). */
export async function registryShape(registry: D1Database, id: number): Promise<string> {
  const named = new Set(['id', 'storefront_id', 'name', 'hostname', 'at', 'created_at', 'updated_at', 'detail', 'database']);
  const parts: string[] = [];
  for (const [table, where] of [['storefronts', 'id = ?'], ['storefront_hosts', 'storefront_id = ?'], ['config_versions', 'storefront_id = ?'], ['operator_audit', "storefront_id = ? AND action = 'store.create'"]] as const) {
    const { results } = await registry.prepare(`SELECT * FROM ${table} WHERE ${where}`).bind(id).all<Row>();
    for (const row of results) parts.push(`${table}: ${JSON.stringify(Object.entries(row).filter(([key]) => !named.has(key)))}`);
  }
  return parts.join('\n');
}

/** One store's catalog rows as the import wrote them, table by table (parents first), and each table's id and reference columns. */
export type CatalogTemplate = Array<{ table: string; columns: string[]; shifted: Set<string>; rows: Row[] }>;

export async function readCatalogTemplate(db: D1Database, storeId: number): Promise<CatalogTemplate> {
  const template: CatalogTemplate = [];
  for (const spec of STORE_TABLES) {
    const columns = (await db.prepare('SELECT name FROM pragma_table_info(?)').bind(spec.table).all<{ name: string }>()).results.map((r) => r.name);
    const { results: rows } = await db.prepare(`SELECT * FROM ${spec.table} WHERE ${spec.where} ORDER BY ${spec.orderBy ?? columns[0]}`).bind(storeId).all<Row>();
    if (rows.length === 0) continue;
    if (spec.table !== 'products' && !['categories', 'brands', 'warehouses', 'product_categories', 'product_variants', 'variant_images', 'variant_sizes'].includes(spec.table)) {
      throw new Error(`The template store has ${spec.table} rows; the bench copies catalogs only.`);
    }
    const references = (await db.prepare('SELECT "from" AS name FROM pragma_foreign_key_list(?)').bind(spec.table).all<{ name: string }>()).results.map((r) => r.name);
    template.push({ table: spec.table, columns, shifted: new Set(['id', ...references].filter((c) => columns.includes(c))), rows });
  }
  return template;
}

/**
 * Copies the template (store `templateStore`'s rows) into every store of `stores` (all in `db`),
 * ids moved from the template's id range to each copy's own (ADR 0308), as if each store had
 * made its rows itself.
 */
export async function copyCatalog(db: D1Database, template: CatalogTemplate, templateStore: number, stores: readonly number[]): Promise<void> {
  const { lo, hi } = storeIdRange(templateStore);
  const outside = template.find(({ rows }) => rows.some((row) => typeof row.id === 'number' && (row.id <= lo || row.id >= hi)));
  if (outside) throw new Error(`store ${templateStore} has ${outside.table} ids outside its id range; the bench copies ranged ids only`);
  const CHUNK = 250;
  for (let i = 0; i < stores.length; i += CHUNK) {
    const targets = JSON.stringify(stores.slice(i, i + CHUNK).map((id) => ({ id, off: (id - templateStore) * ROWS_PER_STORE })));
    const statements = template.map(({ table, columns, shifted, rows }) => {
      const value = (column: string) => `json_extract(r.value, '$.${column}')`;
      const expressions = columns.map((column) =>
        column === 'storefront_id' ? `json_extract(s.value, '$.id')` : shifted.has(column) ? `${value(column)} + json_extract(s.value, '$.off')` : value(column),
      );
      return db
        .prepare(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${expressions.join(', ')} FROM json_each(?1) r CROSS JOIN json_each(?2) s ORDER BY r.key, s.key`)
        .bind(JSON.stringify(rows), targets);
    });
    await db.batch(statements);
  }
}

/** `count` orders of one line each for one store, spread over statuses, payment states and three years (SQLite generates them). */
export async function seedOrders(db: D1Database, storeId: number, count: number): Promise<void> {
  const STEP = 10_000;
  // Ids from the store's range (ADR 0308), as its own orders get; one line per order, so a line's id is its order's.
  const { lo } = storeIdRange(storeId);
  for (let start = 1; start <= count; start += STEP) {
    const end = Math.min(count, start + STEP - 1);
    const uuid = (i: string) => `printf('%08x-0000-4000-8000-%012x', ${storeId}, ${i})`;
    await db.batch([
      db.prepare(`
WITH RECURSIVE n(i) AS (SELECT ${start} UNION ALL SELECT i + 1 FROM n WHERE i < ${end})
INSERT INTO orders (id, uuid, storefront_id, status, payment_status, payment_provider, email, shipping_address, subtotal, shipping_total,
                    total_without_discounts, total, created_at)
SELECT ${lo} + i, ${uuid('i')}, ${storeId}, 1 + (i * 7) % 8, CASE i % 5 WHEN 0 THEN 'paid' WHEN 1 THEN 'failed' ELSE 'pending' END, 'manual',
  'buyer' || i || '@bench.test',
  json_object('first_name', 'Grace', 'last_name', 'Buyer' || i, 'address1', i || ' Main Street', 'city', 'Springfield', 'zip', '12345', 'country', 'US'),
  1000 + i % 9000, 595, 1595 + i % 9000, 1595 + i % 9000,
  strftime('%Y-%m-%dT%H:%M:%fZ', '2023-01-01', '+' || ((i * 9437) % 94608000) || ' seconds')
FROM n`),
      db.prepare(`
INSERT INTO order_items (id, order_id, name, color, size, quantity, unit_price, total)
SELECT id, id, 'Bench Tee', 'Navy', 'M', 1, subtotal, subtotal FROM orders
WHERE storefront_id = ${storeId} AND uuid >= ${uuid(String(start))} AND uuid <= ${uuid(String(end))}`),
    ]);
  }
}
