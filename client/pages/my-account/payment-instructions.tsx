import { useLingui } from '@lingui/react';
import { useFormatPrice } from '../../i18n/use-format-price.ts';
import { needsManualPayment } from '../../../shared/orders/payment-amounts.ts';
import type { OrderDetail } from '../../../shared/schemas/orders.ts';
import { useStorefront } from '../../app/storefront-context.tsx';

/**
 * How to pay an order the manual provider took (invoice, bank transfer): the amount due and the
 * store's configured instructions (`settings.paymentInstructions`, ADR 0122). Nothing for a paid
 * order or one a payment page collects.
 */
export function PaymentInstructions({ order, pricesHidden, headingLevel }: { order: OrderDetail; pricesHidden: boolean; headingLevel: 2 | 3 }) {
  const { _ } = useLingui();
  const formatPrice = useFormatPrice();
  const storefront = useStorefront();
  if (!needsManualPayment(order)) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const instructions = storefront.settings.paymentInstructions?.trim();
  return (
    <section aria-labelledby="payment-instructions" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <Heading id="payment-instructions" className="mb-1 text-lg font-semibold">
        {_('How to pay')}
      </Heading>
      {!pricesHidden && <p className="font-semibold">{_('Amount due: {amount}', { amount: formatPrice(order.total) })}</p>}
      <p className="mt-1 whitespace-pre-line">{instructions || _('Nothing was charged online. The store will tell you how to pay; please quote your order number.')}</p>
      <p className="mt-1 text-sm">{_('Order number: {number}', { number: order.uuid })}</p>
    </section>
  );
}
