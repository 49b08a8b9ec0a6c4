import * as v from 'valibot';
import { PAYMENT_STATUSES } from '../../../shared/orders/order-status.ts';
import { parseOrderStatus } from '../../../shared/orders/status-moves.ts';
import type { OrderListFilter } from '../../db/operator-orders.ts';

/** Query and bodies of the order routes (docs/api.md "Orders"). */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;

/** A day (YYYY-MM-DD, UTC) or an instant (ISO, UTC); `end`: the instant just after it (a day counts whole). */
function instant(text: string, end: boolean): string | null {
  if (DATE.test(text)) {
    const day = Date.parse(`${text}T00:00:00.000Z`);
    return Number.isNaN(day) ? null : new Date(day + (end ? 86_400_000 : 0)).toISOString();
  }
  if (DATE_TIME.test(text)) {
    const at = Date.parse(text);
    return Number.isNaN(at) ? null : new Date(at + (end ? 1 : 0)).toISOString();
  }
  return null;
}

const DateParam = (name: string, end: boolean) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((text) => instant(text, end)),
      v.check((value) => value !== null, `${name} must be a date (2026-11-23) or a UTC time (2026-11-23T14:00:00Z).`),
    ),
  );

export const OrderListQuery = v.pipe(
  v.object({
    status: v.optional(
      v.pipe(
        v.string(),
        v.transform((text) => parseOrderStatus(text)),
        v.check((value) => value !== null, 'status must be an order status, 1-8 or its label (e.g. 3 or "Shipped").'),
      ),
    ),
    payment_status: v.optional(v.picklist(PAYMENT_STATUSES, `payment_status must be one of ${PAYMENT_STATUSES.join(', ')}.`)),
    from: DateParam('from', false),
    to: DateParam('to', true),
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'q is too long (100 characters at most).'))),
  }),
  v.transform(
    (query): OrderListFilter => ({
      status: query.status ?? null,
      paymentStatus: query.payment_status ?? null,
      from: query.from ?? null,
      to: query.to ?? null,
      q: query.q || null,
    }),
  ),
);

const Text = (name: string, max: number) =>
  v.pipe(v.string(`${name} must be text.`), v.trim(), v.minLength(1, `${name} is required.`), v.maxLength(max, `${name} is too long (${max} characters at most).`));

export const StatusBody = v.object({
  status: v.pipe(
    v.union([v.number(), v.string()], 'status must be an order status: 1-8 or its label.'),
    v.transform((value) => parseOrderStatus(value)),
    v.check((value) => value !== null, 'status must be an order status: 1-8 or its label (e.g. 3 or "Shipped").'),
    v.transform((value) => value!),
  ),
  note: v.optional(v.nullable(v.pipe(v.string('note must be text.'), v.trim(), v.maxLength(1000, 'note is too long (1000 characters at most).'))), null),
  tracking: v.optional(
    v.nullable(
      v.object({
        carrier: Text('tracking.carrier', 100),
        number: Text('tracking.number', 100),
        url: v.optional(v.pipe(v.string('tracking.url must be a URL.'), v.trim(), v.url('tracking.url must be a URL.'), v.regex(/^https?:\/\//, 'tracking.url must be an http(s) URL.'), v.maxLength(500))),
      }),
    ),
    null,
  ),
});

export const PaymentBody = v.object({
  status: v.picklist(['paid', 'failed'], 'status must be "paid" or "failed".'),
});
