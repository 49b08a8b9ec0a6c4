import { isOrderStatusValue, type OrderStatusValue } from './order-status.ts';

/** The spec's labels of order statuses 1–8 (section 3), in English: the operator API's words. */
export const ORDER_STATUS_LABELS: Record<OrderStatusValue, string> = {
  1: 'New Order',
  2: 'In Progress',
  3: 'Shipped',
  4: 'Partially Shipped',
  5: 'Cancelled',
  6: 'On Hold',
  7: 'Not Paid',
  8: 'Refund',
};

/** The spec's label of a status value; any other value is Pending. */
export function orderStatusLabel(status: number): string {
  return isOrderStatusValue(status) ? ORDER_STATUS_LABELS[status] : 'Pending';
}

/**
 * The moves an operator may make (issue 24; docs/decisions/0202-order-status-moves.md). Cancelled
 * and Refund are final. Every other move is refused with the allowed ones named.
 */
export const ALLOWED_MOVES: Record<OrderStatusValue, readonly OrderStatusValue[]> = {
  1: [2, 6, 5, 7],
  2: [4, 3, 6, 5],
  3: [8],
  4: [3],
  5: [],
  6: [2, 5],
  7: [1, 5],
  8: [],
};

/** Statuses that give the order's stock and spent gift-card balance back (once). */
export const RESTOCKING_STATUSES: readonly OrderStatusValue[] = [5, 8];

/** Statuses that mail the shopper. */
export const SHOPPER_MAIL_STATUSES: readonly OrderStatusValue[] = [3, 5, 8];

export function allowedMoves(from: number): readonly OrderStatusValue[] {
  return isOrderStatusValue(from) ? ALLOWED_MOVES[from] : [];
}

export function isAllowedMove(from: number, to: number): boolean {
  return allowedMoves(from).some((status) => status === to);
}

/** Why a move is refused, naming the moves that are allowed from where the order is. */
export function refusedMoveMessage(from: number, to: number): string {
  const allowed = allowedMoves(from);
  const fromLabel = orderStatusLabel(from);
  if (allowed.length === 0) return `The order is ${fromLabel}, which is final: it cannot move to ${orderStatusLabel(to)} or any other status.`;
  const names = allowed.map((status) => `${ORDER_STATUS_LABELS[status]} (${status})`);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return `The order is ${fromLabel}: it cannot move to ${orderStatusLabel(to)}. From ${fromLabel} it can move to ${list}.`;
}

/**
 * A status as the operator names it: its number (1–8) or its label in any case, with or without
 * spaces ("shipped", "In Progress", "in-progress"). Null when it names none.
 */
export function parseOrderStatus(text: string | number): OrderStatusValue | null {
  if (typeof text === 'number') return isOrderStatusValue(text) ? text : null;
  const trimmed = text.trim();
  if (/^[1-8]$/.test(trimmed)) return Number(trimmed) as OrderStatusValue;
  const wanted = trimmed.toLowerCase().replace(/[\s_-]+/g, '');
  for (const [value, label] of Object.entries(ORDER_STATUS_LABELS)) {
    if (label.toLowerCase().replace(/\s+/g, '') === wanted) return Number(value) as OrderStatusValue;
  }
  return null;
}
