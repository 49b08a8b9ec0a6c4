import type { ProductListQuery } from '../../shared/catalog/product-list-query.ts';
import { categoryMatch, listedMatch } from '../../shared/catalog/search-terms.ts';
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

/** The filters of a list query, already validated; `match` is the search words' FTS5 expression (searchWordsMatch) or null. */
export type ListFilters = Pick<ProductListQuery, 'product_categories' | 'product_category_id' | 'brands'> & {
  match: string | null;
};

const ORDER_BY: Record<SortField, Record<SortOrder, string>> = {
  created_at: { asc: 'p.created_at ASC, p.id ASC', desc: 'p.created_at DESC, p.id DESC' },
  final_price: { asc: 'p.final_price ASC, p.id ASC', desc: 'p.final_price DESC, p.id DESC' },
  name: { asc: 'p.name COLLATE NOCASE ASC, p.id ASC', desc: 'p.name COLLATE NOCASE DESC, p.id DESC' },
};

export type ListSort = { field?: SortField | undefined; order: SortOrder };

/** The ORDER BY of a list for a table alias (by id when unsorted). */
function orderBy(sort: ListSort, alias: string): string {
  const order = sort.field ? ORDER_BY[sort.field][sort.order] : 'p.id ASC';
  return order.replaceAll('p.', `${alias}.`);
}

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
 * The category filters as FTS5 clauses: every listed product carries a token per category it is
 * in and per ancestor of those, naming its store (migrations/0014), so a subtree is one token.
 * product_categories[] matches any of the chosen subtrees, product_category_id narrows to one
 * subtree on top.
 */
function categoryClauses(storefrontId: number, filters: ListFilters): string[] {
  const clauses: string[] = [];
  if (filters.product_categories.length > 0) clauses.push(categoryMatch(storefrontId, filters.product_categories));
  if (filters.product_category_id !== undefined) clauses.push(categoryMatch(storefrontId, [filters.product_category_id]));
  return clauses;
}

/**
 * The FTS5 match of a list's search words and category filters, or null without either. The
 * category tokens already name the store and exist only while a product is listed; without one
 * the store's listed-products token (migrations/0012) narrows the match.
 */
function listMatch(storefrontId: number, filters: ListFilters): string | null {
  const categories = categoryClauses(storefrontId, filters);
  const parts = [...(filters.match === null ? [] : [filters.match]), ...categories];
  if (parts.length === 0) return null;
  return (categories.length > 0 ? parts : [listedMatch(storefrontId), ...parts]).join(' AND ');
}

/**
 * The shared FROM/WHERE of the list and its count. Every statement binds the storefront id
 * (?1) on products, categories and brands. Without a search the sort order's partial index is
 * walked and filtered; a search follows its SearchPlan (counts always start from the FTS hits).
 * Categories include their sub-categories, at any depth. With a search they are clauses of the
 * same FTS5 match (one intersection inside the index, ADR 0125); without one, each product is
 * checked against the chosen subtrees (recursive CTEs over categories).
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
  const match = filters.match === null ? null : listMatch(storefrontId, filters);
  if (match === null && filters.product_categories.length > 0) {
    ctes.push(subtree('picked', bind(JSON.stringify(filters.product_categories))));
    where.push(inCategories('picked', categoryCheck));
  }
  if (match === null && filters.product_category_id !== undefined) {
    ctes.push(subtree('within', bind(JSON.stringify([filters.product_category_id]))));
    where.push(inCategories('within', categoryCheck));
  }
  if (filters.brands.length > 0) {
    where.push(
      `p.brand_id IN (SELECT b.id FROM brands b WHERE b.storefront_id = ?1 AND b.name IN (SELECT value FROM json_each(${bind(JSON.stringify(filters.brands))})))`,
    );
  }
  let from = 'products p';
  if (match !== null && searchPlan === 'fts-first') {
    // CROSS JOIN keeps SQLite from reordering: the FTS match (already narrowed to this store's
    // token) runs first, then each hit is looked up by primary key and the hits are sorted.
    from = 'products_fts CROSS JOIN products p ON p.id = products_fts.rowid';
    where.push(`products_fts MATCH ${bind(match)}`);
  } else if (match !== null) {
    // Many hits: walk the sort order's index and keep the hits, stopping after one page.
    where.push(`p.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${bind(match)})`);
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
  // A search and/or category filters without a brand filter are counted inside the FTS index
  // alone (listed-products, word and category tokens), without reading one product row.
  const match = listMatch(storefrontId, filters);
  if (filters.brands.length === 0 && match !== null) {
    return { sql: 'SELECT COUNT(*) AS total FROM products_fts WHERE products_fts MATCH ?1', params: [match] };
  }
  // No filter at all: the store's listed products, kept counted by triggers (migrations/0014).
  if (filters.brands.length === 0) {
    return {
      sql: 'SELECT coalesce((SELECT listed FROM storefront_listed_products WHERE storefront_id = ?1), 0) AS total',
      params: [storefrontId],
    };
  }
  const { cte, from, where, params } = fromWhere(storefrontId, filters);
  return { sql: `${cte}SELECT COUNT(*) AS total FROM ${from} WHERE ${where}`, params };
}

/** One page of listed products in the chosen order (by id when unsorted). */
export function pageStatement(
  storefrontId: number,
  filters: ListFilters,
  sort: ListSort,
  rows: number,
  page: number,
  searchPlan: SearchPlan = 'fts-first',
): SqlStatement {
  const { cte, from, where, params } = fromWhere(storefrontId, filters, searchPlan, 'per-row');
  const limit = params.push(rows);
  const offset = params.push((page - 1) * rows);
  return {
    sql: `${cte}SELECT ${LIST_COLUMNS} FROM ${from} WHERE ${where} ORDER BY ${orderBy(sort, 'p')} LIMIT ?${limit} OFFSET ?${offset}`,
    params,
  };
}

/** The variant columns a list answers (read by pageWithVariantsStatement). */
export const VARIANT_COLUMNS = ['id', 'color', 'primary_hex_color', 'secondary_hex_color', 'swatch_url', 'thumbnail_path'] as const;

/**
 * A page statement with each product's (not discontinued) variants as a JSON array in a
 * `variants` column: the page is read once and its few rows look their variants up by index
 * (docs/decisions/0125-search-category-tokens.md), so a list is answered by the count and this
 * one statement in one D1 batch. The page's order is repeated outside (a dozen rows).
 */
export function pageWithVariantsStatement(storefrontId: number, page: SqlStatement, sort: ListSort): SqlStatement {
  const params = [...page.params];
  const store = params.push(storefrontId);
  const variant = VARIANT_COLUMNS.map((column) => `'${column}', v.${column}`).join(', ');
  return {
    sql:
      `SELECT page.*, (SELECT json_group_array(json_object(${variant})) FROM (SELECT ${VARIANT_COLUMNS.join(', ')} FROM product_variants ` +
      `WHERE product_id = page.id AND storefront_id = ?${store} AND discontinued = 0 ORDER BY position, id) v) AS variants ` +
      `FROM (${page.sql}) page ORDER BY ${orderBy(sort, 'page')}`,
    params,
  };
}
