import type { ProductListQuery } from '../../shared/catalog/product-list-query.ts';
import type { SortField, SortOrder } from '../../shared/catalog/sort-options.ts';
import { VISIBLE_PRODUCT } from './catalog-visibility.ts';

export type SqlStatement = { sql: string; params: unknown[] };

/**
 * How a search is answered: from the FTS hits (few hits: look each up, then sort them) or by
 * walking the sort order's index and keeping the hits (many hits: a page fills up at once).
 */
export type SearchPlan = 'fts-first' | 'index-first';

/** Hits from which walking the sort index beats sorting the hits (measured: docs/decisions/0010). */
const MANY_HITS = 1000;
/** Walking the index pays only while the page is near the start. */
const NEAR_START = 500;

export function searchPlanFor(hits: number, rows: number, page: number): SearchPlan {
  return hits >= MANY_HITS && rows * page <= NEAR_START ? 'index-first' : 'fts-first';
}

/** The filters of a list query, already validated; `match` is the FTS5 expression or null. */
export type ListFilters = Pick<ProductListQuery, 'product_categories' | 'product_category_id' | 'brands'> & {
  match: string | null;
};

const ORDER_BY: Record<SortField, Record<SortOrder, string>> = {
  created_at: { asc: 'p.created_at ASC, p.id ASC', desc: 'p.created_at DESC, p.id DESC' },
  final_price: { asc: 'p.final_price ASC, p.id ASC', desc: 'p.final_price DESC, p.id DESC' },
  name: { asc: 'p.name COLLATE NOCASE ASC, p.id ASC', desc: 'p.name COLLATE NOCASE DESC, p.id DESC' },
};

export const LIST_COLUMNS =
  'p.id, p.slug, p.name, p.price, p.final_price, p.currency, p.is_gift_card, p.is_custom, p.created_at, p.thumbnail_path';

/** Categories chosen by id, with all their descendants, in one store (recursive CTE). */
function subtree(name: string, idsParam: string): string {
  return (
    `${name}(id) AS (SELECT c.id FROM categories c WHERE c.storefront_id = ?1 AND c.id IN (SELECT value FROM json_each(${idsParam})) ` +
    `UNION SELECT c.id FROM categories c JOIN ${name} ON c.parent_id = ${name}.id WHERE c.storefront_id = ?1)`
  );
}

/**
 * How a category filter is checked. 'list': the subtree's products are read once into a list and
 * each product is looked up in it (counts: every match is visited anyway). 'per-row': each product
 * met while walking a sort order's index is checked against its own categories through the
 * covering (product_id, category_id) index (pages: the walk stops after one page, so building the
 * list of a 20,000-product department would cost more than the whole page; ADR 0133).
 */
type CategoryCheck = 'list' | 'per-row';

function inCategories(subtreeName: string, check: CategoryCheck): string {
  return check === 'list'
    ? `p.id IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_id IN (SELECT id FROM ${subtreeName}))`
    : `EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN (SELECT id FROM ${subtreeName}))`;
}

/**
 * The shared FROM/WHERE of the list and its count. Every statement binds the storefront id
 * (?1) on products, categories and brands. Without a search the sort order's partial index is
 * walked and filtered; a search follows its SearchPlan (counts always start from the FTS hits).
 * Categories include their sub-categories, at any depth: product_categories[] matches any of the
 * chosen subtrees, product_category_id narrows to one subtree on top.
 */
