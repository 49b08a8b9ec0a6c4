import { msg } from '../../i18n/msg.ts';

/** The order statuses 1–8 (docs/api.md "Orders") and payment states, translated where shown with `_()`. */
export const ORDER_STATUS_NAMES: Record<number, string> = {
  1: msg('New Order'),
  2: msg('In Progress'),
  3: msg('Shipped'),
  4: msg('Partially Shipped'),
  5: msg('Cancelled'),
  6: msg('On Hold'),
  7: msg('Not Paid'),
  8: msg('Refund'),
};

export const PAYMENT_STATUS_NAMES: Record<string, string> = {
  pending: msg('Payment pending'),
  paid: msg('Paid'),
  failed: msg('Payment failed'),
};

export const STATUS_TONE: Record<number, string> = {
  1: 'bg-blue-100 text-blue-950',
  2: 'bg-amber-100 text-amber-950',
  3: 'bg-green-100 text-green-900',
  4: 'bg-amber-100 text-amber-950',
  5: 'bg-red-100 text-red-900',
  6: 'bg-amber-100 text-amber-950',
  7: 'bg-red-100 text-red-900',
  8: 'bg-gray-100 text-gray-900',
};

/** Cents as the store's currency (US dollars) in the person's language. */
export function formatMoney(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
}
