import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ORDER_STATUS_VALUES, orderStatusTag, type OrderStatusValue } from '../../../shared/orders/order-status.ts';
import { ORDER_SORTS, type OrderSortKey, type OrdersUrlState } from '../../../shared/orders/orders-url-state.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useOrderStatusLabels } from './order-tags.tsx';

/** docs/product.md §9: the search waits 1 s after the last keystroke. */
export const ORDER_SEARCH_DEBOUNCE_MS = 1000;
/** A status or sort chosen with the arrow keys applies once the keys rest, not at each step (issue 27). */
export const ORDER_SELECT_SETTLE_MS = 500;

/** The id of the filters' form: the page-size select beside the paginator belongs to it too. */
export const ORDERS_FILTER_FORM = 'orders-filters';

const fieldClass = 'h-10 rounded-md border border-gray-300 bg-white px-3 text-sm';

type Change = Partial<Pick<OrdersUrlState, 'search' | 'status' | 'sort'>>;

/** A value that follows the URL, and applies `ms` after it last changed here. */
function useSettled<T>(fromUrl: T, apply: (value: T) => void, ms: number): [T, (value: T) => void] {
  const [value, setValue] = useState(fromUrl);
  // The URL wins when it changes from outside (back button, a link).
  useEffect(() => setValue(fromUrl), [fromUrl]);
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    if (value === fromUrl) return;
    const timer = setTimeout(() => latest.current(value), ms);
    return () => clearTimeout(timer);
  }, [value, fromUrl, ms]);
  return [value, setValue];
}

/**
 * Search (debounced), status filter and sort, both clearable. A GET form of the page's own URL:
 * without JavaScript its Apply button sends them (and the page size) to the server, which renders
 * the list (issue 27); with it each applies by itself and Apply is not shown.
 */
export function OrdersFilters({ state, onChange }: { state: OrdersUrlState; onChange: (change: Change) => void }) {
  const { _ } = useLingui();
  const labels = useOrderStatusLabels();
  const hydrated = useHydrated();
  const searchId = useId();
  const [search, setSearch] = useSettled(state.search, (value) => onChange({ search: value.trim() }), ORDER_SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useSettled(state.status, (value) => onChange({ status: value }), ORDER_SELECT_SETTLE_MS);
  const [sort, setSort] = useSettled(state.sort, (value) => onChange({ sort: value }), ORDER_SELECT_SETTLE_MS);

  const sortLabels: Record<OrderSortKey, string> = {
    newest: _('Newest'),
    oldest: _('Oldest'),
    'total-desc': _('Total High to Low'),
    'total-asc': _('Total Low to High'),
  };

  // With JavaScript, Enter in the search applies everything at once, without a page load.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ search: search.trim(), status, sort });
  }

  return (
    <form id={ORDERS_FILTER_FORM} method="get" onSubmit={submit} className="mb-4 flex flex-wrap gap-3" role="search" aria-label={_('Search orders')}>
      <label htmlFor={searchId} className="sr-only">
        {_('Search orders')}
      </label>
      <input
        id={searchId}
        name="search"
        type="search"
        value={search}
        placeholder={_('Search orders')}
        onChange={(event) => setSearch(event.target.value)}
        className={`${fieldClass} min-w-0 flex-1`}
      />
      <select
        name="status"
        aria-label={_('Status')}
        value={status ?? ''}
        onChange={(event) => setStatus(event.target.value ? (Number(event.target.value) as OrderStatusValue) : null)}
        className={fieldClass}
      >
        <option value="">{_('All statuses')}</option>
        {ORDER_STATUS_VALUES.map((value) => (
          <option key={value} value={value}>
            {labels[orderStatusTag(value).key]}
          </option>
        ))}
      </select>
      <select
        name="sort"
        aria-label={_('Sort By')}
        value={sort ?? ''}
        onChange={(event) => setSort((event.target.value || null) as OrderSortKey | null)}
        className={fieldClass}
      >
        <option value="">{_('Sort By')}</option>
        {(Object.keys(ORDER_SORTS) as OrderSortKey[]).map((key) => (
          <option key={key} value={key}>
            {sortLabels[key]}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className="h-10 rounded-md bg-brand px-4 text-sm font-semibold text-brand-contrast">
          {_('Apply')}
        </button>
      )}
    </form>
  );
}
