/**
 * The catalog version of each of these stores (migrations/0015_catalog_version.sql): bumped
 * by trigger on every change to the store's catalog rows. A store missing here has had no change
 * since it was created (its version counts as 0).
 */
export async function readCatalogStoreVersions(db: D1Database, storefrontIds: readonly number[]): Promise<Map<number, number>> {
  const { results } = await db
    .prepare('SELECT storefront_id, version FROM catalog_store_versions WHERE storefront_id IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(storefrontIds))
    .all<{ storefront_id: number; version: number }>();
  return new Map(results.map((row) => [row.storefront_id, row.version]));
}
