import { pageFigures, type ProductPage } from '../../shared/catalog/product-list-answer.ts';
import type { ListRelation } from '../../shared/catalog/list-limits.ts';
import type { ProductListQuery } from '../../shared/catalog/product-list-query.ts';
import { searchWordsMatch } from '../../shared/catalog/search-terms.ts';
import { checkedHexColor } from '../../shared/colors.ts';
import { countStatement, pageStatement, pageWithVariantsStatement, searchPlanFor, type ListFilters, type ListSort, type SqlStatement } from './product-list-sql.ts';

/** A product row as the list reads it (LIST_COLUMNS). */
export type ListRow = {
  id: number;
  slug: string;
  name: string;
  price: number;
  final_price: number;
  currency: string;
  is_gift_card: number;
  is_custom: number;
  created_at: string;
  thumbnail_path: string | null;
};

type VariantRow = {
  id: number;
  product_id: number;
  color: string;
  primary_hex_color: string | null;
  secondary_hex_color: string | null;
  swatch_url: string | null;
  thumbnail_path: string | null;
};

// Discontinued variants are dropped (docs/product.md §3); one query for the whole page.
const VARIANTS_SQL = `SELECT id, product_id, color, primary_hex_color, secondary_hex_color, swatch_url, thumbnail_path
  FROM product_variants
  WHERE storefront_id = ?1 AND discontinued = 0 AND product_id IN (SELECT value FROM json_each(?2))
  ORDER BY product_id, position, id`;

/** The spec's thumbnail/file object for a stored image path. */
export function fileOf(fullPath: string, type: string, fileableId: number, order = 0) {
  const file = fullPath.split('/').pop() ?? fullPath;
  const dot = file.lastIndexOf('.');
  return {
    name: dot > 0 ? file.slice(0, dot) : file,
    extension: dot > 0 ? file.slice(dot + 1) : '',
    path: fullPath.replace(/^\/+/, ''),
    full_path: fullPath,
    type,
    order,
    fileable_id: fileableId,
  };
}

/**
 * One page of a store's listed products (published, enabled, not discontinued), filtered,
 * searched and sorted as asked, with the requested relations.
 */
export async function listProducts(db: D1Database, storefrontId: number, query: ProductListQuery): Promise<ProductPage> {
  const match = query.global_filter ? searchWordsMatch(query.global_filter) : null;
  // A search made only of punctuation matches nothing, rather than everything.
  if (query.global_filter && match === null) return { data: [], ...pageFigures(0, query.rows, query.page, 0) };

  const filters: ListFilters = {
    product_categories: query.product_categories,
    product_category_id: query.product_category_id,
    brands: query.brands,
    match,
  };
  const count = countStatement(storefrontId, filters);
  const sort: ListSort = { field: query.sort_field, order: query.sort_order };
  if (match === null) {
    // Count and the page with its variants in one round trip (docs/decisions/0130-ssr-cpu.md,
    // 0125): the variants are looked up by the page's rows inside the page statement.
    const page = pageStatement(storefrontId, filters, sort, query.rows, query.page);
    return readPage(db, storefrontId, query, count, page, sort);
  }
  // A search: the number of hits decides how the page is read, then the page with its variants.
  let total = await countOf(db, count);
  if (total === 0) {
    // No product has every word: one is enough ("crew mug" still finds the mugs and the crew socks).
    const anyWord = searchWordsMatch(query.global_filter ?? '', 'any');
    if (anyWord === null || anyWord === match) return { data: [], ...pageFigures(0, query.rows, query.page, 0) };
    filters.match = anyWord;
    total = await countOf(db, countStatement(storefrontId, filters));
    if (total === 0) return { data: [], ...pageFigures(0, query.rows, query.page, 0) };
  }
  const page = pageStatement(storefrontId, filters, sort, query.rows, query.page, searchPlanFor(total, query.rows, query.page));
  return readPage(db, storefrontId, query, total, page, sort);
}

async function countOf(db: D1Database, count: SqlStatement): Promise<number> {
  return (await db.prepare(count.sql).bind(...count.params).first<{ total: number }>())?.total ?? 0;
}

