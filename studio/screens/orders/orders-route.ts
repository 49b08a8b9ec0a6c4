import { OrderAnswerSchema, OrderListSchema } from '../../api/answers.ts';
import { ApiError, operatorCall } from '../../api/operator-client.ts';
import { listAllStores } from '../../api/stores-api.ts';
import { orderListQuery } from './order-filters.ts';
import { OrdersPage } from './orders-page.tsx';

/** The store's orders by the filters in the address; `?order=<uuid>` opens one of them. */
export async function loader({ params, request }: { params: { storeId?: string }; request: Request }) {
  const id = params.storeId ?? '';
  if (!/^[1-9][0-9]*$/.test(id)) throw new ApiError(404, 'Store not found.');
  const search = new URL(request.url).searchParams;
  const uuid = search.get('order');
  const [stores, orders, order] = await Promise.all([
    listAllStores(request.signal),
    operatorCall(OrderListSchema, `/storefronts/${id}/orders${orderListQuery(search, 50)}`, { signal: request.signal }),
    uuid ? operatorCall(OrderAnswerSchema, `/storefronts/${id}/orders/${encodeURIComponent(uuid)}`, { signal: request.signal }) : Promise.resolve(null),
  ]);
  const store = stores.find((candidate) => String(candidate.id) === id);
  if (!store) throw new ApiError(404, 'Store not found.');
  return { store: { id: store.id, name: store.name }, orders: orders.data, nextCursor: orders.next_cursor, order: order?.data ?? null };
}

export const Component = OrdersPage;
