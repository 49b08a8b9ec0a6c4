/** Order statuses after which nothing more is collected: Cancelled (5) and Refund (8). */
const CLOSED_STATUSES: readonly number[] = [5, 8];

/**
 * What an order's shopper has paid and still owes (issue 13: an unpaid order must not read
 * "Paid amount"). `total` is what is left after the gift card; the provider collects it, so it
 * counts as paid only once the payment status is paid. A cancelled or refunded order owes
 * nothing, whatever its payment did (issue 27). Minor units.
 */
export function paymentAmounts(order: { payment_status: string; total: number; status?: number }): { paid: number; due: number } {
  if (order.payment_status === 'paid') return { paid: order.total, due: 0 };
  return { paid: 0, due: isClosedOrder(order) ? 0 : order.total };
}

/** Whether nothing more is collected for the order (Cancelled, Refund). */
export function isClosedOrder(order: { status?: number }): boolean {
  return order.status !== undefined && CLOSED_STATUSES.includes(order.status);
}

/**
 * Whether the shopper must still pay by the store's own instructions: a pending order of the
 * manual provider (invoice, bank transfer) with something to pay, not cancelled.
 */
export function needsManualPayment(order: { payment_status: string; payment_provider: string; total: number; status?: number }): boolean {
  return order.payment_provider === 'manual' && order.payment_status === 'pending' && order.total > 0 && !isClosedOrder(order);
}
