import type { I18n } from '@lingui/core';
import { countryDisplayName, formatAddressLines } from '../../shared/address/format-address.ts';
import { needsManualPayment } from '../../shared/orders/payment-amounts.ts';
import { lineColor } from '../../shared/color-choice.ts';
import { itemLabel } from '../../shared/orders/price-lines.ts';
import { formatPrice } from '../../shared/money.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/languages.ts';
import { textFor, type LocalizedText } from '../../shared/schemas/config/localized-text.ts';
import type { Quote } from '../../shared/schemas/orders.ts';
import type { MailMessage } from '../services/mailer.ts';
import type { NewOrder } from './order-statements.ts';

type MailContext = {
  i18n: I18n;
  /**
   * `config.settings.paymentInstructions`: how to pay an order the manual provider took (ADR 0122),
   * maybe per language: the mail's language (the order's) picks, else the store's default (ADR 0270).
   */
  storefront: { id: number; name: string; config?: { settings: { paymentInstructions?: LocalizedText | undefined; defaultLanguage?: Language | undefined } } };
  origin: string;
  buyer: { firstName: string };
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/** A mail of text blocks and (usually) one link, as plain text and as HTML (every text escaped). */
export function compose(storefrontId: number, to: string, subject: string, blocks: string[][], link: { url: string; label: string } | null): MailMessage {
  const text = [...blocks.map((lines) => lines.join('\n')), ...(link ? [`${link.label}: ${link.url}`] : [])].join('\n\n');
  const html = [
    ...blocks.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join('\n');
  return { storefrontId, to, subject, text, html };
}

/** The store's payment instructions in the mail's language (else its default language's), trimmed. */
function paymentInstructionsFor(settings: { paymentInstructions?: LocalizedText | undefined; defaultLanguage?: Language | undefined } | undefined, locale: string): string {
  const lang = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  return textFor(settings?.paymentInstructions, lang, settings?.defaultLanguage ?? DEFAULT_LANGUAGE).trim();
}

/** The order confirmation mail: items, the address as its country's post prints it, totals, payment state (and how to pay) and a link to the order. */
export function orderConfirmationMail(ctx: MailContext, order: NewOrder, quote: Quote): MailMessage {
  const { i18n, storefront } = ctx;
  const items = quote.lines.map(
    (line) => `${line.quantity} × ${itemLabel(line.name, lineColor(line), line.size)}: ${formatPrice(line.total, i18n.locale)}`,
  );
  const totals = [
    i18n._('Subtotal: {amount}', { amount: formatPrice(quote.subtotal, i18n.locale) }),
    i18n._('Shipping: {amount}', { amount: formatPrice(quote.shipping_total, i18n.locale) }),
    ...(quote.gift_card ? [i18n._('Gift card {code}: -{amount}', { code: quote.gift_card.code, amount: formatPrice(quote.gift_card.amount, i18n.locale) })] : []),
    i18n._('Total: {amount}', { amount: formatPrice(quote.total, i18n.locale) }),
  ];
  return compose(
    storefront.id,
    order.email,
    i18n._('Your {store} order {number}', { store: storefront.name, number: order.uuid }),
    [
      [i18n._('Hello {name},', { name: ctx.buyer.firstName })],
      [i18n._('Thank you for your order {number}. We will let you know when it ships.', { number: order.uuid })],
      items,
      ...(order.shippingAddress
        ? [[i18n._('Ships to:'), ...formatAddressLines(order.shippingAddress, (code) => countryDisplayName(code, i18n.locale))]]
        : []),
      totals,
      [order.paymentStatus === 'paid' ? i18n._('Your order is paid.') : i18n._('Your payment is pending.')],
      ...(needsManualPayment({ payment_status: order.paymentStatus, payment_provider: order.paymentProvider, total: order.total })
        ? [
            [
              i18n._('Amount due: {amount}', { amount: formatPrice(order.total, i18n.locale) }),
              paymentInstructionsFor(storefront.config?.settings, i18n.locale) ||
                i18n._('Nothing was charged online. The store will tell you how to pay; please quote your order number.'),
            ],
          ]
        : []),
    ],
    { url: `${ctx.origin}/my-account/orders/${order.uuid}`, label: i18n._('View your order') },
  );
}

/** The mail to a gift card's recipient, with its code. */
export function giftCardMail(
  ctx: Omit<MailContext, 'buyer'>,
  card: { to: string; code: string; amount: number; note: string | null },
): MailMessage {
  const { i18n, storefront } = ctx;
  return compose(
    storefront.id,
    card.to,
    i18n._('You received a {store} gift card', { store: storefront.name }),
    [
      [i18n._('You received a gift card worth {amount} for {store}.', { amount: formatPrice(card.amount, i18n.locale), store: storefront.name })],
      [i18n._('Your gift card code: {code}', { code: card.code })],
      ...(card.note ? [[i18n._('A note from the sender: {note}', { note: card.note })]] : []),
    ],
    { url: `${ctx.origin}/cart?${new URLSearchParams({ code: card.code })}`, label: i18n._('Shop with your gift card') },
  );
}
