/**
 * `GET …/products` (docs/api.md "Catalog, inventory, media, kits and gift cards"): a store's
 * products a page at a time, by id, optionally only those whose name or slug contains `q`, each
 * with its colours and sizes (stock and price): what the Studio's catalog list and kit form show.
 */
export type ListedProduct = {
  slug: string;
  name: string;
  status: string;
  price: number;
  is_gift_card: boolean;
  variants: { color: string; discontinued: boolean; sizes: { size: string; quantity: number; price: number }[] }[];
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listProducts(db: D1Database, storefrontId: number, q: string | null, limit: number, after: number | null): Promise<{ products: ListedProduct[]; next: number | null }> {
  const pattern = q ? `%${escapeLike(q)}%` : null;
  const { results } = await db
    .prepare(
      `SELECT id, slug, name, status, price, is_gift_card FROM products
       WHERE storefront_id = ?1 AND id > ?2 AND (?3 IS NULL OR name LIKE ?3 ESCAPE '\\' OR slug LIKE ?3 ESCAPE '\\')
       ORDER BY id LIMIT ?4`,
    )
    .bind(storefrontId, after ?? 0, pattern, limit + 1)
    .all<{ id: number; slug: string; name: string; status: string; price: number; is_gift_card: number }>();
  const page = results.slice(0, limit);
  if (page.length === 0) return { products: [], next: null };
  const ids = JSON.stringify(page.map((row) => row.id));
  const { results: sizes } = await db
    .prepare(
      `SELECT v.product_id, v.id AS variant_id, v.color, v.discontinued, s.size, s.quantity, s.price
       FROM product_variants v LEFT JOIN variant_sizes s ON s.variant_id = v.id
       WHERE v.storefront_id = ?1 AND v.product_id IN (SELECT value FROM json_each(?2))
       ORDER BY v.product_id, v.position, v.id, s.position, s.id`,
    )
    .bind(storefrontId, ids)
    .all<{ product_id: number; variant_id: number; color: string; discontinued: number; size: string | null; quantity: number | null; price: number | null }>();
  const variants = new Map<number, Map<number, ListedProduct['variants'][number]>>();
  for (const row of sizes) {
    const byVariant = variants.get(row.product_id) ?? new Map<number, ListedProduct['variants'][number]>();
    variants.set(row.product_id, byVariant);
    const variant = byVariant.get(row.variant_id) ?? { color: row.color, discontinued: row.discontinued === 1, sizes: [] };
    byVariant.set(row.variant_id, variant);
    if (row.size !== null) variant.sizes.push({ size: row.size, quantity: row.quantity ?? 0, price: row.price ?? 0 });
  }
  return {
    products: page.map((row) => ({
      slug: row.slug,
      name: row.name,
      status: row.status,
      price: row.price,
      is_gift_card: row.is_gift_card === 1,
      variants: [...(variants.get(row.id)?.values() ?? [])],
    })),
    next: results.length > limit ? page.at(-1)!.id : null,
  };
}
