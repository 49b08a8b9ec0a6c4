import { describe, expect, it } from 'vitest';
import { listSearch, readListState, toggled, withChange, withPage, type ListState } from './list-url-state.ts';
import type { SortKey } from './sort-options.ts';

const read = (query: string, defaultSort: 'newest' | null = 'newest') => readListState(new URLSearchParams(query), defaultSort);

describe('list URL state', () => {
  it('reads search, sort, categories and page', () => {
    expect(read('search=%20tee%20&sort=price-asc&category=101&category=104&category=101&page=3')).toEqual({
      search: 'tee',
      sort: 'price-asc',
      categories: [101, 104],
      page: 3,
    });
  });

  it('falls back to defaults for missing or bad values', () => {
    expect(read('')).toEqual({ search: '', sort: 'newest', categories: [], page: 1 });
    expect(read('sort=cheapest&category=abc&category=-1&page=-2')).toEqual({ search: '', sort: 'newest', categories: [], page: 1 });
    expect(read('page=0').page).toBe(1);
    expect(read('page=9999999').page).toBe(1);
    expect(read('page=100').page).toBe(100);
    expect(read('', null).sort).toBeNull();
  });

  it('reads an empty sort as unsorted (the cleared dropdown)', () => {
    expect(read('sort=').sort).toBeNull();
  });

  it('writes only what differs from the defaults', () => {
    expect(listSearch(read(''), 'newest')).toBe('');
    expect(listSearch({ search: 'blue tee', sort: 'newest', categories: [1, 2], page: 2 }, 'newest')).toBe(
      '?search=blue+tee&category=1&category=2&page=2',
    );
    expect(listSearch({ search: '', sort: null, categories: [], page: 1 }, 'newest')).toBe('?sort=');
    expect(listSearch({ search: '', sort: 'name-asc', categories: [], page: 1 }, null)).toBe('?sort=name-asc');
  });

  it('writes the same query as URLSearchParams', () => {
    const byUrlSearchParams = (state: ListState, defaultSort: SortKey | null) => {
      const params = new URLSearchParams();
      if (state.search) params.set('search', state.search);
      if (state.sort !== defaultSort) params.set('sort', state.sort ?? '');
      for (const id of state.categories) params.append('category', String(id));
      if (state.page > 1) params.set('page', String(state.page));
      const query = params.toString();
      return query ? `?${query}` : '';
    };
    for (const search of ['', 'tee', "mug & cup (2) ~ 100%!", 'Grün/Weiß €', '\ud800'])
      for (const sort of [null, 'newest', 'price-asc'] as const)
        for (const categories of [[], [7], [1, 20, 300]])
          for (const page of [1, 2, 99]) {
            const state: ListState = { search, sort, categories, page };
            for (const defaultSort of [null, 'newest'] as const) expect(listSearch(state, defaultSort)).toBe(byUrlSearchParams(state, defaultSort));
          }
  });

  it('round-trips', () => {
    const state = { search: 'mug & cup', sort: null, categories: [5], page: 4 };
    expect(read(listSearch(state, 'newest').slice(1))).toEqual(state);
  });

  it('resets paging on any change but keeps it when paging', () => {
    const state = { search: 'tee', sort: 'newest' as const, categories: [1], page: 3 };
    expect(withChange(state, { sort: 'name-desc' })).toEqual({ ...state, sort: 'name-desc', page: 1 });
    expect(withChange(state, { search: 'mug' }).page).toBe(1);
    expect(withChange(state, { categories: [] }).page).toBe(1);
    expect(withPage(state, 7)).toEqual({ ...state, page: 7 });
  });

  it('ticks and unticks categories without duplicates', () => {
    expect(toggled([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggled([1, 2], 2, true)).toEqual([1, 2]);
    expect(toggled([1, 2], 1, false)).toEqual([2]);
  });
});
