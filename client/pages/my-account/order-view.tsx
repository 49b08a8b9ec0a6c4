import { useLingui } from '@lingui/react';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import { lineColor } from '../../../shared/color-choice.ts';
import { LocalTime } from '../../components/ui/local-time.tsx';
import { useFormatPrice } from '../../i18n/use-format-price.ts';
import { countryDisplayName, formatAddressLines } from '../../../shared/address/format-address.ts';
import { groupIntoParcels } from '../../../shared/orders/parcels.ts';
import { paymentAmounts } from '../../../shared/orders/payment-amounts.ts';
import type { OrderDetail, OrderItem, StoredAddress } from '../../../shared/schemas/orders.ts';
import { OrderStatusTag, PaymentStatusTag } from './order-tags.tsx';
import { PaymentInstructions } from './payment-instructions.tsx';

/** The address as its country's post prints it (shared/address/format-address.ts). */
function Address({ address, locale }: { address: StoredAddress; locale: string }) {
  const lines = formatAddressLines(address, (code) => countryDisplayName(code, locale));
  return (
    <address className="not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

function ItemRow({ item, pricesHidden }: { item: OrderItem; pricesHidden: boolean }) {
  const { _ } = useLingui();
  const formatPrice = useFormatPrice();
  const choices = [lineColor(item), item.size].filter(Boolean).join(' · ');
  return (
    <li className="flex gap-4 py-3">
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded-md border border-gray-200 bg-gray-50">
        {item.image && <img src={item.image} alt="" width={64} height={64} className="h-full w-full object-contain" loading="lazy" />}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        {item.slug ? (
          <PlainLink href={`/products/${item.slug}`} className="font-semibold hover:underline">
            {item.name}
          </PlainLink>
        ) : (
          <p className="font-semibold">{item.name}</p>
        )}
        {choices && <p className="text-gray-700">{choices}</p>}
        {item.input_fields.map((field) => (
          <p key={field.id} className="text-gray-700">
            {field.label}: {field.value}
          </p>
        ))}
        {item.recipient_email && <p className="text-gray-700">{_('Recipient: {email}', { email: item.recipient_email })}</p>}
        {item.note && <p className="text-gray-700">{_('Note: {note}', { note: item.note })}</p>}
        <p className="text-gray-700">{_('Quantity: {quantity}', { quantity: item.quantity })}</p>
      </div>
      {!pricesHidden && <p className="shrink-0 text-sm font-semibold">{formatPrice(item.total)}</p>}
    </li>
  );
}

/** An order: number, date, tags, how to pay (manual payment), items by parcel, addresses and totals with the amount paid or due. */
export function OrderView({ order, pricesHidden, headingLevel = 2 }: { order: OrderDetail; pricesHidden: boolean; headingLevel?: 1 | 2 }) {
  const { _, i18n } = useLingui();
  const formatPrice = useFormatPrice();
  const { grouped, parcels } = groupIntoParcels(order.items);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const row = 'flex justify-between gap-4 py-1';
  const { paid, due } = paymentAmounts(order);
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Heading className="break-all text-2xl font-semibold">{_('Order {number}', { number: order.uuid })}</Heading>
        <p className="text-sm text-gray-700">
          <LocalTime at={order.created_at} />
        </p>
        <div className="flex flex-wrap gap-2">
          <OrderStatusTag status={order.status} />
          <PaymentStatusTag status={order.payment_status} />
        </div>
      </header>
      {order.shipments.length > 0 && (
        <section aria-label={_('Shipment tracking')} className="rounded-lg border border-gray-200 px-4 py-3 text-sm">
          <Sub className="mb-1 font-semibold">{_('Shipment tracking')}</Sub>
          <ul>
            {order.shipments.map((shipment, index) => (
              <li key={index}>
                {shipment.url && /^https?:\/\//.test(shipment.url) ? (
                  <a href={shipment.url} target="_blank" rel="noopener noreferrer" className="underline">
                    {_('{carrier}: tracking number {number}', { carrier: shipment.carrier, number: shipment.number })}
                  </a>
                ) : (
                  _('{carrier}: tracking number {number}', { carrier: shipment.carrier, number: shipment.number })
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <PaymentInstructions order={order} pricesHidden={pricesHidden} headingLevel={headingLevel === 1 ? 2 : 3} />
      <section aria-label={_('Items')}>
        {parcels.map((parcel, index) => (
          <div key={parcel.key} className="mb-4 rounded-lg border border-gray-200 px-4">
            {grouped && (
              <Sub className="pt-3 font-semibold">
                {_('Parcel {number}', { number: index + 1 })}
                {parcel.giftCards && <span className="ml-2 text-sm font-normal text-gray-600">{_('Gift cards are delivered by e-mail.')}</span>}
              </Sub>
            )}
            <ul className="divide-y divide-gray-200">
              {parcel.items.map((item) => (
                <ItemRow key={item.id} item={item} pricesHidden={pricesHidden} />
              ))}
            </ul>
          </div>
        ))}
      </section>
      <div className="grid gap-6 sm:grid-cols-2">
        <section>
          <Sub className="mb-2 font-semibold">{_('Shipping address')}</Sub>
          {order.shipping_address && order.shipping_address.address1 ? (
            <Address address={order.shipping_address} locale={i18n.locale} />
          ) : (
            <p className="text-sm text-gray-700">{_('Nothing to ship: gift cards are delivered by e-mail.')}</p>
          )}
          <p className="mt-2 text-sm text-gray-700">{_('Contact e-mail: {email}', { email: order.email })}</p>
        </section>
        {!pricesHidden && (
          <section>
            <Sub className="mb-2 font-semibold">{_('Summary')}</Sub>
            <dl className="text-sm">
              <div className={row}>
                <dt>{_('Subtotal')}</dt>
                <dd>{formatPrice(order.subtotal)}</dd>
              </div>
              <div className={row}>
                <dt>{_('Shipping')}</dt>
                <dd>{formatPrice(order.shipping_total)}</dd>
              </div>
              {order.gift_card_amount > 0 && (
                <div className={row}>
                  <dt>{order.gift_card_code ? _('Gift card {code}', { code: order.gift_card_code }) : _('Gift Card Balance')}</dt>
                  <dd>-{formatPrice(order.gift_card_amount)}</dd>
                </div>
              )}
              <div className={`${row} border-t border-gray-200 pt-2 text-base font-bold`}>
                <dt>{_('Total')}</dt>
                <dd>{formatPrice(order.total)}</dd>
              </div>
              {order.payment_status === 'paid' ? (
                <div className={row}>
                  <dt>{_('Paid')}</dt>
                  <dd>{formatPrice(paid)}</dd>
                </div>
              ) : (
                <div className={`${row} font-semibold`}>
                  <dt>{_('Amount due')}</dt>
                  <dd>{formatPrice(due)}</dd>
                </div>
              )}
            </dl>
          </section>
        )}
      </div>
    </article>
  );
}
