import { formEncode } from '../form-encode.ts';
import { MAX_FILTER_VALUES, MAX_PAGE, MAX_SEARCH_LENGTH, type ListRelation } from './list-limits.ts';
import { sortOptionByKey, type SortKey } from './sort-options.ts';

/**
 * What a product list page shows, read from and written to its URL query, so a list can be
 * shared as a link, Back works and plain GET forms (no JavaScript) drive it:
 * ?search=tee&sort=price-asc&category=101&category=104&page=2
 */
export type ListState = {
  search: string;
  /** The effective sort; null means unsorted. */
  sort: SortKey | null;
  categories: number[];
  page: number;
};

export const LIST_PARAMS = { search: 'search', sort: 'sort', category: 'category', page: 'page' } as const;

/** Relations a product card needs. */
export const CARD_RELATIONS: ListRelation[] = ['productThumbnail', 'productVariants', 'productVariants.variantThumbnail'];

/**
 * Reads a list URL leniently (a page URL is typed by people: bad values fall back to defaults).
 * Without ?sort the store's default applies; an empty ?sort= means unsorted (the cleared
 * dropdown); an unknown key falls back to the default.
 */
export function readListState(params: URLSearchParams, defaultSort: SortKey | null): ListState {
  const search = (params.get(LIST_PARAMS.search) ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const sortParam = params.get(LIST_PARAMS.sort);
  const sort = sortParam === null ? defaultSort : sortParam === '' ? null : (sortOptionByKey(sortParam)?.key ?? defaultSort);
  const categories = [
    ...new Set(params.getAll(LIST_PARAMS.category).filter((id) => /^\d{1,15}$/.test(id)).map(Number)),
  ].slice(0, MAX_FILTER_VALUES);
  const pageParam = params.get(LIST_PARAMS.page) ?? '';
  const page = /^\d{1,6}$/.test(pageParam) ? Math.min(Math.max(1, Number(pageParam)), MAX_PAGE) : 1;
  return { search, sort, categories, page };
}

/** The URL query parameters of a state, in order, leaving out what equals the defaults. */
export function listParams(state: ListState, defaultSort: SortKey | null): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  if (state.search) params.push([LIST_PARAMS.search, state.search]);
  if (state.sort !== defaultSort) params.push([LIST_PARAMS.sort, state.sort ?? '']);
  for (const id of state.categories) params.push([LIST_PARAMS.category, String(id)]);
  if (state.page > 1) params.push([LIST_PARAMS.page, String(state.page)]);
  return params;
}

/**
 * The URL query of a state ('' or '?…'), leaving out what equals the defaults: what
 * URLSearchParams would write, built as text (a list page links every page of its paginator;
 * list-url-state.test.ts compares the two).
 */
export function listSearch(state: ListState, defaultSort: SortKey | null): string {
  const query = listParams(state, defaultSort)
    .map(([name, value]) => `${name}=${formEncode(value)}`)
    .join('&');
  return query ? `?${query}` : '';
}

/** Any filter, search or sort change starts again at the first page (docs/product.md §4). */
export function withChange(state: ListState, change: Partial<Omit<ListState, 'page'>>): ListState {
  return { ...state, ...change, page: 1 };
}

/** A page change keeps filters, search and sort. */
export function withPage(state: ListState, page: number): ListState {
  return { ...state, page };
}

/** Ticks or unticks one category id. */
export function toggled(ids: readonly number[], id: number, on: boolean): number[] {
  return on ? (ids.includes(id) ? [...ids] : [...ids, id]) : ids.filter((other) => other !== id);
}
