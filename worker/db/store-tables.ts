/**
 * The tables of a store database that hold a store's own rows, parents before children, and how
 * each picks one store's rows (bound as ?1). What triggers keep (category ancestors, the search
 * index, listed-product counts, order search terms, catalog versions) is not listed: copying the
 * rows below rebuilds it, deleting them removes it. Rate-limit counters are not in a store
 * database (Durable Objects named with the store's id, ADR 0303): a move leaves them as they are.
 */
export type StoreTable = { table: string; where: string; orderBy?: string; orIgnore?: boolean };

const OF_STORE = 'storefront_id = ?1';
const OF_PRODUCT = 'product_id IN (SELECT id FROM products WHERE storefront_id = ?1)';
const OF_VARIANT = 'variant_id IN (SELECT id FROM product_variants WHERE storefront_id = ?1)';
const OF_ORDER = 'order_id IN (SELECT id FROM orders WHERE storefront_id = ?1)';

export const STORE_TABLES: readonly StoreTable[] = [
  // A category after its parent: fewer ancestors first (the ancestor trigger reads the parent's).
  { table: 'categories', where: OF_STORE, orderBy: '(SELECT COUNT(*) FROM category_ancestors a WHERE a.category_id = categories.id), id' },
  { table: 'brands', where: OF_STORE },
  { table: 'warehouses', where: OF_STORE },
  { table: 'decoration_methods', where: OF_STORE },
  { table: 'products', where: OF_STORE },
  { table: 'product_categories', where: OF_STORE },
  { table: 'product_decoration_methods', where: OF_PRODUCT },
  { table: 'product_files', where: OF_PRODUCT },
  { table: 'product_variants', where: OF_STORE },
  { table: 'variant_images', where: OF_VARIANT },
  { table: 'variant_sizes', where: OF_VARIANT },
  { table: 'size_guides', where: OF_PRODUCT },
  { table: 'size_guide_sizes', where: `size_guide_id IN (SELECT id FROM size_guides WHERE ${OF_PRODUCT})` },
  { table: 'input_fields', where: OF_PRODUCT },
  { table: 'reviews', where: OF_PRODUCT },
  { table: 'kits', where: OF_STORE },
  // A kit's first link is also made by trigger when the kit is copied: the copied row wins.
  { table: 'kit_links', where: OF_STORE, orIgnore: true },
  { table: 'kit_products', where: 'kit_id IN (SELECT id FROM kits WHERE storefront_id = ?1)' },
  { table: 'customers', where: OF_STORE },
  { table: 'sessions', where: OF_STORE },
  { table: 'email_tokens', where: OF_STORE },
  { table: 'gift_cards', where: OF_STORE },
  { table: 'orders', where: OF_STORE },
  { table: 'order_items', where: OF_ORDER },
  { table: 'order_status_history', where: OF_ORDER },
  { table: 'contact_submissions', where: OF_STORE },
  { table: 'mail_outbox', where: OF_STORE },
  { table: 'private_grants', where: OF_STORE },
  { table: 'sso_nonces', where: OF_STORE },
  { table: 'known_devices', where: OF_STORE },
  { table: 'catalog_import_chunks', where: OF_STORE },
  { table: 'webhook_endpoints', where: OF_STORE },
  { table: 'webhook_deliveries', where: OF_STORE },
  { table: 'webhook_attempts', where: 'delivery_id IN (SELECT id FROM webhook_deliveries WHERE storefront_id = ?1)' },
];

/** Tables kept by triggers that also carry the store's id, emptied with the store. */
const DERIVED_WITH_STORE = ['storefront_listed_products', 'catalog_store_versions', 'order_search_terms'];

/** Statements that delete every row of one store from a store database, children first. */
export function deleteStoreRows(db: D1Database, storefrontId: number): D1PreparedStatement[] {
  return [
    ...[...STORE_TABLES].reverse().map(({ table, where }) => db.prepare(`DELETE FROM ${table} WHERE ${where}`).bind(storefrontId)),
    ...DERIVED_WITH_STORE.map((table) => db.prepare(`DELETE FROM ${table} WHERE storefront_id = ?1`).bind(storefrontId)),
  ];
}
