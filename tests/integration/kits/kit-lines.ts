import { setStock } from '../orders/order-helpers.ts';
import { DEMO_DB } from '../databases.ts';

export type Line = { product_id: number; product_variant_id: number; product_size_id: number | null; quantity: number };

/** The first variant (and size) of a product, with plenty of stock. */
export async function lineOf(productId: number, quantity = 1): Promise<Line> {
  const row = await DEMO_DB.prepare(
    `SELECT v.id AS variant, s.id AS size FROM product_variants v LEFT JOIN variant_sizes s ON s.variant_id = v.id
     WHERE v.product_id = ? AND v.discontinued = 0 ORDER BY v.position, v.id, s.position, s.id LIMIT 1`,
  )
    .bind(productId)
    .first<{ variant: number; size: number | null }>();
  if (row!.size) await setStock(row!.size, 100);
  return { product_id: productId, product_variant_id: row!.variant, product_size_id: row!.size, quantity };
}
