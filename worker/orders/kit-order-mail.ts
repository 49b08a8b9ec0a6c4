import type { I18n } from '@lingui/core';
import { countryDisplayName, formatAddressLines } from '../../shared/address/format-address.ts';
import { itemLabel } from '../../shared/orders/price-lines.ts';
import { formatPrice } from '../../shared/money.ts';
import type { Quote } from '../../shared/schemas/orders.ts';
import type { MailMessage } from '../services/mailer.ts';
import { compose } from './order-mails.ts';
import type { NewOrder } from './order-statements.ts';

/**
 * The kit order's confirmation to the recipient (docs/decisions/0080-kit-orders.md): the chosen
 * items and the address, prices only when the kit shows them, and a link to the gift's order page.
 */
export function kitOrderConfirmationMail(
  ctx: { i18n: I18n; storefront: { id: number; name: string }; origin: string },
  order: NewOrder,
  quote: Quote,
  kit: { token: string; userToken: string; hidePrices: boolean },
): MailMessage {
  const { i18n, storefront } = ctx;
  const address = order.shippingAddress;
  const items = quote.lines.map((line) => {
    const label = `${line.quantity} × ${itemLabel(line.name, line.color, line.size)}`;
    return kit.hidePrices ? label : `${label}: ${formatPrice(line.total, i18n.locale)}`;
  });
  const shipTo = address ? [i18n._('Shipping to:'), ...formatAddressLines(address, (code) => countryDisplayName(code, i18n.locale))] : [];
  const link = `${ctx.origin}/kit/confirmation?${new URLSearchParams({ token: kit.token, user_token: kit.userToken })}`;
  return compose(
    storefront.id,
    order.email,
    i18n._('Your {store} gift order {number}', { store: storefront.name, number: order.uuid }),
    [
      [i18n._('Hello {name},', { name: address?.first_name ?? '' })],
      [i18n._('Thank you for choosing your gift. Your order {number} is confirmed and paid by the sender; we will let you know when it ships.', { number: order.uuid })],
      items,
      ...(kit.hidePrices ? [] : [[i18n._('Total: {amount}', { amount: formatPrice(quote.total, i18n.locale) })]]),
      shipTo,
    ],
    { url: link, label: i18n._('View your gift order') },
  );
}