/** A page row read with its variants (pageWithVariantsStatement): a JSON array of variant columns. */
type RowWithVariants = ListRow & { variants: string };

/** The count (or the total already known) and the page with its variants, in one D1 batch. */
async function readPage(
  db: D1Database,
  storefrontId: number,
  query: ProductListQuery,
  count: SqlStatement | number,
  page: SqlStatement,
  sort: ListSort,
): Promise<ProductPage> {
  const withVariants = wantsVariants(query.relations);
  const statement = withVariants ? pageWithVariantsStatement(storefrontId, page, sort) : page;
  const prepared = db.prepare(statement.sql).bind(...statement.params);
  let total: number;
  let rows: ListRow[];
  if (typeof count === 'number') {
    total = count;
    rows = (await prepared.all<ListRow>()).results;
  } else {
    const [countResult, pageResult] = await db.batch<{ total: number } | ListRow>([db.prepare(count.sql).bind(...count.params), prepared]);
    total = (countResult?.results[0] as { total: number } | undefined)?.total ?? 0;
    rows = (pageResult?.results ?? []) as ListRow[];
  }
  const variants = withVariants ? variantsFromRows(rows as RowWithVariants[]) : null;
  const data = shapeRows(rows, query.relations, variants);
  return { data, ...pageFigures(total, query.rows, query.page, data.length) };
}

function variantsFromRows(rows: readonly RowWithVariants[]): Map<number, VariantRow[]> {
  return new Map(
    rows.map((row) => [
      row.id,
      (JSON.parse(row.variants) as Array<Omit<VariantRow, 'product_id'>>).map((variant) => ({ ...variant, product_id: row.id })),
    ]),
  );
}

/**
 * Product rows in the list's shape with the requested relations (one variant query for all
 * rows); the kit call shapes its products the same way.
 */
export async function shapeListProducts(db: D1Database, storefrontId: number, rows: readonly ListRow[], requested: readonly ListRelation[]) {
  const variants = wantsVariants(requested) ? await variantsOf(db, storefrontId, rows.map((row) => row.id)) : null;
  return shapeRows(rows, requested, variants);
}

function wantsVariants(requested: readonly ListRelation[]): boolean {
  return requested.includes('productVariants') || requested.includes('productVariants.variantThumbnail');
}

function shapeRows(rows: readonly ListRow[], requested: readonly ListRelation[], variants: Map<number, VariantRow[]> | null) {
  const relations = new Set<ListRelation>(requested);
  const withVariantThumbnails = relations.has('productVariants.variantThumbnail');

  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    price: row.price,
    final_price: row.final_price,
    currency: row.currency,
    is_gift_card: row.is_gift_card === 1,
    is_custom: row.is_custom === 1,
    created_at: row.created_at,
    ...(relations.has('productThumbnail')
      ? { product_thumbnail: row.thumbnail_path ? fileOf(row.thumbnail_path, 'thumbnail', row.id) : null }
      : {}),
    ...(variants
      ? {
          product_variants: (variants.get(row.id) ?? []).map((variant) => ({
            id: variant.id,
            color: variant.color,
            // Stored colours answer only when they are hex colours (they end up in CSS).
            primary_hex_color: checkedHexColor(variant.primary_hex_color),
            secondary_hex_color: checkedHexColor(variant.secondary_hex_color),
            swatch_url: variant.swatch_url,
            ...(withVariantThumbnails
              ? { variant_thumbnail: variant.thumbnail_path ? { full_path: variant.thumbnail_path } : null }
              : {}),
          })),
        }
      : {}),
  }));
}

async function variantsOf(db: D1Database, storefrontId: number, productIds: number[]): Promise<Map<number, VariantRow[]>> {
  if (productIds.length === 0) return new Map();
  const { results } = await db.prepare(VARIANTS_SQL).bind(storefrontId, JSON.stringify(productIds)).all<VariantRow>();
  return groupVariants(results);
}

function groupVariants(results: readonly VariantRow[]): Map<number, VariantRow[]> {
  const byProduct = new Map<number, VariantRow[]>();
  for (const row of results) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push(row);
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}
