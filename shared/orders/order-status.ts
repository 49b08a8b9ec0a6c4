/** Severity of a status tag (docs/product.md §4). */
export type TagSeverity = 'info' | 'warning' | 'success' | 'danger';

/** Order status values 1-8 (docs/product.md §3); anything else is shown as Pending. */
export const ORDER_STATUS_VALUES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type OrderStatusValue = (typeof ORDER_STATUS_VALUES)[number];

export type OrderStatusKey =
  | 'new-order'
  | 'in-progress'
  | 'shipped'
  | 'partially-shipped'
  | 'cancelled'
  | 'on-hold'
  | 'not-paid'
  | 'refund'
  | 'pending';

const ORDER_STATUS: Record<OrderStatusValue, { key: OrderStatusKey; severity: TagSeverity }> = {
  1: { key: 'new-order', severity: 'info' },
  2: { key: 'in-progress', severity: 'warning' },
  3: { key: 'shipped', severity: 'success' },
  4: { key: 'partially-shipped', severity: 'warning' },
  5: { key: 'cancelled', severity: 'danger' },
  6: { key: 'on-hold', severity: 'warning' },
  7: { key: 'not-paid', severity: 'danger' },
  8: { key: 'refund', severity: 'info' },
};

export function isOrderStatusValue(value: unknown): value is OrderStatusValue {
  return typeof value === 'number' && (ORDER_STATUS_VALUES as readonly number[]).includes(value);
}

/**
 * The tag of an order status: New Order info, In Progress warning, Shipped success, Partially
 * Shipped warning, Cancelled danger, On Hold warning, Not Paid danger, Refund info; any other
 * value is Pending. The spec gives Pending no severity; it gets the pending payment's warning.
 */
export function orderStatusTag(status: unknown): { key: OrderStatusKey; severity: TagSeverity } {
  return isOrderStatusValue(status) ? ORDER_STATUS[status] : { key: 'pending', severity: 'warning' };
}

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payment tag (docs/product.md §4): pending warning, paid success, failed danger; unknown is pending. */
export function paymentStatusTag(status: unknown): { key: PaymentStatus; severity: TagSeverity } {
  switch (status) {
    case 'paid':
      return { key: 'paid', severity: 'success' };
    case 'failed':
      return { key: 'failed', severity: 'danger' };
    default:
      return { key: 'pending', severity: 'warning' };
  }
}

/** docs/product.md §2: a code was applied when total_without_discounts differs from total. */
export function isCodeApplied(order: { total: number; total_without_discounts: number }): boolean {
  return order.total_without_discounts !== order.total;
}
