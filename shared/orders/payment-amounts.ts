/**
 * What an order's shopper has paid and still owes (issue 13: an unpaid order must not read
 * "Paid amount"). `total` is what is left after the gift card; the provider collects it, so it
 * counts as paid only once the payment status is paid. Minor units.
 */
export function paymentAmounts(order: { payment_status: string; total: number }): { paid: number; due: number } {
  return order.payment_status === 'paid' ? { paid: order.total, due: 0 } : { paid: 0, due: order.total };
}

/**
 * Whether the shopper must still pay by the store's own instructions: a pending order of the
 * manual provider (invoice, bank transfer) with something to pay.
 */
export function needsManualPayment(order: { payment_status: string; payment_provider: string; total: number }): boolean {
  return order.payment_provider === 'manual' && order.payment_status === 'pending' && order.total > 0;
}
