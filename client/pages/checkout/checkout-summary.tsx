import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { lineColor } from '../../../shared/color-choice.ts';
import { itemLabel } from '../../../shared/orders/price-lines.ts';
import { useFormatPrice } from '../../i18n/use-format-price.ts';
import type { Quote } from '../../../shared/schemas/orders.ts';

/** The server's order summary: shipping per parcel, lines, totals and what the gift card pays. */
export function CheckoutSummary({ quote, pricesHidden, children }: { quote: Quote; pricesHidden: boolean; children: ReactNode }) {
  const { _ } = useLingui();
  const formatPrice = useFormatPrice();
  const row = 'flex justify-between gap-4 py-1';
  const price = (amount: number) => (pricesHidden ? null : formatPrice(amount));
  return (
    <section aria-labelledby="order-summary" className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
      <h2 id="order-summary" className="text-lg font-semibold">
        {_('Order summary')}
      </h2>
      {quote.parcels.map((parcel, index) => (
        <div key={parcel.key} className="border-b border-gray-200 pb-3 text-sm">
          <div className={`${row} font-semibold`}>
            <span>
              {quote.parcels.length > 1 ? _('Parcel {number}', { number: index + 1 }) : _('Shipping')}
              <span className="ml-2 font-normal text-gray-600">{_('{count, plural, one {# item} other {# items}}', { count: parcel.item_count })}</span>
            </span>
            <span>{parcel.gift_cards ? _('Delivered by e-mail') : price(parcel.shipping)}</span>
          </div>
          <ul>
            {parcel.line_indexes.map((index) => {
              const line = quote.lines.find((candidate) => candidate.index === index);
              if (!line) return null;
              return (
                <li key={index} className={row}>
                  <span className="text-gray-700">
                    {line.quantity} × {itemLabel(line.name, lineColor(line), line.size)}
                  </span>
                  <span>{price(line.total)}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {!pricesHidden && (
        <dl className="text-sm">
          <div className={row}>
            <dt>{_('Subtotal')}</dt>
            <dd>{formatPrice(quote.subtotal)}</dd>
          </div>
          <div className={row}>
            <dt>{_('Shipping')}</dt>
            <dd>{formatPrice(quote.shipping_total)}</dd>
          </div>
          {quote.gift_card && (
            <div className={row}>
              <dt>{_('Gift card {code}', { code: quote.gift_card.code })}</dt>
              <dd>-{formatPrice(quote.gift_card.amount)}</dd>
            </div>
          )}
          <div className={`${row} border-t border-gray-200 pt-2 text-lg font-bold`}>
            <dt>{_('Total')}</dt>
            <dd>{formatPrice(quote.total)}</dd>
          </div>
        </dl>
      )}
      {children}
    </section>
  );
}
