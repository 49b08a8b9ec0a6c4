import { VISIBLE_PRODUCT } from './catalog-visibility.ts';

/** How many products a store lists (partial index products_visible_id). */
export async function listedProductCount(db: D1Database, storefrontId: number): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS total FROM products p WHERE p.storefront_id = ?1 AND ${VISIBLE_PRODUCT}`)
    .bind(storefrontId)
    .first<{ total: number }>();
  return row?.total ?? 0;
}

/** Slugs of one slice of a store's listed products, in id order. */
export async function listedProductSlugs(db: D1Database, storefrontId: number, limit: number, offset: number): Promise<string[]> {
  const { results } = await db
    .prepare(`SELECT p.slug FROM products p WHERE p.storefront_id = ?1 AND ${VISIBLE_PRODUCT} ORDER BY p.id LIMIT ?2 OFFSET ?3`)
    .bind(storefrontId, limit, offset)
    .all<{ slug: string }>();
  return results.map((row) => row.slug);
}
