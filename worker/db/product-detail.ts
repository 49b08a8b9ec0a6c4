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
// `pr` is the product row; ?1 binds the storefront id, ?2 the product id or slug.
const PRODUCT_COLUMNS = `pr.id, pr.slug, pr.name, pr.description, pr.short_description, pr.copy_underneath_description, pr.price,
       pr.final_price, pr.currency, pr.status, pr.discontinued, pr.disabled, pr.is_gift_card, pr.is_custom,
       pr.allow_custom_amount, pr.library_approved, pr.need_attention, pr.product_color_id,
       pr.reviews_rate_average, pr.reviews_count, pr.thumbnail_path, pr.created_at,
       wh.id AS warehouse_id, wh.name AS warehouse_name`;
const PRODUCT_FROM = `FROM products pr
LEFT JOIN warehouses wh ON wh.id = pr.warehouse_id AND wh.storefront_id = pr.storefront_id
WHERE pr.storefront_id = ?1 AND pr.status = 'published' AND pr.disabled = 0 AND pr.discontinued = 0`;

/**
 * Relation queries, read as subqueries of the product's own statement: each is correlated on the
 * product row `pr` and binds ?1 = storefront id; `columns` are the columns it answers, in order.
 * Discontinued variants are dropped.
 */
const RELATIONS = {
  variants: {
    columns: ['id', 'color', 'primary_hex_color', 'secondary_hex_color', 'swatch_url', 'thumbnail_path'],
    sql: `SELECT id, color, primary_hex_color, secondary_hex_color, swatch_url, thumbnail_path
    FROM product_variants WHERE product_id = pr.id AND storefront_id = ?1 AND discontinued = 0 ORDER BY position, id`,
  },
  sizes: {
    columns: ['id', 'variant_id', 'size', 'price', 'quantity', 'weight'],
    sql: `SELECT s.id, s.variant_id, s.size, s.price, s.quantity, s.weight FROM variant_sizes s
    JOIN product_variants v ON v.id = s.variant_id
    WHERE v.product_id = pr.id AND v.storefront_id = ?1 AND v.discontinued = 0 ORDER BY s.position, s.id`,
  },
  images: {
    columns: ['variant_id', 'type', 'full_path'],
    sql: `SELECT i.variant_id, i.type, i.full_path FROM variant_images i
    JOIN product_variants v ON v.id = i.variant_id
    WHERE v.product_id = pr.id AND v.storefront_id = ?1 AND v.discontinued = 0 ORDER BY i.position, i.id`,
  },
  photos: {
    columns: ['id', 'name', 'extension', 'path', 'full_path', 'type', 'position'],
    sql: `SELECT f.id, f.name, f.extension, f.path, f.full_path, f.type, f.position FROM product_files f
    JOIN products p ON p.id = f.product_id WHERE f.product_id = pr.id AND p.storefront_id = ?1 ORDER BY f.position, f.id`,
  },
  guides: {
    columns: ['guide_id', 'specification_type', 'size', 'value'],
    sql: `SELECT g.id AS guide_id, g.specification_type, gs.size, gs.value FROM size_guides g
    JOIN products p ON p.id = g.product_id LEFT JOIN size_guide_sizes gs ON gs.size_guide_id = g.id
    WHERE g.product_id = pr.id AND p.storefront_id = ?1 ORDER BY g.id, gs.id`,
  },
  fields: {
    columns: ['id', 'label', 'is_required'],
    sql: `SELECT f.id, f.label, f.is_required FROM input_fields f JOIN products p ON p.id = f.product_id
    WHERE f.product_id = pr.id AND p.storefront_id = ?1 ORDER BY f.position, f.id`,
  },
  decorations: {
    columns: ['id', 'name'],
    sql: `SELECT d.id, d.name FROM product_decoration_methods pd
    JOIN decoration_methods d ON d.id = pd.decoration_method_id AND d.storefront_id = ?1
    WHERE pd.product_id = pr.id ORDER BY d.name, d.id`,
  },
  categories: {
    columns: ['id', 'name', 'slug'],
    sql: `SELECT c.id, c.name, c.slug FROM product_categories pc
    JOIN categories c ON c.id = pc.category_id AND c.storefront_id = ?1
    WHERE pc.product_id = pr.id AND pc.storefront_id = ?1 ORDER BY c.position, c.name`,
  },
  reviews: {
    columns: ['id', 'rating', 'author', 'body', 'created_at'],
    sql: `SELECT r.id, r.rating, r.author, r.body, r.created_at FROM reviews r JOIN products p ON p.id = r.product_id
    WHERE r.product_id = pr.id AND p.storefront_id = ?1 ORDER BY r.created_at DESC, r.id DESC LIMIT 50`,
  },
} as const satisfies Record<string, { columns: readonly string[]; sql: string }>;
type RelationQuery = keyof typeof RELATIONS;

/**
 * The product's statement with the needed relations, each as a JSON array of its rows (objects of
 * its columns, in order) in a column `rel_<name>`: one statement, one row, however many relation
 * rows, which JSON.parse turns into objects instead of the D1 client's per-row conversion
 * (docs/decisions/0130-ssr-cpu.md). SQLite writes REAL values (a size's weight) into JSON with 17
 * significant digits, which read back as the very same number.
 */
function productStatementSql(by: 'id' | 'slug', needed: readonly RelationQuery[]): string {
  const relations = needed.map((name) => {
    const { columns, sql } = RELATIONS[name];
    const object = columns.map((column) => `'${column}', ${column}`).join(', ');
    return `,\n       (SELECT json_group_array(json_object(${object})) FROM (${sql})) AS rel_${name}`;
  });
  return `SELECT ${PRODUCT_COLUMNS}${relations.join('')}\n${PRODUCT_FROM} AND pr.${by} = ?2`;
}

const statementSqls = new Map<string, string>();
function productStatement(by: 'id' | 'slug', needed: readonly RelationQuery[]): string {
  const key = `${by}:${needed.join(',')}`;
  let sql = statementSqls.get(key);
  if (sql === undefined) {
    sql = productStatementSql(by, needed);
    statementSqls.set(key, sql);
  }
  return sql;
}

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
  for (const row of rows) {
    const group = map.get(key(row));
    if (group) group.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/**
 * A visible product of one storefront with the requested detail relations (docs/product.md §3), or
 * null when it does not exist there, is unpublished, disabled or discontinued. One D1 statement:
 * the lookup by the unique (storefront_id, id|slug) with the relations of that product.
 */
export async function readProductDetail(
  db: D1Database,
  storefrontId: number,
  key: ProductKey,
  relations: ReadonlySet<ProductDetailRelation>,
): Promise<ProductDetailInput | null> {
  const needed = [...new Set([...relations].flatMap((relation) => QUERIES_OF[relation]))];
  const row =
    'id' in key
      ? await db.prepare(productStatement('id', needed)).bind(storefrontId, key.id).first<ProductRow & Record<`rel_${RelationQuery}`, string>>()
      : await db.prepare(productStatement('slug', needed)).bind(storefrontId, key.slug).first<ProductRow & Record<`rel_${RelationQuery}`, string>>();
  if (!row) return null;
  // Rows as objects of their columns, in order, as D1 answers rows (JSON.parse builds them natively).
  const rowsOf = <T>(name: RelationQuery): T[] => (needed.includes(name) ? (JSON.parse(row[`rel_${name}`]) as T[]) : []);

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
