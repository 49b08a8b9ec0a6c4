/** What the stock rule needs of a cart line. */
export type StockLine = { id: string; product_size_id?: number | null | undefined; quantity: number; is_gift_card?: boolean | undefined };

/** A line's stock limit: at most `max` of it can be ordered (what earlier lines of the same size leave). */
export type LineStock = { max: number; over: boolean };

/**
 * The stock limit of each cart line (issue 13: 24 × a size with 12 must not pass silently).
 * Lines sharing a size share its stock, in cart order, as the server counts it when the order is
 * placed (shared/orders/price-lines.ts). Gift cards and lines whose stock is unknown have no limit.
 */
export function lineStockLimits(lines: readonly StockLine[], stock: ReadonlyMap<number, number>): Map<string, LineStock> {
  const taken = new Map<number, number>();
  const limits = new Map<string, LineStock>();
  for (const line of lines) {
    const size = line.product_size_id;
    if (line.is_gift_card || size == null || !stock.has(size)) continue;
    const before = taken.get(size) ?? 0;
    const max = Math.max(0, stock.get(size)! - before);
    limits.set(line.id, { max, over: line.quantity > max });
    taken.set(size, before + Math.min(line.quantity, max));
  }
  return limits;
}

/** The quantity a shopper may set on a line: at least 1, at most the stock left for it (and `ceiling`). */
export function cappedQuantity(wanted: number, limit: LineStock | undefined, ceiling: number): number {
  const max = Math.min(ceiling, limit ? limit.max : ceiling);
  return Math.max(1, Math.min(Math.floor(wanted), max));
}
