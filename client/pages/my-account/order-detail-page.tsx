import { useLingui } from '@lingui/react';
import { data, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import { OrderDetailAnswerSchema, type OrderDetail } from '../../../shared/schemas/orders.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { ApiError, apiClientContext } from '../../api/api-client.ts';
import { loginAgainOn401, requireVerified } from '../../auth/guards.ts';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { usePricesHidden } from '../../state/use-prices-hidden.ts';
import { OrderView } from './order-view.tsx';

/**
 * The customer's order by uuid, for a page loader. Another customer's or another store's order
 * is a 404 page, like a missing one.
 */
export async function loadOrder(args: LoaderFunctionArgs, storefront: PublicStorefront): Promise<OrderDetail> {
  requireVerified(args);
  try {
    const answer = await args.context.get(apiClientContext).get(`/storefronts/${storefront.id}/orders/${encodeURIComponent(args.params.uuid ?? '')}`, OrderDetailAnswerSchema);
    return answer.data;
  } catch (error) {
    loginAgainOn401(error, args);
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** /my-account/orders/{uuid} (docs/product.md §2: detail, flagged as in-account). */
export function orderDetailRoute(storefront: PublicStorefront): Pick<RouteObject, 'loader' | 'Component'> {
  return { loader: (args) => loadOrder(args, storefront), Component: OrderDetailPage };
}

function OrderDetailPage() {
  const { _ } = useLingui();
  const order = useLoaderData<OrderDetail>();
  const pricesHidden = usePricesHidden();
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={_('Order {number}', { number: order.uuid })} />
      <PlainLink href="/my-account/orders" className="self-start text-sm font-semibold underline">
        {_('Back to orders')}
      </PlainLink>
      <OrderView order={order} pricesHidden={pricesHidden} />
    </div>
  );
}
