import { useLingui } from '@lingui/react';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import { LocalTime } from '../../components/ui/local-time.tsx';
import { useFormatPrice } from '../../i18n/use-format-price.ts';
import { isCodeApplied } from '../../../shared/orders/order-status.ts';
import { paymentAmounts } from '../../../shared/orders/payment-amounts.ts';
import type { OrderRow } from '../../../shared/schemas/orders.ts';
import { OrderStatusTag, PaymentStatusTag } from './order-tags.tsx';

/**
 * docs/product.md §2: order number, date, status and payment tags, code applied, paid amount, Details.
 * An order not paid yet shows its amount due instead (issue 13).
 */
export function OrderCard({ order, pricesHidden }: { order: OrderRow; pricesHidden: boolean }) {
  const { _ } = useLingui();
  const formatPrice = useFormatPrice();
  const applied = isCodeApplied(order);
  const { paid, due } = paymentAmounts(order);
  return (
    <li className="rounded-lg border border-gray-200 p-4">
      <article aria-label={_('Order {number}', { number: order.uuid })} className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-gray-600">{_('Order number')}</dt>
          <dd className="break-all font-mono">{order.uuid}</dd>
          <dt className="text-gray-600">{_('Order date')}</dt>
          <dd>
            <LocalTime at={order.created_at} />
          </dd>
          <dt className="text-gray-600">{_('Status')}</dt>
          <dd className="flex flex-wrap gap-2">
            <OrderStatusTag status={order.status} />
            <PaymentStatusTag status={order.payment_status} />
          </dd>
          <dt className="text-gray-600">{_('Code')}</dt>
          <dd>{applied ? _('Applied') : _('Not applied')}</dd>
          {!pricesHidden && (
            <>
              <dt className="text-gray-600">{order.payment_status === 'paid' ? _('Paid amount') : _('Amount due')}</dt>
              <dd className="font-semibold">{formatPrice(order.payment_status === 'paid' ? paid : due)}</dd>
            </>
          )}
        </dl>
        <PlainLink
          href={`/my-account/orders/${order.uuid}`}
          aria-label={_('Details of order {number}', { number: order.uuid })}
          className="self-start rounded-md border border-gray-800 px-4 py-2 text-sm font-semibold hover:bg-gray-100"
        >
          {_('Details')}
        </PlainLink>
      </article>
    </li>
  );
}
