/**
 * Unpaid orders expire (docs/decisions/0261-unpaid-orders-expire.md): an order not paid within the
 * store's `settings.unpaidOrderHours` (72 by default) is cancelled, giving its stock and gift-card
 * balance back; the shopper is mailed a day before. A customer holds at most a few such orders.
 */
export const DEFAULT_UNPAID_ORDER_HOURS = 72;
export const MIN_UNPAID_ORDER_HOURS = 25;
export const MAX_UNPAID_ORDER_HOURS = 24 * 60;
/** The reminder leaves this long before the order expires. */
export const EXPIRY_REMINDER_HOURS = 24;
/** Open unpaid orders one customer may have in one store; the next is refused until one is paid or expires. */
export const MAX_OPEN_UNPAID_ORDERS = 3;

const HOUR_MS = 60 * 60 * 1000;

/** The store's expiry in hours: its setting when it is a whole number in range, else the default. */
export function unpaidOrderHours(setting: unknown): number {
  return typeof setting === 'number' && Number.isInteger(setting) && setting >= MIN_UNPAID_ORDER_HOURS && setting <= MAX_UNPAID_ORDER_HOURS
    ? setting
    : DEFAULT_UNPAID_ORDER_HOURS;
}

/** When an unpaid order placed at `createdAt` is reminded about and when it expires. */
export function unpaidOrderDeadlines(createdAt: string | Date, hours: number): { remindAt: Date; expiresAt: Date } {
  const placed = new Date(createdAt).getTime();
  return { remindAt: new Date(placed + (hours - EXPIRY_REMINDER_HOURS) * HOUR_MS), expiresAt: new Date(placed + hours * HOUR_MS) };
}

