import { describe, expect, it } from 'vitest';
import { searchWordsMatch } from '../../../shared/catalog/search-terms.ts';
import { SORT_OPTIONS } from '../../../shared/catalog/sort-options.ts';
import { countStatement, pageStatement, pageWithVariantsStatement, searchPlanFor, type ListFilters, type SqlStatement } from '../../../worker/db/product-list-sql.ts';
import { DEMO_DB } from '../databases.ts';

/** EXPLAIN QUERY PLAN lines of a statement. */
async function plan({ sql, params }: SqlStatement): Promise<string[]> {
  const { results } = await DEMO_DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
  return results.map((row) => row.detail);
}

const none: ListFilters = { product_categories: [], product_category_id: undefined, brands: [], match: null };
const cases: Array<[string, ListFilters]> = [
  ['no filter', none],
  ['category tree', { ...none, product_categories: [101, 110] }],
  ['category page', { ...none, product_category_id: 103, product_categories: [104] }],
  ['brands', { ...none, brands: ['Summit Goods'] }],
  ['search', { ...none, match: searchWordsMatch('tee') }],
  ['everything', { product_categories: [101], product_category_id: 101, brands: ['Summit Goods'], match: searchWordsMatch('tee') }],
];

/** Products are never read by a full scan: each list goes through a listing index or the FTS index. */
function expectIndexed(lines: string[]) {
  const products = lines.filter((line) => /\b(SCAN|SEARCH) p\b/.test(line));
  expect(products.length, lines.join('\n')).toBeGreaterThan(0);
  for (const line of products) expect(line, lines.join('\n')).toMatch(/^SEARCH p USING (COVERING )?INDEX products_visible_|^SEARCH p USING INTEGER PRIMARY KEY/);
  expect(lines.join('\n')).not.toMatch(/SCAN (p|pc|c|b)\b/);
}

describe('every list, filter, search and sort is served by an index', () => {
  for (const [name, filters] of cases) {
    it(`${name}: the page with its variants reads the page once and the variants by index`, async () => {
      const sort = { field: 'created_at', order: 'desc' } as const;
      const lines = await plan(pageWithVariantsStatement(1, pageStatement(1, filters, sort, 10, 2), sort));
      expectIndexed(lines);
      expect(lines.join('\n')).toMatch(/SEARCH product_variants USING INDEX product_variants_product \(product_id=\?\)/);
      expect(lines.join('\n')).not.toMatch(/SCAN product_variants\b/);
      expect(lines.filter((line) => /products_fts VIRTUAL TABLE/.test(line)).length).toBeLessThanOrEqual(1);
    });
  }
  for (const [name, filters] of cases) {
    it(`${name}: count`, async () => {
      const lines = await plan(countStatement(1, filters));
      const categoryFilters = filters.product_categories.length + (filters.product_category_id === undefined ? 0 : 1);
      if (filters.brands.length === 0 && (filters.match !== null || categoryFilters > 0)) {
        // Searches and category filters are counted in the FTS index alone (listed-products,
        // word and category tokens: migrations/0012, 0014).
        expect(lines, lines.join('\n')).toEqual([expect.stringMatching(/^SCAN products_fts VIRTUAL TABLE INDEX/)]);
      } else if (filters.brands.length === 0) {
        // No filter: the store's listed products are counted by triggers (one row).
        expect(lines.join('\n')).toMatch(/SEARCH storefront_listed_products USING INTEGER PRIMARY KEY \(rowid=\?\)/);
        expect(lines.join('\n')).not.toMatch(/\b(SCAN|SEARCH) p\b/);
      } else expectIndexed(lines);
    });
    it(`${name}: unsorted page`, async () => expectIndexed(await plan(pageStatement(1, filters, { order: 'asc' }, 10, 3))));
    for (const option of SORT_OPTIONS) {
      it(`${name}: sorted by ${option.key}`, async () => {
        const lines = await plan(pageStatement(1, filters, { field: option.field, order: option.order }, 10, 1));
        expectIndexed(lines);
        // Without a search the sort order comes from the index itself, never a temporary sort.
        if (filters.match === null) expect(lines.join('\n')).not.toContain('USE TEMP B-TREE FOR ORDER BY');
      });
      if (filters.match !== null) {
        it(`${name}: sorted by ${option.key}, many hits (index first)`, async () => {
          const lines = await plan(pageStatement(1, filters, { field: option.field, order: option.order }, 10, 1, 'index-first'));
          expectIndexed(lines);
          expect(lines.join('\n')).not.toContain('USE TEMP B-TREE FOR ORDER BY');
          expect(lines.join('\n')).toMatch(/SCAN products_fts VIRTUAL TABLE INDEX/);
        });
      }
    }
  }

  it('search reads the FTS index', async () => {
    const lines = await plan(pageStatement(1, { ...none, match: searchWordsMatch('tee') }, { field: 'name', order: 'asc' }, 10, 1));
    expect(lines.join('\n')).toMatch(/SCAN products_fts VIRTUAL TABLE INDEX/);
  });

  it('both search plans answer the same products in the same order', async () => {
    for (const term of ['t', 'tee', 'mug', 'classic crew']) {
      const filters = { ...none, match: searchWordsMatch(term) };
      for (const option of SORT_OPTIONS) {
        const sort = { field: option.field, order: option.order } as const;
        const ids = async (searchPlan: 'fts-first' | 'index-first') => {
          const { sql, params } = pageStatement(1, filters, sort, 5, 2, searchPlan);
          return (await DEMO_DB.prepare(sql).bind(...params).all<{ id: number }>()).results.map((row) => row.id);
        };
        expect(await ids('index-first'), `${term} ${option.key}`).toEqual(await ids('fts-first'));
      }
    }
  });

  it('walks the index only for many hits near the start of the list', () => {
    expect(searchPlanFor(999, 10, 1)).toBe('fts-first');
    expect(searchPlanFor(1000, 10, 1)).toBe('index-first');
    expect(searchPlanFor(50_000, 100, 5)).toBe('index-first');
    expect(searchPlanFor(50_000, 100, 6)).toBe('fts-first');
  });
});
