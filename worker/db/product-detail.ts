import { checkedHexColor } from '../../shared/colors.ts';
import type { ProductDetailInput, ProductDetailRelation, ProductFile } from '../../shared/product-detail.ts';

/** Which product: by id or by slug, always within one storefront. */
export type ProductKey = { id: number } | { slug: string };

type ProductRow = {
  id: number;
  slug: string;
  name: string;
  description: string;
  short_description: string;
  copy_underneath_description: string;
  price: number;
  final_price: number;
  currency: string;
  status: string;
  discontinued: number;
  disabled: number;
  is_gift_card: number;
  is_custom: number;
  allow_custom_amount: number;
  library_approved: number;
  need_attention: number;
  product_color_id: number | null;
  reviews_rate_average: number;
  reviews_count: number;
  thumbnail_path: string | null;
  created_at: string;
  warehouse_id: number | null;
  warehouse_name: string | null;
};
type VariantRow = {
  id: number;
  color: string;
  primary_hex_color: string | null;
  secondary_hex_color: string | null;
  swatch_url: string | null;
  thumbnail_path: string | null;
};
type SizeRow = { id: number; variant_id: number; size: string; price: number; quantity: number; weight: number };
type ImageRow = { variant_id: number; type: 'frontImage' | 'rearImage' | 'other'; full_path: string };
type FileRow = { id: number; name: string; extension: string; path: string; full_path: string; type: string; position: number };
type GuideRow = { guide_id: number; specification_type: string; size: string | null; value: string | null };
type FieldRow = { id: number; label: string; is_required: number };
type NamedRow = { id: number; name: string };
type CategoryRow = { id: number; name: string; slug: string };
type ReviewRow = { id: number; rating: number; author: string; body: string; created_at: string };

// Visible = published, enabled and not discontinued, the same rule as the listing
// (worker/db/catalog-visibility.ts); anything else answers exactly like a missing product.
const PRODUCT_SQL = `
SELECT p.id, p.slug, p.name, p.description, p.short_description, p.copy_underneath_description, p.price,
       p.final_price, p.currency, p.status, p.discontinued, p.disabled, p.is_gift_card, p.is_custom,
       p.allow_custom_amount, p.library_approved, p.need_attention, p.product_color_id,
       p.reviews_rate_average, p.reviews_count, p.thumbnail_path, p.created_at,
       w.id AS warehouse_id, w.name AS warehouse_name
FROM products p
LEFT JOIN warehouses w ON w.id = p.warehouse_id AND w.storefront_id = p.storefront_id
WHERE p.storefront_id = ?1 AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0`;

/** Relation queries; each binds ?1 = product id and ?2 = storefront id. Discontinued variants are dropped. */
const RELATION_SQL = {
  variants: `SELECT id, color, primary_hex_color, secondary_hex_color, swatch_url, thumbnail_path
    FROM product_variants WHERE product_id = ?1 AND storefront_id = ?2 AND discontinued = 0 ORDER BY position, id`,
  sizes: `SELECT s.id, s.variant_id, s.size, s.price, s.quantity, s.weight FROM variant_sizes s
    JOIN product_variants v ON v.id = s.variant_id
    WHERE v.product_id = ?1 AND v.storefront_id = ?2 AND v.discontinued = 0 ORDER BY s.position, s.id`,
  images: `SELECT i.variant_id, i.type, i.full_path FROM variant_images i
    JOIN product_variants v ON v.id = i.variant_id
    WHERE v.product_id = ?1 AND v.storefront_id = ?2 AND v.discontinued = 0 ORDER BY i.position, i.id`,
  photos: `SELECT f.id, f.name, f.extension, f.path, f.full_path, f.type, f.position FROM product_files f
    JOIN products p ON p.id = f.product_id WHERE f.product_id = ?1 AND p.storefront_id = ?2 ORDER BY f.position, f.id`,
  guides: `SELECT g.id AS guide_id, g.specification_type, gs.size, gs.value FROM size_guides g
    JOIN products p ON p.id = g.product_id LEFT JOIN size_guide_sizes gs ON gs.size_guide_id = g.id
    WHERE g.product_id = ?1 AND p.storefront_id = ?2 ORDER BY g.id, gs.id`,
  fields: `SELECT f.id, f.label, f.is_required FROM input_fields f JOIN products p ON p.id = f.product_id
    WHERE f.product_id = ?1 AND p.storefront_id = ?2 ORDER BY f.position, f.id`,
  decorations: `SELECT d.id, d.name FROM product_decoration_methods pd
    JOIN decoration_methods d ON d.id = pd.decoration_method_id AND d.storefront_id = ?2
    WHERE pd.product_id = ?1 ORDER BY d.name, d.id`,
  categories: `SELECT c.id, c.name, c.slug FROM product_categories pc
    JOIN categories c ON c.id = pc.category_id AND c.storefront_id = ?2
    WHERE pc.product_id = ?1 AND pc.storefront_id = ?2 ORDER BY c.position, c.name`,
  reviews: `SELECT r.id, r.rating, r.author, r.body, r.created_at FROM reviews r JOIN products p ON p.id = r.product_id
    WHERE r.product_id = ?1 AND p.storefront_id = ?2 ORDER BY r.created_at DESC, r.id DESC LIMIT 50`,
} as const;
type RelationQuery = keyof typeof RELATION_SQL;

