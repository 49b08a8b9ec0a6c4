import { MAX_OPEN_UNPAID_ORDERS } from '../../shared/orders/unpaid-expiry.ts';
import type { Env } from '../env.ts';

/**
 * Open unpaid orders a customer may hold in a store (docs/decisions/0261-unpaid-orders-expire.md):
 * UNPAID_ORDERS_PER_CUSTOMER when it is a whole number (0: no cap), else 3.
 */
export function openUnpaidOrderCap(env: Env): number {
  const set = env.UNPAID_ORDERS_PER_CUSTOMER?.trim();
  return set && /^\d{1,6}$/.test(set) ? Number(set) : MAX_OPEN_UNPAID_ORDERS;
}
