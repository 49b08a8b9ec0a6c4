import type { I18n } from '@lingui/core';
import { formatPrice } from '../../../shared/money.ts';
import type { MailMessage } from '../../services/mailer.ts';
import { compose } from '../order-mails.ts';
import type { Tracking } from './status-change.ts';

export type StatusMailOrder = {
  uuid: string;
  email: string;
  firstName: string;
  giftCardCode: string | null;
  giftCardAmount: number;
  /** The balance went back onto the card with this change. */
  balanceRestored: boolean;
};

/**
 * The shopper's mail about a status change (issue 24: Shipped with its tracking, Cancelled,
 * Refund), in the order's language; `link` is the order's page (the account's, or the kit link's).
 */
export function statusChangeMail(
  i18n: I18n,
  store: { id: number; name: string },
  order: StatusMailOrder,
  to: 3 | 5 | 8,
  tracking: Tracking | null,
  link: string,
): MailMessage {
  const hello = [i18n._('Hello {name},', { name: order.firstName })];
  const restored =
    order.balanceRestored && order.giftCardCode && order.giftCardAmount > 0
      ? [[i18n._('The {amount} paid with gift card {code} is back on the card.', { amount: formatPrice(order.giftCardAmount, i18n.locale), code: order.giftCardCode })]]
      : [];
  const view = { url: link, label: i18n._('View your order') };
  if (to === 3) {
    const trackingLines = tracking
      ? [
          i18n._('Carrier: {carrier}', { carrier: tracking.carrier }),
          i18n._('Tracking number: {number}', { number: tracking.number }),
          ...(tracking.url ? [i18n._('Track your parcel: {url}', { url: tracking.url })] : []),
        ]
      : [];
    return compose(
      store.id,
      order.email,
      i18n._('Your {store} order {number} has shipped', { store: store.name, number: order.uuid }),
      [hello, [i18n._('Good news: your order {number} is on its way.', { number: order.uuid })], ...(trackingLines.length ? [trackingLines] : [])],
      view,
    );
  }
  if (to === 5) {
    return compose(
      store.id,
      order.email,
      i18n._('Your {store} order {number} was cancelled', { store: store.name, number: order.uuid }),
      [hello, [i18n._('Your order {number} was cancelled.', { number: order.uuid })], ...restored, [i18n._('If you have a question about it, simply reply to this e-mail.')]],
      view,
    );
  }
  return compose(
    store.id,
    order.email,
    i18n._('Your {store} order {number} was refunded', { store: store.name, number: order.uuid }),
    [hello, [i18n._('Your order {number} was refunded.', { number: order.uuid })], ...restored, [i18n._('If you have a question about it, simply reply to this e-mail.')]],
    view,
  );
}