/**
 * The relation queries of a product named by slug: the product id is read by the unique
 * (storefront_id, slug) inside each query, so they run in the same batch as the product's own
 * row (one D1 round trip per product page; ADR 0130, amendment). They bind ?1 = slug, ?2 = storefront id.
 */
const RELATION_SQL_BY_SLUG = Object.fromEntries(
  Object.entries(RELATION_SQL).map(([name, sql]) => [name, sql.replaceAll('?1', '(SELECT id FROM products WHERE storefront_id = ?2 AND slug = ?1)')]),
) as Record<RelationQuery, string>;

/** Which queries each requested relation needs. */
const QUERIES_OF: Record<ProductDetailRelation, RelationQuery[]> = {
  productVariants: ['variants'],
  'productVariants.productVariantSizes': ['variants', 'sizes'],
  'productVariants.variantImages': ['variants', 'images'],
  'productVariants.variantThumbnail': ['variants'],
  productCategories: ['categories'],
  warehouse: [],
  reviews: ['reviews'],
  additionalPhotos: ['photos'],
  decorationMethods: ['decorations'],
  'productSizeGuides.sizeGuideSizes': ['guides'],
  productThumbnail: [],
  inputFields: ['fields'],
};

function fileOfPath(productId: number, fullPath: string, type: string, order: number): ProductFile {
  const base = fullPath.split('/').pop() ?? fullPath;
  const dot = base.lastIndexOf('.');
  return {
    name: dot > 0 ? base.slice(0, dot) : base,
    extension: dot > 0 ? base.slice(dot + 1) : '',
    path: fullPath.replace(/^\/+/, ''),
    full_path: fullPath,
    type,
    order,
    fileable_id: productId,
  };
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/**
 * A visible product of one storefront with the requested detail relations (spec section 3), or
 * null when it does not exist there, is unpublished, disabled or discontinued. One D1 batch: the
 * lookup by the unique (storefront_id, id|slug) and the relations of that key (whose rows are
 * dropped when the lookup finds no visible product).
 */
export async function readProductDetail(
  db: D1Database,
  storefrontId: number,
  key: ProductKey,
  relations: ReadonlySet<ProductDetailRelation>,
): Promise<ProductDetailInput | null> {
  const needed = [...new Set([...relations].flatMap((relation) => QUERIES_OF[relation]))];
  const lookup =
    'id' in key
      ? db.prepare(`${PRODUCT_SQL} AND p.id = ?2`).bind(storefrontId, key.id)
      : db.prepare(`${PRODUCT_SQL} AND p.slug = ?2`).bind(storefrontId, key.slug);
  const relationStatements = needed.map((name) =>
    'id' in key ? db.prepare(RELATION_SQL[name]).bind(key.id, storefrontId) : db.prepare(RELATION_SQL_BY_SLUG[name]).bind(key.slug, storefrontId),
  );
  const [found, ...results] = await db.batch([lookup, ...relationStatements]);
  const row = (found?.results[0] as ProductRow | undefined) ?? null;
  if (!row) return null;
  const rowsOf = <T>(name: RelationQuery): T[] => {
    const index = needed.indexOf(name);
    return index === -1 ? [] : ((results[index]?.results ?? []) as T[]);
  };

  const product: ProductDetailInput = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    short_description: row.short_description,
    copy_underneath_description: row.copy_underneath_description,
    price: row.price,
    price_decimal: (row.price / 100).toFixed(2),
    final_price: row.final_price,
    currency: row.currency,
    status: row.status,
    discontinued: row.discontinued === 1,
    disabled: row.disabled === 1,
    is_gift_card: row.is_gift_card === 1,
    is_custom: row.is_custom === 1,
    allow_custom_amount: row.allow_custom_amount === 1,
    library_approved: row.library_approved === 1,
    need_attention: row.need_attention,
    product_color_id: row.product_color_id,
    reviews_rate_average: row.reviews_rate_average,
    reviews_count: row.reviews_count,
    created_at: row.created_at,
  };

  if (relations.has('warehouse')) {
    product.warehouse = row.warehouse_id === null ? null : { id: row.warehouse_id, name: row.warehouse_name ?? '' };
  }
  if (relations.has('productThumbnail')) {
    product.product_thumbnail = row.thumbnail_path ? fileOfPath(row.id, row.thumbnail_path, 'thumbnail', 0) : null;
  }
  if (needed.includes('variants')) {
    const sizes = groupBy(rowsOf<SizeRow>('sizes'), (s) => s.variant_id);
    const images = groupBy(rowsOf<ImageRow>('images'), (i) => i.variant_id);
    product.product_variants = rowsOf<VariantRow>('variants').map((variant) => ({
      id: variant.id,
      color: variant.color,
      // Stored colours answer only when they are hex colours (they end up in CSS).
      primary_hex_color: checkedHexColor(variant.primary_hex_color),
      secondary_hex_color: checkedHexColor(variant.secondary_hex_color),
      swatch_url: variant.swatch_url,
      variant_thumbnail: variant.thumbnail_path ? { full_path: variant.thumbnail_path } : null,
      ...(needed.includes('images') && {
        variant_images: (images.get(variant.id) ?? []).map(({ type, full_path }) => ({ type, full_path })),
      }),
      ...(needed.includes('sizes') && {
        product_variant_sizes: (sizes.get(variant.id) ?? []).map(({ id, size, price, quantity, weight }) => ({ id, size, price, quantity, weight })),
      }),
      catalog_product_variant: { supplier_product_variant: { discontinued: false } },
    }));
  }
  if (needed.includes('photos')) {
    product.additional_photos = rowsOf<FileRow>('photos').map((file) => ({
      name: file.name,
      extension: file.extension,
      path: file.path,
      full_path: file.full_path,
      type: file.type,
      order: file.position,
      fileable_id: row.id,
    }));
  }
  if (needed.includes('guides')) {
    product.product_size_guides = [...groupBy(rowsOf<GuideRow>('guides'), (g) => g.guide_id).values()].map((entries) => ({
      specification_type: entries[0]!.specification_type,
      size_guide_sizes: entries.flatMap((e) => (e.size === null || e.value === null ? [] : [{ size: e.size, value: e.value }])),
    }));
  }
  if (needed.includes('fields')) {
    product.input_fields = rowsOf<FieldRow>('fields').map((f) => ({ id: f.id, label: f.label, value: null, is_required: f.is_required === 1 }));
  }
  if (needed.includes('decorations')) product.decoration_methods = rowsOf<NamedRow>('decorations');
  if (needed.includes('categories')) product.product_categories = rowsOf<CategoryRow>('categories');
  if (needed.includes('reviews')) product.reviews = rowsOf<ReviewRow>('reviews');
  return product;
}
