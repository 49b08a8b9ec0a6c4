import type { CatalogRecords, CategoryRecord, ImageRecord, SizeGuideRecord, StoredCatalog, StoredProduct, StoredSize, StoredVariant } from './catalog-records.ts';

/**
 * A store's catalog read into records (catalog-records.ts), for the export and for the import's
 * comparison. Products are read 500 at a time by id range, each range in one batch of indexed
 * queries (every one binds the store and walks products by its primary key), so 10,000 products
 * cost 20 round trips and no query returns more than one range's rows.
 */
export type { StoredCatalog, StoredProduct, StoredSize, StoredVariant } from './catalog-records.ts';

const RANGE = 500;
const bool = (value: number) => value === 1;

type ProductRow = {
  id: number; slug: string; name: string; price: number; final_price: number; description: string; short_description: string;
  copy_underneath_description: string; status: string; disabled: number; discontinued: number; is_gift_card: number;
  allow_custom_amount: number; is_custom: number; library_approved: number; need_attention: number; brand: string | null;
  warehouse: string | null; thumbnail_path: string | null;
};
type VariantRow = { id: number; product_id: number; color: string; primary_hex_color: string | null; secondary_hex_color: string | null; thumbnail_path: string | null; discontinued: number; position: number };

const IN_RANGE = 'p.storefront_id = ?1 AND p.id BETWEEN ?2 AND ?3';
const CHILD_QUERIES = {
  categories: `SELECT pc.product_id, c.slug FROM products p JOIN product_categories pc ON pc.product_id = p.id JOIN categories c ON c.id = pc.category_id WHERE ${IN_RANGE}`,
  photos: `SELECT f.product_id, f.full_path FROM products p JOIN product_files f ON f.product_id = p.id WHERE ${IN_RANGE} AND f.type = 'additional_photo' ORDER BY f.product_id, f.position, f.id`,
  decorations: `SELECT pd.product_id, d.name FROM products p JOIN product_decoration_methods pd ON pd.product_id = p.id JOIN decoration_methods d ON d.id = pd.decoration_method_id WHERE ${IN_RANGE}`,
  inputs: `SELECT f.product_id, f.label, f.is_required FROM products p JOIN input_fields f ON f.product_id = p.id WHERE ${IN_RANGE} ORDER BY f.product_id, f.position, f.id`,
  guides: `SELECT g.product_id, g.id AS guide_id, g.specification_type, gs.size, gs.value FROM products p JOIN size_guides g ON g.product_id = p.id
    LEFT JOIN size_guide_sizes gs ON gs.size_guide_id = g.id WHERE ${IN_RANGE} ORDER BY g.product_id, g.id, gs.id`,
  variants: `SELECT v.id, v.product_id, v.color, v.primary_hex_color, v.secondary_hex_color, v.thumbnail_path, v.discontinued, v.position
    FROM products p JOIN product_variants v ON v.product_id = p.id WHERE ${IN_RANGE} ORDER BY v.product_id, v.position, v.id`,
  images: `SELECT i.variant_id, i.type, i.full_path FROM products p JOIN product_variants v ON v.product_id = p.id JOIN variant_images i ON i.variant_id = v.id
    WHERE ${IN_RANGE} ORDER BY i.variant_id, i.position, i.id`,
  sizes: `SELECT s.variant_id, s.size, s.quantity, s.price, s.weight, s.position FROM products p JOIN product_variants v ON v.product_id = p.id
    JOIN variant_sizes s ON s.variant_id = v.id WHERE ${IN_RANGE} ORDER BY s.variant_id, s.position, s.id`,
} as const;

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Categories (by id, so parents written before are named as written), brands, warehouses, methods. */
async function readTaxonomy(db: D1Database, storefrontId: number): Promise<Omit<StoredCatalog, 'products'>> {
  const [categories, brands, warehouses, methods] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT c.slug, c.name, p.slug AS parent, c.is_company, c.position FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
      WHERE c.storefront_id = ?1 ORDER BY c.id`).bind(storefrontId),
    db.prepare('SELECT name FROM brands WHERE storefront_id = ?1 ORDER BY id').bind(storefrontId),
    db.prepare('SELECT key, name FROM warehouses WHERE storefront_id = ?1 ORDER BY id').bind(storefrontId),
    db.prepare('SELECT DISTINCT name FROM decoration_methods WHERE storefront_id = ?1 ORDER BY id').bind(storefrontId),
  ]);
  return {
    categories: (categories!.results as { slug: string; name: string; parent: string | null; is_company: number; position: number }[]).map(
      (row): CategoryRecord => ({ slug: row.slug, name: row.name, parent: row.parent, is_company: bool(row.is_company), position: row.position }),
    ),
    brands: (brands!.results as { name: string }[]).map((row) => row.name),
    warehouses: (warehouses!.results as { key: string; name: string }[]).map((row) => ({ key: row.key, name: row.name })),
    decoration_methods: (methods!.results as { name: string }[]).map((row) => row.name),
  };
}

async function readRange(db: D1Database, storefrontId: number, products: ProductRow[]): Promise<StoredProduct[]> {
  const first = products[0]!.id;
  const last = products.at(-1)!.id;
  const names = Object.keys(CHILD_QUERIES) as (keyof typeof CHILD_QUERIES)[];
  const answers = await db.batch<Record<string, unknown>>(names.map((name) => db.prepare(CHILD_QUERIES[name]).bind(storefrontId, first, last)));
  const of = <T>(name: keyof typeof CHILD_QUERIES) => answers[names.indexOf(name)]!.results as T[];

  const categories = groupBy(of<{ product_id: number; slug: string }>('categories'), (row) => row.product_id);
  const photos = groupBy(of<{ product_id: number; full_path: string }>('photos'), (row) => row.product_id);
  const decorations = groupBy(of<{ product_id: number; name: string }>('decorations'), (row) => row.product_id);
  const inputs = groupBy(of<{ product_id: number; label: string; is_required: number }>('inputs'), (row) => row.product_id);
  const guides = groupBy(of<{ product_id: number; guide_id: number; specification_type: string; size: string | null; value: string | null }>('guides'), (row) => row.product_id);
  const variants = groupBy(of<VariantRow>('variants'), (row) => row.product_id);
  const images = groupBy(of<{ variant_id: number; type: ImageRecord['type']; full_path: string }>('images'), (row) => row.variant_id);
  const sizes = groupBy(of<StoredSize & { variant_id: number }>('sizes'), (row) => row.variant_id);

  return products.map((row): StoredProduct => ({
    slug: row.slug,
    name: row.name,
    price: row.price,
    final_price: row.final_price,
    description: row.description,
    short_description: row.short_description,
    copy_underneath_description: row.copy_underneath_description,
    status: row.status,
    disabled: bool(row.disabled),
    discontinued: bool(row.discontinued),
    is_gift_card: bool(row.is_gift_card),
    allow_custom_amount: bool(row.allow_custom_amount),
    is_custom: bool(row.is_custom),
    library_approved: bool(row.library_approved),
    need_attention: row.need_attention,
    brand: row.brand,
    warehouse: row.warehouse,
    thumbnail: row.thumbnail_path,
    categories: [...new Set((categories.get(row.id) ?? []).map((c) => c.slug))].sort(byText),
    additional_photos: (photos.get(row.id) ?? []).map((f) => f.full_path),
    decoration_methods: [...new Set((decorations.get(row.id) ?? []).map((d) => d.name))].sort(byText),
    input_fields: (inputs.get(row.id) ?? []).map((f) => ({ label: f.label, is_required: bool(f.is_required) })),
    size_guides: [...groupBy(guides.get(row.id) ?? [], (g) => g.guide_id).values()].map(
      (entries): SizeGuideRecord => ({
        specification_type: entries[0]!.specification_type,
        sizes: entries.flatMap((e) => (e.size === null || e.value === null ? [] : [{ size: e.size, value: e.value }])),
      }),
    ),
    variants: (variants.get(row.id) ?? []).map((variant): StoredVariant => ({
      color: variant.color,
      // Rows written before colours were checked may lack one; the export says so by an empty value.
      primary_hex_color: variant.primary_hex_color ?? '',
      secondary_hex_color: variant.secondary_hex_color,
      thumbnail: variant.thumbnail_path,
      images: (images.get(variant.id) ?? []).map((image) => ({ type: image.type, path: image.full_path })),
      discontinued: bool(variant.discontinued),
      position: variant.position,
      sizes: (sizes.get(variant.id) ?? []).map((size) => ({ size: size.size, quantity: size.quantity, price: size.price, weight: size.weight, position: size.position })),
    })),
  }));
}

/** The whole catalog of one store; `onProgress` hears after each range of products. */
export async function readStoreCatalog(db: D1Database, storefrontId: number): Promise<StoredCatalog> {
  const taxonomy = await readTaxonomy(db, storefrontId);
  const products: StoredProduct[] = [];
  let after = 0;
  for (;;) {
    const { results } = await db
      .prepare(
        `SELECT p.id, p.slug, p.name, p.price, p.final_price, p.description, p.short_description, p.copy_underneath_description, p.status,
           p.disabled, p.discontinued, p.is_gift_card, p.allow_custom_amount, p.is_custom, p.library_approved, p.need_attention,
           b.name AS brand, w.key AS warehouse, p.thumbnail_path
         FROM products p LEFT JOIN brands b ON b.id = p.brand_id LEFT JOIN warehouses w ON w.id = p.warehouse_id
         WHERE p.storefront_id = ?1 AND p.id > ?2 ORDER BY p.id LIMIT ?3`,
      )
      .bind(storefrontId, after, RANGE)
      .all<ProductRow>();
    if (results.length === 0) break;
    products.push(...(await readRange(db, storefrontId, results)));
    after = results.at(-1)!.id;
    if (results.length < RANGE) break;
  }
  return { ...taxonomy, products };
}

/** The stored catalog as plain records (what the export writes). */
export function storedRecords(stored: StoredCatalog): CatalogRecords {
  return {
    ...stored,
    products: stored.products.map(({ final_price: _final, variants, ...product }) => ({
      ...product,
      variants: variants.map(({ position: _position, sizes, ...variant }) => ({ ...variant, sizes: sizes.map(({ position: _p, ...size }) => size) })),
    })),
  };
}
