import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { ORDER_STATUS_VALUES, orderStatusTag, type OrderStatusValue } from '../../../shared/orders/order-status.ts';
import { ORDER_SORTS, type OrderSortKey, type OrdersUrlState } from '../../../shared/orders/orders-url-state.ts';
import { useOrderStatusLabels } from './order-tags.tsx';

/** docs/product.md §9: the search waits 1 s after the last keystroke. */
export const ORDER_SEARCH_DEBOUNCE_MS = 1000;

const fieldClass = 'h-10 rounded-md border border-gray-300 bg-white px-3 text-sm';

/** Search (debounced), status filter and sort, both clearable. */
export function OrdersFilters({ state, onChange }: { state: OrdersUrlState; onChange: (change: Partial<Pick<OrdersUrlState, 'search' | 'status' | 'sort'>>) => void }) {
  const { _ } = useLingui();
  const labels = useOrderStatusLabels();
  const searchId = useId();
  const [search, setSearch] = useState(state.search);
  const latest = useRef(onChange);
  latest.current = onChange;

  // The URL wins when it changes from outside (back button, a link).
  useEffect(() => setSearch(state.search), [state.search]);
  useEffect(() => {
    if (search.trim() === state.search) return;
    const timer = setTimeout(() => latest.current({ search: search.trim() }), ORDER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, state.search]);

  const sortLabels: Record<OrderSortKey, string> = {
    newest: _('Newest'),
    oldest: _('Oldest'),
    'total-desc': _('Total High to Low'),
    'total-asc': _('Total Low to High'),
  };

  return (
    <div className="mb-4 flex flex-wrap gap-3" role="search" aria-label={_('Search orders')}>
      <label htmlFor={searchId} className="sr-only">
        {_('Search orders')}
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        placeholder={_('Search orders')}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') latest.current({ search: search.trim() });
        }}
        className={`${fieldClass} min-w-0 flex-1`}
      />
      <select
        aria-label={_('Status')}
        value={state.status ?? ''}
        onChange={(event) => onChange({ status: event.target.value ? (Number(event.target.value) as OrderStatusValue) : null })}
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
        aria-label={_('Sort By')}
        value={state.sort ?? ''}
        onChange={(event) => onChange({ sort: (event.target.value || null) as OrderSortKey | null })}
        className={fieldClass}
      >
        <option value="">{_('Sort By')}</option>
        {(Object.keys(ORDER_SORTS) as OrderSortKey[]).map((key) => (
          <option key={key} value={key}>
            {sortLabels[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
