import { describe, expect, it } from 'vitest';
import { listSearch, readListState, toggled, withChange, withPage } from './list-url-state.ts';

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
