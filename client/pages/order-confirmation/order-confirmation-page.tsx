import { useLingui } from '@lingui/react';
import { useLoaderData, useSearchParams, type RouteObject } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import type { OrderDetail } from '../../../shared/schemas/orders.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { usePricesHidden } from '../../state/use-prices-hidden.ts';
import { loadOrder } from '../my-account/order-detail-page.tsx';
import { OrderView } from '../my-account/order-view.tsx';

/** /order-confirmation/{uuid} (docs/product.md §2: login required): the order just placed. */
export function orderConfirmationRoute(storefront: PublicStorefront): Pick<RouteObject, 'loader' | 'Component'> {
  return { loader: (args) => loadOrder(args, storefront), Component: OrderConfirmationPage };
}

function OrderConfirmationPage() {
  const { _ } = useLingui();
  const order = useLoaderData<OrderDetail>();
  const [searchParams] = useSearchParams();
  const pricesHidden = usePricesHidden();
  // Back from the payment page: Stripe's webhook marks the order paid, maybe a moment later.
  const payment = searchParams.get('payment');
  const notice =
    order.payment_status === 'paid'
      ? _('Your order is paid.')
      : payment === 'cancelled'
        ? _('The payment was cancelled. Your order is saved with the payment pending.')
        : payment === 'success'
          ? _('Thank you! We are confirming your payment.')
          : order.payment_status === 'failed'
            ? _('The payment failed.')
            : _('Your payment is pending.');

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <PageTitle title={_('Thank you for your order!')} />
      <section role="status" className="rounded-lg bg-green-50 p-4 text-green-900">
        <p className="text-2xl font-bold">{_('Thank you for your order!')}</p>
        <p className="mt-1">
          {order.confirmation_mail_sent === false
            ? _('We could not send a confirmation to {email}: this shop cannot send e-mail right now. This page and your account show your order.', { email: order.email })
            : _('We sent a confirmation to {email}.', { email: order.email })}
        </p>
        <p className="mt-1 font-semibold">{notice}</p>
      </section>
      <OrderView order={order} pricesHidden={pricesHidden} headingLevel={1} />
      <div className="flex flex-wrap gap-3">
        <PlainLink href={`/my-account/orders/${order.uuid}`} className="rounded-md border border-gray-800 px-4 py-2 font-semibold hover:bg-gray-100">
          {_('View in your account')}
        </PlainLink>
        <PlainLink href="/products" className="rounded-md bg-brand px-4 py-2 font-semibold text-brand-contrast hover:opacity-90">
          {_('Continue Shopping')}
        </PlainLink>
      </div>
    </div>
  );
}
