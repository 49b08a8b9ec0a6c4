import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDERS_STATE, ordersApiQuery, ordersSearch, parseOrdersUrl, withFilter } from './orders-url-state.ts';

describe('orders URL state', () => {
  it('reads defaults from an empty URL', () => {
    expect(parseOrdersUrl(new URLSearchParams())).toEqual(DEFAULT_ORDERS_STATE);
  });
  it('round-trips every filter', () => {
    const state = { search: 'hoodie', status: 3 as const, sort: 'total-asc' as const, page: 2, rows: 10 as const };
    expect(parseOrdersUrl(new URLSearchParams(ordersSearch(state)))).toEqual(state);
    expect(ordersSearch(DEFAULT_ORDERS_STATE)).toBe('');
  });
  it('ignores nonsense', () => {
    expect(parseOrdersUrl(new URLSearchParams('status=9&sort=price&page=-2&rows=7'))).toEqual(DEFAULT_ORDERS_STATE);
  });
  it('goes back to page 1 when a filter changes', () => {
    expect(withFilter({ ...DEFAULT_ORDERS_STATE, page: 3 }, { status: 5 })).toMatchObject({ status: 5, page: 1 });
  });
  it('asks the API with the spec default sort', () => {
    expect(ordersApiQuery(DEFAULT_ORDERS_STATE)).toEqual({ sortField: 'created_at', sortOrder: 'desc', page: 1, pageSize: 5 });
    expect(ordersApiQuery({ ...DEFAULT_ORDERS_STATE, status: 2, search: 'x', sort: 'oldest' })).toEqual({
      sortField: 'created_at', sortOrder: 'asc', status: 2, searchTerm: 'x', page: 1, pageSize: 5,
    });
  });
});
