import { useLingui } from '@lingui/react';
import { useEffect, useMemo } from 'react';
import { useLoaderData, useLocation, useNavigate, useNavigation, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ordersApiQuery, ordersSearch, parseOrdersUrl, withFilter, type OrdersUrlState } from '../../../shared/orders/orders-url-state.ts';
import { ORDER_PAGE_SIZES, OrderListAnswerSchema, type OrderRow } from '../../../shared/schemas/orders.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { apiClientContext } from '../../api/api-client.ts';
import { readApi, readKey, useSeededRead } from '../../api/seeded-read.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { loginAgainOn401, requireVerified } from '../../auth/guards.ts';
import { Paginator } from '../../components/catalog/paginator.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { usePricesHidden } from '../../state/use-prices-hidden.ts';
import { useToast } from '../../toast/use-toast.ts';
import { serverMessage } from './load-or-message.ts';
import { OrderCard } from './order-card.tsx';
import { ORDERS_FILTER_FORM, OrdersFilters } from './orders-filters.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';

type OrdersData = { state: OrdersUrlState; rows: OrderRow[]; total: number; error: string | null };
type OrdersList = Pick<OrdersData, 'rows' | 'total'>;

/** /my-account/orders: the filters come from the URL, so the server renders the same list. */
export function ordersRoute(storefront: PublicStorefront): Pick<RouteObject, 'loader' | 'Component'> {
  return {
    async loader(args: LoaderFunctionArgs): Promise<OrdersData> {
      requireVerified(args);
      const state = parseOrdersUrl(new URL(args.request.url).searchParams);
      try {
        const answer = await args.context.get(apiClientContext).get(`/storefronts/${storefront.id}/orders`, OrderListAnswerSchema, ordersApiQuery(state));
        return { state, rows: answer.data.data, total: answer.data.total, error: null };
      } catch (error) {
        loginAgainOn401(error, args);
        // docs/product.md §8: a failed fetch is a toast with the server's message.
        return { state, rows: [], total: 0, error: serverMessage(error) ?? '' };
      }
    },
    Component: OrdersPage,
  };
}

function OrdersPage() {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const loaded = useLoaderData<OrdersData>();
  const { state, error } = loaded;
  // Through SWR, seeded with the loader's answer: revalidated on focus (a status that changed), not fetched again at hydration.
  const path = `/storefronts/${storefront.id}/orders`;
  const seed = useMemo<OrdersList | undefined>(() => (error === null ? { rows: loaded.rows, total: loaded.total } : undefined), [loaded, error]);
  const list = useSeededRead<OrdersList>(
    error === null ? readKey(path, ordersApiQuery(state)) : null,
    () => readApi(path, OrderListAnswerSchema, ordersApiQuery(state)).then((answer) => ({ rows: answer.data.data, total: answer.data.total })),
    seed,
  );
  const rows = list?.rows ?? loaded.rows;
  const total = list?.total ?? loaded.total;
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const toast = useToast();
  const pricesHidden = usePricesHidden();
  const hydrated = useHydrated();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const lastPage = Math.max(1, Math.ceil(total / state.rows));

  useEffect(() => {
    if (error !== null) toast({ severity: 'error', summary: error || _('Unknown error') });
  }, [error, toast, _]);

  const go = (next: OrdersUrlState) => void navigate({ pathname: location.pathname, search: ordersSearch(next) }, { replace: true, preventScrollReset: true });
  const filtered = state.search !== '' || state.status !== null;

  return (
    <section aria-labelledby="orders-heading">
      <PageTitle title={_('Orders')} />
      <h2 id="orders-heading" className="mb-4 text-2xl font-semibold">
        {_('Orders')}
      </h2>
      <OrdersFilters state={state} onChange={(change) => go(withFilter(state, change))} />
      <div aria-busy={loading} className="relative">
        {loading && (
          <div role="status" className="mb-3 flex items-center gap-2 text-sm text-gray-700">
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-gray-300 border-t-gray-800" />
            {_('Loading orders…')}
          </div>
        )}
        {rows.length === 0 ? (
          error === null && <p className="py-8 text-center text-gray-700">{filtered ? _('No orders match your search.') : _('You have not placed any orders yet.')}</p>
        ) : (
          <ul className={`flex flex-col gap-3 ${loading ? 'opacity-60' : ''}`}>
            {rows.map((order) => (
              <OrderCard key={order.uuid} order={order} pricesHidden={pricesHidden} />
            ))}
          </ul>
        )}
      </div>
      {total > 0 && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-sm">
            {_('Orders per page')}
            <select
              name="rows"
              form={ORDERS_FILTER_FORM}
              value={state.rows}
              onChange={(event) => go(withFilter(state, { rows: Number(event.target.value) as OrdersUrlState['rows'] }))}
              className="h-10 rounded-md border border-gray-300 bg-white px-2"
            >
              {ORDER_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          {/* Without JavaScript the page size is sent with the filters' form. */}
          {!hydrated && (
            <button type="submit" form={ORDERS_FILTER_FORM} className="h-10 rounded-md border border-gray-800 px-3 text-sm font-semibold">
              {_('Apply')}
            </button>
          )}
          <Paginator page={Math.min(state.page, lastPage)} lastPage={lastPage} target={{ href: (page) => `${location.pathname}${ordersSearch({ ...state, page })}` }} />
        </div>
      )}
    </section>
  );
}
