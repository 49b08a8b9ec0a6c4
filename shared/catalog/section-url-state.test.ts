import { describe, expect, it } from 'vitest';
import { listSearch, type ListState } from './list-url-state.ts';
import { readSectionChoice, sectionField, sectionKey, sectionSearch } from './section-url-state.ts';
import type { SortKey } from './sort-options.ts';
import type { WidgetChoice } from './widget-settings.ts';

const empty = { search: '', sort: null, categories: [], brands: [], page: 1 };

describe('PRODUCTS_LIST section state in the URL', () => {
  it('keys sections by their position on the page', () => {
    expect(sectionKey(2)).toBe('s2');
    expect(sectionField('s2', 'brand')).toBe('s2.brand');
  });

  it('reads only its own parameters', () => {
    const params = new URLSearchParams('s1.search=tee&s1.page=3&s1.category=101&s1.brand=Acme&s2.search=mug&page=9');
    expect(readSectionChoice(params, 's1', null)).toEqual({ search: 'tee', sort: null, categories: [101], brands: ['Acme'], page: 3 });
    expect(readSectionChoice(params, 's2', 'newest')).toEqual({ ...empty, search: 'mug', sort: 'newest' });
  });

  it('falls back to defaults for bad values', () => {
    const params = new URLSearchParams('s0.page=abc&s0.sort=cheapest&s0.category=x&s0.brand=%20');
    expect(readSectionChoice(params, 's0', 'name-asc')).toEqual({ ...empty, sort: 'name-asc' });
  });

  it('an empty sort parameter means unsorted even with a default', () => {
    expect(readSectionChoice(new URLSearchParams('s0.sort='), 's0', 'newest').sort).toBeNull();
  });

  it('writes its choice and keeps every other parameter', () => {
    const params = new URLSearchParams('s2.search=mug&s1.page=4&color=Black');
    const search = sectionSearch(params, 's1', { search: 'tee', sort: 'price-asc', categories: [7], brands: ['Acme'], page: 2 }, null);
    const written = new URLSearchParams(search);
    expect(written.get('s2.search')).toBe('mug');
    expect(written.get('color')).toBe('Black');
    expect(readSectionChoice(written, 's1', null)).toEqual({ search: 'tee', sort: 'price-asc', categories: [7], brands: ['Acme'], page: 2 });
  });

  it('leaves defaults out, so a reset section has no parameters', () => {
    expect(sectionSearch(new URLSearchParams('s1.page=4&s1.search=x'), 's1', { ...empty, sort: 'newest' }, 'newest')).toBe('');
  });

  it('round-trips through its own output', () => {
    const choice = { search: 'a b&c', sort: null, categories: [1, 2], brands: ['X & Y', 'Z'], page: 5 };
    expect(readSectionChoice(new URLSearchParams(sectionSearch(new URLSearchParams(), 's3', choice, 'newest')), 's3', 'newest')).toEqual(choice);
  });

  it('writes the same query as URLSearchParams, other parameters kept in their place', () => {
    const byUrlSearchParams = (params: URLSearchParams, key: string, choice: WidgetChoice, defaultSort: SortKey | null) => {
      const next = new URLSearchParams();
      for (const [name, value] of params) if (!name.startsWith(`${key}.`)) next.append(name, value);
      const list: ListState = { search: choice.search, sort: choice.sort, categories: choice.categories, page: choice.page };
      for (const [name, value] of new URLSearchParams(listSearch(list, defaultSort))) next.append(`${key}.${name}`, value);
      for (const brand of choice.brands) next.append(`${key}.brand`, brand);
      const query = next.toString();
      return query ? `?${query}` : '';
    };
    const queries = ['', 's1.page=3', 'color=Black&s1.search=x&s2.page=2', "q=a+b&%C3%A9=%E2%82%AC&s1.brand=A&x=!'()~", 'flag&=bare'];
    const choices: WidgetChoice[] = [
      empty,
      { search: 'tee & mug (2)', sort: 'price-asc', categories: [7, 9], brands: ['Acme', 'Grün & Co'], page: 3 },
      { search: '\ud800', sort: null, categories: [], brands: ['~!'], page: 1 },
    ];
    for (const query of queries)
      for (const choice of choices)
        for (const defaultSort of [null, 'newest'] as const)
          for (const key of ['s1', 's2']) {
            const params = new URLSearchParams(query);
            expect(sectionSearch(params, key, choice, defaultSort)).toBe(byUrlSearchParams(params, key, choice, defaultSort));
          }
  });
});
