import { useLingui } from '@lingui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { OrderListSchema, type OrderDetail, type OrderSummary } from '../../api/answers.ts';
import { ApiError, operatorCall } from '../../api/operator-client.ts';
import { Button } from '../../components/button.tsx';
import { SelectField, TextField } from '../../components/fields.tsx';
import { Notice } from '../../components/notice.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { filterQuery, orderListQuery } from './order-filters.ts';
import { ORDER_STATUS_NAMES, PAYMENT_STATUS_NAMES, STATUS_TONE, formatMoney } from './order-labels.ts';
import { OrderPanel } from './order-panel.tsx';

type OrdersData = { store: { id: number; name: string }; orders: OrderSummary[]; nextCursor: string | null; order: OrderDetail | null };

const linkClass = 'inline-flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium text-blue-900 hover:bg-blue-50';

/** A store's orders, newest first, filtered by status, payment and a search; `?order=` shows one. */
export function OrdersPage() {
  const { _, i18n } = useLingui();
  const data = useLoaderData() as OrdersData;
  const { store } = data;
  const [search, setSearch] = useSearchParams();
  const [orders, setOrders] = useState(data.orders);
  const [cursor, setCursor] = useState(data.nextCursor);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [status, setStatus] = useState(search.get('status') ?? '');
  const [payment, setPayment] = useState(search.get('payment_status') ?? '');
  const [q, setQ] = useState(search.get('q') ?? '');
  useEffect(() => {
    setOrders(data.orders);
    setCursor(data.nextCursor);
  }, [data]);
  // Back and forward change the address's filters: the form shows the ones the list is for.
  useEffect(() => {
    setStatus(search.get('status') ?? '');
    setPayment(search.get('payment_status') ?? '');
    setQ(search.get('q') ?? '');
  }, [search]);

  const loadMore = async () => {
    if (!cursor) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await operatorCall(OrderListSchema, `/storefronts/${store.id}/orders${orderListQuery(search, 50, cursor)}`);
      setOrders((current) => [...current, ...page.data]);
      setCursor(page.next_cursor);
    } catch (error) {
      setMoreError(error instanceof ApiError ? error.message : _('Something went wrong. Try again.'));
    } finally {
      setLoadingMore(false);
    }
  };
  const applyFilters = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (status) next.set('status', status);
    if (payment) next.set('payment_status', payment);
    if (q.trim()) next.set('q', q.trim());
    setSearch(next);
  };

  if (data.order) {
    return (
      <div className="mx-auto max-w-4xl">
        <OrderPanel storeId={store.id} storeName={store.name} order={data.order} backTo={`/stores/${store.id}/orders${filterQuery(search)}`} />
      </div>
    );
  }

  const statusOptions = [{ value: '', label: _('All statuses') }, ...Object.entries(ORDER_STATUS_NAMES).map(([value, label]) => ({ value, label: _(label) }))];
  const paymentOptions = [{ value: '', label: _('All payments') }, ...Object.entries(PAYMENT_STATUS_NAMES).map(([value, label]) => ({ value, label: _(label) }))];
  const filtered = search.get('status') || search.get('payment_status') || search.get('q');
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title={_('Orders: {store}', { store: store.name })} documentTitle={`${_('Orders')} · ${store.name}`}>
        <a href={`/api/operator/storefronts/${store.id}/orders/export.csv${filterQuery(search)}`} className={linkClass} download>
          {_('Export as CSV')}
        </a>
      </PageHeading>
      <form onSubmit={applyFilters} role="search" aria-label={_('Filter the orders')} className="mb-4 grid gap-3 rounded-lg border border-gray-200 bg-white p-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
        <SelectField label={_('Status')} value={status} options={statusOptions} onChange={setStatus} />
        <SelectField label={_('Payment')} value={payment} options={paymentOptions} onChange={setPayment} />
        <TextField label={_('Search')} type="search" value={q} onChange={setQ} maxLength={100} hint={_('E-mail, name, order number or id')} />
        <Button type="submit" variant="primary" className="sm:mb-5">
          {_('Show orders')}
        </Button>
      </form>
      {orders.length === 0 && <Notice>{filtered ? _('No order matches these filters.') : _('This store has no orders yet.')}</Notice>}
      <ul className="grid gap-2">
        {orders.map((order) => (
          <li key={order.uuid} className="rounded-lg border border-gray-200 bg-white p-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 className="text-base font-semibold text-gray-900">
                  <Link to={filterQuery(search, { order: order.uuid })} className="text-blue-900 underline">
                    {order.number !== null ? _('Order #{number}', { number: order.number }) : _('Order {id}', { id: order.uuid })}
                  </Link>
                </h2>
                <p className="text-sm break-all text-gray-800">
                  {[order.customer.name, order.customer.email].filter(Boolean).join(' · ')}
                </p>
                <p className="text-sm text-gray-800">{formatDateTime(order.created_at, i18n.locale)}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className={`rounded-full px-2 py-0.5 font-medium ${STATUS_TONE[order.status] ?? 'bg-gray-100 text-gray-900'}`}>{_(ORDER_STATUS_NAMES[order.status] ?? order.status_label)}</span>
                <span className="rounded-full bg-gray-100 px-2 py-0.5 font-medium text-gray-900">{_(PAYMENT_STATUS_NAMES[order.payment_status] ?? order.payment_status)}</span>
                <span className="font-semibold text-gray-900">{formatMoney(order.total, i18n.locale)}</span>
              </div>
            </div>
            <p className="mt-1 text-sm text-gray-800">
              {order.lines.map((line) => `${line.quantity} × ${[line.name, line.color, line.size].filter(Boolean).join(', ')}`).join('; ')}
            </p>
          </li>
        ))}
      </ul>
      {moreError && (
        <Notice tone="error" role="alert" className="mt-3">
          {moreError}
        </Notice>
      )}
      {cursor && (
        <Button className="mt-3" onClick={() => void loadMore()} busy={loadingMore}>
          {_('Load more')}
        </Button>
      )}
    </div>
  );
}
