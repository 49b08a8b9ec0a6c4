import type { Catalog, CatalogField, CatalogSize, CatalogVariant } from '../../shared/orders/price-lines.ts';
import type { OrderLineInput } from '../../shared/schemas/checkout.ts';

// Ids travel as one JSON array parameter (json_each), so a long cart never meets D1's limit on
// bound parameters. Every query binds the storefront id.
const VARIANTS_SQL = `
SELECT p.id AS product_id, p.name AS product_name, p.slug, p.status, p.disabled,
       p.discontinued AS product_discontinued, p.is_gift_card, p.allow_custom_amount,
       p.library_approved, p.need_attention, w.id AS warehouse_id, w.name AS warehouse_name,
       v.id AS variant_id, v.color, v.discontinued AS variant_discontinued,
       COALESCE(v.thumbnail_path, p.thumbnail_path) AS image
FROM product_variants v
JOIN products p ON p.id = v.product_id AND p.storefront_id = ?1
LEFT JOIN warehouses w ON w.id = p.warehouse_id AND w.storefront_id = ?1
WHERE v.storefront_id = ?1 AND v.id IN (SELECT value FROM json_each(?2))`;

const SIZES_SQL = `
SELECT s.id, s.variant_id, s.size, s.price, s.quantity, s.weight
FROM variant_sizes s JOIN product_variants v ON v.id = s.variant_id
WHERE v.storefront_id = ?1 AND s.id IN (SELECT value FROM json_each(?2))`;

const FIELDS_SQL = `
SELECT f.id, f.product_id, f.label, f.is_required
FROM input_fields f JOIN products p ON p.id = f.product_id
WHERE p.storefront_id = ?1 AND f.product_id IN (SELECT value FROM json_each(?2))
ORDER BY f.product_id, f.position, f.id`;

const unique = (values: readonly (number | null | undefined)[]) => JSON.stringify([...new Set(values.filter((n): n is number => n != null))]);

/** The variants, sizes and input fields a cart names, from this store's catalog only. */
export async function loadOrderCatalog(db: D1Database, storefrontId: number, lines: readonly OrderLineInput[]): Promise<Catalog> {
  const [variants, sizes, fields] = await db.batch<unknown>([
    db.prepare(VARIANTS_SQL).bind(storefrontId, unique(lines.map((l) => l.product_variant_id))),
    db.prepare(SIZES_SQL).bind(storefrontId, unique(lines.map((l) => l.product_size_id))),
    db.prepare(FIELDS_SQL).bind(storefrontId, unique(lines.map((l) => l.product_id))),
  ]);
  const fieldsByProduct = new Map<number, CatalogField[]>();
  for (const row of fields!.results as (CatalogField & { product_id: number })[]) {
    const list = fieldsByProduct.get(row.product_id) ?? [];
    list.push({ id: row.id, label: row.label, is_required: row.is_required });
    fieldsByProduct.set(row.product_id, list);
  }
  return {
    variants: new Map((variants!.results as CatalogVariant[]).map((row) => [row.variant_id, row])),
    sizes: new Map((sizes!.results as CatalogSize[]).map((row) => [row.id, row])),
    fields: fieldsByProduct,
  };
}

/** Just the variants (for the cart's check of inactive variants). */
export async function loadVariants(db: D1Database, storefrontId: number, variantIds: readonly number[]): Promise<Map<number, CatalogVariant>> {
  const { results } = await db.prepare(VARIANTS_SQL).bind(storefrontId, unique(variantIds)).all<CatalogVariant>();
  return new Map(results.map((row) => [row.variant_id, row]));
}

/** The stock of sizes of this store (the cart caps or warns per line); unknown ids are left out. */
export async function loadSizeStock(db: D1Database, storefrontId: number, sizeIds: readonly number[]): Promise<{ product_size_id: number; quantity: number }[]> {
  if (sizeIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT s.id AS product_size_id, s.quantity FROM variant_sizes s JOIN product_variants v ON v.id = s.variant_id
       WHERE v.storefront_id = ?1 AND s.id IN (SELECT value FROM json_each(?2)) ORDER BY s.id`,
    )
    .bind(storefrontId, unique(sizeIds))
    .all<{ product_size_id: number; quantity: number }>();
  return results;
}
