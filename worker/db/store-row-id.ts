/**
 * Per-store id ranges (ADR 0308, docs/scaling.md): every row a store creates in a table with an
 * integer `id` primary key takes its id from that store's own range, so a store's ids are unique
 * across every store database and a move never meets an id that is already taken. A store's range
 * is `[id × 2^32 + 1, (id + 1) × 2^32)`; the next id is the largest id in the range plus one,
 * computed inside the INSERT (D1 runs one write at a time, so the statement is atomic).
 */

/** Rows per table per store: more than a 10 GB D1 database can hold. */
export const ROWS_PER_STORE = 2 ** 32;
/**
 * The last store id with a range: every id stays below 10^15, the 15 digits the API's id and
 * cursor parsers take (and well inside JavaScript's exact integers, which would allow 2^21 − 1).
 */
export const MAX_STORE_ID = Math.floor(1e15 / ROWS_PER_STORE) - 1;

/** The store tables whose primary key is an integer `id` that a store's writes create. */
export const RANGED_TABLES = [
  'categories', 'brands', 'warehouses', 'decoration_methods', 'products', 'product_files', 'product_variants',
  'variant_images', 'variant_sizes', 'size_guides', 'size_guide_sizes', 'input_fields', 'reviews', 'kits', 'kit_links',
  'customers', 'gift_cards', 'orders', 'order_items', 'order_status_history', 'contact_submissions', 'mail_outbox',
  'webhook_deliveries', 'webhook_attempts',
] as const;
export type RangedTable = (typeof RANGED_TABLES)[number];

/** The store's range, exclusive at both ends: ids are `lo < id < hi`. Refuses what is not a store id. */
export function storeIdRange(storefrontId: number): { lo: number; hi: number } {
  if (!Number.isSafeInteger(storefrontId) || storefrontId < 1 || storefrontId > MAX_STORE_ID) {
    throw new RangeError(`Not a store id with an id range: ${storefrontId}`);
  }
  return { lo: storefrontId * ROWS_PER_STORE, hi: (storefrontId + 1) * ROWS_PER_STORE };
}

/** The largest id of the store's range in use in `table`, or the range's floor when none is. */
function lastStoreRowId(table: RangedTable, storefrontId: number): string {
  if (!RANGED_TABLES.includes(table)) throw new RangeError(`Not a table with store id ranges: ${table}`);
  const { lo, hi } = storeIdRange(storefrontId);
  return `(SELECT coalesce(max(id), ${lo}) FROM ${table} WHERE id > ${lo} AND id < ${hi})`;
}

/** The SQL expression of the id of one new row of store `storefrontId` in `table` (an INSERT of one row). */
export function storeRowId(table: RangedTable, storefrontId: number): string {
  return `${lastStoreRowId(table, storefrontId)} + 1`;
}

/**
 * The ids of the rows of an `INSERT … SELECT` of many rows: the range's next id plus the row's
 * number in `orderBy` (SQLite reads the SELECT whole before inserting when it reads the table it
 * inserts into, so the largest id is the one before the statement). Rows an upsert turns into
 * updates leave gaps, which nothing minds.
 */
export function storeRowIds(table: RangedTable, storefrontId: number, orderBy: string): string {
  return `${lastStoreRowId(table, storefrontId)} + row_number() OVER (ORDER BY ${orderBy})`;
}
