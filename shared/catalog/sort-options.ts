import type { SortSetting } from '../schemas/sort-setting.ts';
import { number, record, string } from '../shape-guard.ts';

/** Columns the product list can be sorted by (docs/product.md §9). */
export const SORT_FIELDS = ['created_at', 'final_price', 'name'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Slugs of the five sort options, as they appear in page URLs (?sort=price-asc). */
export const SORT_KEYS = ['newest', 'price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export type SortOption = { id: number; key: SortKey; field: SortField; order: SortOrder };

/**
 * docs/product.md §9: Newest (created_at desc), Price Low to High (final_price asc), Price High to
 * Low (final_price desc), Name Asc, Name Desc. The ids are the ones the sortBy setting and the
 * widget's sortingOption refer to.
 */
export const SORT_OPTIONS: readonly SortOption[] = [
  { id: 1, key: 'newest', field: 'created_at', order: 'desc' },
  { id: 2, key: 'price-asc', field: 'final_price', order: 'asc' },
  { id: 3, key: 'price-desc', field: 'final_price', order: 'desc' },
  { id: 4, key: 'name-asc', field: 'name', order: 'asc' },
  { id: 5, key: 'name-desc', field: 'name', order: 'desc' },
];

/** The sort setting name that means "no default sort". */
export const DONT_SORT = 'dont_sort';

export function sortOptionByKey(key: string | null | undefined): SortOption | null {
  return SORT_OPTIONS.find((option) => option.key === key) ?? null;
}

/**
 * The default sort of a store or widget from its setting (an object or a JSON string): picked by
 * id; a name of dont_sort, a missing or an unreadable setting means no default sort. A setting
 * whose id is unknown falls back to its field and direction when those name an option.
 */
export function defaultSortOption(setting: SortSetting | string | null | undefined): SortOption | null {
  let parsed: SortSetting | null = null;
  if (typeof setting === 'string') {
    // SortSettingSchema's fields, checked by hand: this runs while a page renders, without a
    // schema library (ADR 0006; sort-options.test.ts compares the two).
    try {
      const fields = record(JSON.parse(setting), 'sortBy');
      parsed = { id: number(fields.id, 'sortBy.id'), name: string(fields.name, 'sortBy.name'), code: string(fields.code, 'sortBy.code') };
    } catch {
      parsed = null;
    }
  } else {
    parsed = setting ?? null;
  }
  if (!parsed || parsed.name === DONT_SORT) return null;
  const code = parsed.code.toLowerCase();
  return (
    SORT_OPTIONS.find((option) => option.id === parsed.id) ??
    SORT_OPTIONS.find((option) => option.field === parsed.name && option.order === code) ??
    null
  );
}