function fromWhere(
  storefrontId: number,
  filters: ListFilters,
  searchPlan: SearchPlan = 'fts-first',
  categoryCheck: CategoryCheck = 'list',
): { cte: string; from: string; where: string; params: unknown[] } {
  const params: unknown[] = [storefrontId];
  const bind = (value: unknown) => {
    params.push(value);
    return `?${params.length}`;
  };
  const ctes: string[] = [];
  const where = [`p.storefront_id = ?1`, VISIBLE_PRODUCT];
  if (filters.product_categories.length > 0) {
    ctes.push(subtree('picked', bind(JSON.stringify(filters.product_categories))));
    where.push(inCategories('picked', categoryCheck));
  }
  if (filters.product_category_id !== undefined) {
    ctes.push(subtree('within', bind(JSON.stringify([filters.product_category_id]))));
    where.push(inCategories('within', categoryCheck));
  }
  if (filters.brands.length > 0) {
    where.push(
      `p.brand_id IN (SELECT b.id FROM brands b WHERE b.storefront_id = ?1 AND b.name IN (SELECT value FROM json_each(${bind(JSON.stringify(filters.brands))})))`,
    );
  }
  let from = 'products p';
  if (filters.match !== null && searchPlan === 'fts-first') {
    // CROSS JOIN keeps SQLite from reordering: the FTS match (already narrowed to this store's
    // token) runs first, then each hit is looked up by primary key and the hits are sorted.
    from = 'products_fts CROSS JOIN products p ON p.id = products_fts.rowid';
    where.push(`products_fts MATCH ${bind(filters.match)}`);
  } else if (filters.match !== null) {
    // Many hits: walk the sort order's index and keep the hits, stopping after one page.
    where.push(`p.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${bind(filters.match)})`);
  }
  return {
    cte: ctes.length > 0 ? `WITH RECURSIVE ${ctes.join(', ')} ` : '',
    from,
    where: where.join(' AND '),
    params,
  };
}

/** COUNT of the listed products matching the filters. */
export function countStatement(storefrontId: number, filters: ListFilters): SqlStatement {
  const searchOnly =
    filters.match !== null && filters.product_categories.length === 0 && filters.product_category_id === undefined && filters.brands.length === 0;
  // The match expression names the store's listed-products token (shared/catalog/search-terms.ts,
  // migrations/0012), so a plain search is counted inside the FTS index without reading products.
  if (searchOnly) return { sql: 'SELECT COUNT(*) AS total FROM products_fts WHERE products_fts MATCH ?1', params: [filters.match] };
  // One category filter alone: counted from the listed category links (migrations/0013), one
  // index range per category of the subtree, instead of looking each product up.
  const categoryIds =
    filters.product_category_id === undefined ? filters.product_categories : filters.product_categories.length === 0 ? [filters.product_category_id] : null;
  if (filters.match === null && filters.brands.length === 0 && categoryIds !== null && categoryIds.length > 0) {
    return {
      sql:
        `WITH RECURSIVE ${subtree('picked', '?2')} SELECT COUNT(DISTINCT pc.product_id) AS total FROM product_categories pc ` +
        'WHERE pc.listed = 1 AND pc.storefront_id = ?1 AND pc.category_id IN (SELECT id FROM picked)',
      params: [storefrontId, JSON.stringify(categoryIds)],
    };
  }
  const { cte, from, where, params } = fromWhere(storefrontId, filters);
  return { sql: `${cte}SELECT COUNT(*) AS total FROM ${from} WHERE ${where}`, params };
}

/** One page of listed products in the chosen order (by id when unsorted). */
export function pageStatement(
  storefrontId: number,
  filters: ListFilters,
  sort: { field?: SortField | undefined; order: SortOrder },
  rows: number,
  page: number,
  searchPlan: SearchPlan = 'fts-first',
): SqlStatement {
  const { cte, from, where, params } = fromWhere(storefrontId, filters, searchPlan, 'per-row');
  const orderBy = sort.field ? ORDER_BY[sort.field][sort.order] : 'p.id ASC';
  const limit = params.push(rows);
  const offset = params.push((page - 1) * rows);
  return {
    sql: `${cte}SELECT ${LIST_COLUMNS} FROM ${from} WHERE ${where} ORDER BY ${orderBy} LIMIT ?${limit} OFFSET ?${offset}`,
    params,
  };
}

/**
 * The (not discontinued) variants of the products a page statement reads, in one statement that
 * reads the page again as a subquery (same parameters, plus the store): with the count and the
 * page it makes one D1 batch, one round trip (docs/decisions/0130-ssr-cpu.md).
 */
export function pageVariantsStatement(storefrontId: number, page: SqlStatement): SqlStatement {
  const params = [...page.params];
  const store = params.push(storefrontId);
  return {
    sql: `SELECT id, product_id, color, primary_hex_color, secondary_hex_color, swatch_url, thumbnail_path FROM product_variants WHERE storefront_id = ?${store} AND discontinued = 0 AND product_id IN (SELECT id FROM (${page.sql})) ORDER BY product_id, position, id`,
    params,
  };
}
