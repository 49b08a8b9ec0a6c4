import type { I18n } from '@lingui/core';
import { countryDisplayName, formatAddressLines } from '../../../shared/address/format-address.ts';
import { formatDateTime } from '../../../shared/dates.ts';
import { formatPrice } from '../../../shared/money.ts';
import { itemLabel } from '../../../shared/orders/price-lines.ts';
import type { MailMessage } from '../../services/mailer.ts';
import { compose } from '../order-mails.ts';
import type { orderDetailView } from './order-views.ts';

type OrderDetail = ReturnType<typeof orderDetailView>;

/**
 * The mail that tells a store about a new order (issue 24), to one of its contact e-mails: number,
 * who ordered, the lines, where it ships, the totals and the payment state. Answering it answers
 * the shopper. With a Studio (STUDIO_HOST), it ends with a link to the order there.
 */
export function newOrderMail(i18n: I18n, store: { id: number; name: string }, order: OrderDetail, to: string, studioUrl: string | null = null): MailMessage {
  const paymentLabels: Record<string, string> = { pending: i18n._('Pending'), paid: i18n._('Paid'), failed: i18n._('Failed') };
  const lines = order.lines.map((line) => `${line.quantity} × ${itemLabel(line.name, line.color, line.size)}: ${formatPrice(line.total, i18n.locale)}`);
  const totals = [
    i18n._('Subtotal: {amount}', { amount: formatPrice(order.totals.subtotal, i18n.locale) }),
    i18n._('Shipping: {amount}', { amount: formatPrice(order.totals.shipping_total, i18n.locale) }),
    ...order.gift_cards_used.map((card) => i18n._('Gift card {code}: -{amount}', { code: card.code, amount: formatPrice(card.amount, i18n.locale) })),
    i18n._('Total: {amount}', { amount: formatPrice(order.totals.total, i18n.locale) }),
    i18n._('Payment status: {status}', { status: paymentLabels[order.payment_status] ?? order.payment_status }),
  ];
  const address = order.shipping_address && order.shipping_address.address1
    ? [[i18n._('Ships to:'), ...formatAddressLines(order.shipping_address, (code) => countryDisplayName(code, i18n.locale))]]
    : [];
  const who = order.customer.name ? `${order.customer.name} <${order.email}>` : order.email;
  return {
    ...compose(
      store.id,
      to,
      i18n._('New order #{number} at {store}', { number: order.number ?? order.uuid, store: store.name }),
      [
        [i18n._('{customer} placed order #{number} ({uuid}) on {date}.', { customer: who, number: order.number ?? '', uuid: order.uuid, date: formatDateTime(order.created_at, i18n.locale) })],
        lines,
        ...address,
        totals,
      ],
      studioUrl ? { url: studioUrl, label: i18n._('Open the order in Studio') } : null,
    ),
    replyTo: order.email,
  };
}
