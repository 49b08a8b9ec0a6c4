import { VISIBLE_PRODUCT } from './catalog-visibility.ts';

// Brands of the store with at least one listed product (partial brand index of 0003).
const BRANDS_SQL = `SELECT b.name FROM brands b
  WHERE b.storefront_id = ?1
    AND EXISTS (SELECT 1 FROM products p WHERE p.storefront_id = ?1 AND p.brand_id = b.id AND ${VISIBLE_PRODUCT})
  ORDER BY b.name COLLATE NOCASE`;

/** Names of the store's brands that have listed products, alphabetically. */
export async function brandNames(db: D1Database, storefrontId: number): Promise<string[]> {
  const { results } = await db.prepare(BRANDS_SQL).bind(storefrontId).all<{ name: string }>();
  return results.map((row) => row.name);
}
