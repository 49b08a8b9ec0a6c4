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
    where.push('p.id IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_id IN (SELECT id FROM picked))');
  }
  if (filters.product_category_id !== undefined) {
    ctes.push(subtree('within', bind(JSON.stringify([filters.product_category_id]))));
    where.push('p.id IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_id IN (SELECT id FROM within))');
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
  const { cte, from, where, params } = fromWhere(storefrontId, filters, searchPlan);
  const orderBy = sort.field ? ORDER_BY[sort.field][sort.order] : 'p.id ASC';
  const limit = params.push(rows);
  const offset = params.push((page - 1) * rows);
  return {
    sql: `${cte}SELECT ${LIST_COLUMNS} FROM ${from} WHERE ${where} ORDER BY ${orderBy} LIMIT ?${limit} OFFSET ?${offset}`,
    params,
  };
}

/**
 * Whether a page statement is cheap to read a second time: no recursive category subtree. With
 * one (category filters, category pages) reading the page again costs more CPU than the round trip
 * it saves (measured with `npm run bench:catalog`: +16 ms on the 100k store's department filter).
 */
export function rereadsCheaply(page: SqlStatement): boolean {
  return !page.sql.startsWith('WITH ');
}

/**
 * The (not discontinued) variants of the products a page statement reads, in one statement that
 * reads the page again as a subquery (same parameters, plus the store): with the count and the
 * page it makes one D1 batch, one round trip (docs/decisions/0130-ssr-cpu.md).
 */
export function pageVariantsStatement(storefrontId: number, page: SqlStatement): SqlStatement {
  if (!rereadsCheaply(page)) throw new Error('A page read through category subtrees is not read twice.');
  const params = [...page.params];
  const store = params.push(storefrontId);
  return {
    sql: `SELECT id, product_id, color, primary_hex_color, secondary_hex_color, swatch_url, thumbnail_path FROM product_variants WHERE storefront_id = ?${store} AND discontinued = 0 AND product_id IN (SELECT id FROM (${page.sql})) ORDER BY product_id, position, id`,
    params,
  };
}
