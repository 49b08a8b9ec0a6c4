/**
 * Builds the demo seed as SQL statements: the storefronts and hosts of tenants.example.json and
 * the demo catalog. The registry (storefronts and their hostnames) follows tenants.example.json on
 * every run (upserts); every other statement is `INSERT OR IGNORE` with fixed ids, so running the
 * seed again never touches data shoppers created or changed (orders, stock, balances). Pure apart from WebCrypto hashing, so it runs
 * in Node (scripts/seed/generate.ts, tests) and in workerd alike.
 */
import { hashPassword } from '../../shared/password-hash.ts';
import type { CategoryRow, ProductRow } from './catalog/row-types.ts';
import { demoCatalog } from './demo-catalog.ts';
import { insertOrIgnore, upsert, type SqlScalar } from './sql-value.ts';
import { loadDemoTenants } from './tenant-registry.ts';

/** A stable 16-byte salt per seeded secret, so the generated file does not change between runs. */
export async function seedSalt(label: string): Promise<Uint8Array> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`seed:${label}`));
  return new Uint8Array(digest).slice(0, 16);
}

/** Every statement, registry rows first: one database holding everything (the seed checks). */
export async function buildSeedStatements(): Promise<string[]> {
  const { registry, stores } = await buildSeedParts();
  return [...registry, ...stores.flat()];
}

/**
 * The seed split by database (docs/scaling.md): the registry's rows, and each store database's
 * (index n is STORE_DB_n), each demo store's rows going to the database its tenant entry names.
 */
export async function buildSeedParts(): Promise<{ registry: string[]; stores: string[][] }> {
  const tenants = loadDemoTenants();
  const registry: string[] = [];
  const stores: string[][] = Array.from({ length: Math.max(...tenants.map((t) => t.database)) + 1 }, () => []);
  const databaseOf = new Map(tenants.map((t) => [t.id, t.database]));
  const owners = catalogOwners();
  const add = (table: string, rows: ReadonlyArray<Record<string, SqlScalar>>): void => {
    for (const row of rows) {
      const storefrontId = owners(table, row);
      const database = databaseOf.get(storefrontId);
      if (database === undefined) throw new Error(`seed: ${table} row of unknown store ${storefrontId}`);
      stores[database]!.push(insertOrIgnore(table, row));
    }
  };
  const statements = registry;

  for (const tenant of tenants) {
    statements.push(upsert('storefronts', {
      id: tenant.id,
      name: tenant.name,
      status: tenant.status,
      company_name: tenant.company_name,
      config: JSON.stringify(tenant.config),
      private_password_hash: tenant.private_password === null
        ? null
        : await hashPassword(tenant.private_password, await seedSalt(`storefront:${tenant.id}`)),
      database: tenant.database,
      // A store moved since (`stores move`) stays where it went.
    }, 'id', ['database']));
    // The example's config is version 1 of a new store's history (migration 0016).
    statements.push(insertOrIgnore('config_versions', {
      storefront_id: tenant.id,
      version: 1,
      kind: 'published',
      config: JSON.stringify(tenant.config),
      actor_name: 'seed',
    }));
    for (const hostname of tenant.hostnames) {
      statements.push(upsert('storefront_hosts', { hostname, storefront_id: tenant.id }, 'hostname'));
    }
  }

  const { customers, products, reviews, categories, ...rest } = demoCatalog;
  add('categories', parentsFirst(categories));
  add('brands', rest.brands);
  add('warehouses', rest.warehouses);
  add('decoration_methods', rest.decoration_methods);
  add('products', withReviewStats(products, reviews));
  add('product_categories', rest.product_categories);
  add('product_decoration_methods', rest.product_decoration_methods);
  add('product_files', rest.product_files);
  add('product_variants', rest.product_variants);
  add('variant_images', rest.variant_images);
  add('variant_sizes', rest.variant_sizes);
  add('size_guides', rest.size_guides);
  add('size_guide_sizes', rest.size_guide_sizes);
  add('input_fields', rest.input_fields);
  add('reviews', reviews);
  add('kits', rest.kits);
  add('kit_products', rest.kit_products);
  for (const { password, ...customer } of customers) {
    const email = customer.email.toLowerCase();
    add('customers', [{ ...customer, password_hash: await hashPassword(password, await seedSalt(email)) }]);
  }
  add('gift_cards', rest.gift_cards);
  add('orders', rest.orders);
  add('order_items', rest.order_items);
  return { registry, stores };
}

/** The store a demo catalog row belongs to: its storefront_id, or its parent row's. */
function catalogOwners(): (table: string, row: Record<string, SqlScalar>) => number {
  const { products, product_variants, size_guides, kits, orders } = demoCatalog;
  const storeOf = <T extends { id: number }>(rows: readonly T[], of: (row: T) => number) => new Map(rows.map((r) => [r.id, of(r)]));
  const product = storeOf(products, (p) => p.storefront_id);
  const parents: Record<string, [column: string, owner: Map<number, number>]> = {
    product_decoration_methods: ['product_id', product],
    product_files: ['product_id', product],
    size_guides: ['product_id', product],
    input_fields: ['product_id', product],
    reviews: ['product_id', product],
    variant_images: ['variant_id', storeOf(product_variants, (v) => v.storefront_id)],
    variant_sizes: ['variant_id', storeOf(product_variants, (v) => v.storefront_id)],
    size_guide_sizes: ['size_guide_id', storeOf(size_guides, (g) => product.get(g.product_id) ?? 0)],
    kit_products: ['kit_id', storeOf(kits, (k) => k.storefront_id)],
    order_items: ['order_id', storeOf(orders, (o) => o.storefront_id)],
  };
  return (table, row) => {
    if (typeof row.storefront_id === 'number') return row.storefront_id;
    const parent = parents[table];
    const owner = parent ? parent[1].get(Number(row[parent[0]])) : undefined;
    if (owner === undefined) throw new Error(`seed: no store for a ${table} row`);
    return owner;
  };
}

/** products.reviews_rate_average / reviews_count, denormalised from the seeded reviews. */
function withReviewStats(
  products: ProductRow[],
  reviews: ReadonlyArray<{ product_id: number; rating: number }>,
): Array<ProductRow & { reviews_rate_average: number; reviews_count: number }> {
  return products.map((product) => {
    const ratings = reviews.filter((r) => r.product_id === product.id).map((r) => r.rating);
    const average = ratings.length === 0 ? 0 : ratings.reduce((a, b) => a + b, 0) / ratings.length;
    return { ...product, reviews_rate_average: Math.round(average * 100) / 100, reviews_count: ratings.length };
  });
}

/** Categories ordered so every parent is inserted before its children (foreign keys). */
function parentsFirst(categories: CategoryRow[]): CategoryRow[] {
  const placed = new Set<number>();
  const ordered: CategoryRow[] = [];
  let pending = categories;
  while (pending.length > 0) {
    const ready = pending.filter((c) => c.parent_id === null || placed.has(c.parent_id));
    if (ready.length === 0) throw new Error('seed: category parents form a cycle or are missing');
    for (const c of ready) {
      ordered.push(c);
      placed.add(c.id);
    }
    pending = pending.filter((c) => !placed.has(c.id));
  }
  return ordered;
}
