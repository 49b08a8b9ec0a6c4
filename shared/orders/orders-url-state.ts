import { DEFAULT_ORDER_PAGE_SIZE, ORDER_PAGE_SIZES } from '../schemas/orders.ts';
import { isOrderStatusValue, type OrderStatusValue } from './order-status.ts';

/** Sort choices of the orders screen; none chosen means the spec's default, created_at desc. */
export const ORDER_SORTS = {
  newest: { sortField: 'created_at', sortOrder: 'desc' },
  oldest: { sortField: 'created_at', sortOrder: 'asc' },
  'total-desc': { sortField: 'total', sortOrder: 'desc' },
  'total-asc': { sortField: 'total', sortOrder: 'asc' },
} as const;
export type OrderSortKey = keyof typeof ORDER_SORTS;

/** The orders screen's filters as they live in the URL (?search=&status=&sort=&page=&rows=). */
export type OrdersUrlState = {
  search: string;
  status: OrderStatusValue | null;
  sort: OrderSortKey | null;
  page: number;
  rows: (typeof ORDER_PAGE_SIZES)[number];
};

export const DEFAULT_ORDERS_STATE: OrdersUrlState = { search: '', status: null, sort: null, page: 1, rows: DEFAULT_ORDER_PAGE_SIZE };

/** Reads the URL; anything unknown falls back to the default rather than failing the page. */
export function parseOrdersUrl(params: URLSearchParams): OrdersUrlState {
  const status = Number(params.get('status'));
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const rows = Number(params.get('rows'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    status: isOrderStatusValue(status) ? status : null,
    sort: sort && sort in ORDER_SORTS ? (sort as OrderSortKey) : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    rows: (ORDER_PAGE_SIZES as readonly number[]).includes(rows) ? (rows as OrdersUrlState['rows']) : DEFAULT_ORDER_PAGE_SIZE,
  };
}

/**
 * The URL search of a state, defaults left out. docs/product.md §4: changing search, status or
 * sort resets to page 1 — callers pass `page: 1` with such a change (see withFilter).
 */
export function ordersSearch(state: OrdersUrlState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.status !== null) params.set('status', String(state.status));
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.rows !== DEFAULT_ORDER_PAGE_SIZE) params.set('rows', String(state.rows));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A filter change: the new value and page 1. */
export function withFilter(state: OrdersUrlState, change: Partial<Pick<OrdersUrlState, 'search' | 'status' | 'sort' | 'rows'>>): OrdersUrlState {
  return { ...state, ...change, page: 1 };
}

/** The API query of the orders list (docs/product.md §7). */
export function ordersApiQuery(state: OrdersUrlState): Record<string, string | number> {
  const sort = ORDER_SORTS[state.sort ?? 'newest'];
  return {
    sortField: sort.sortField,
    sortOrder: sort.sortOrder,
    ...(state.status !== null ? { status: state.status } : {}),
    ...(state.search ? { searchTerm: state.search } : {}),
    page: state.page,
    pageSize: state.rows,
  };
}
