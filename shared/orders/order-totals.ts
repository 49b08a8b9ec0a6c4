/** Money in minor units throughout (cents); every amount is a whole number. */

/** Sum of unit price × quantity. */
export function linesSubtotal(lines: readonly { price: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + Math.round(line.price) * line.quantity, 0);
}

/**
 * The cart summary (docs/product.md §2 and §4): Subtotal, the gift card balance shown (negative)
 * only when positive, and a Total reduced by the balance and floored at zero.
 */
export function cartSummary(subtotal: number, giftCardBalance: number | null): {
  subtotal: number;
  giftCardBalance: number | null;
  total: number;
} {
  const balance = giftCardBalance !== null && giftCardBalance > 0 ? giftCardBalance : null;
  return { subtotal, giftCardBalance: balance, total: Math.max(0, subtotal - (balance ?? 0)) };
}

/**
 * An order's totals: the gift card pays what it can (never more than it holds, never more than
 * is owed); the shopper pays the rest.
 */
export function orderTotals(input: { subtotal: number; shipping: number; giftCardBalance: number }): {
  subtotal: number;
  shipping_total: number;
  total_without_discounts: number;
  gift_card_amount: number;
  total: number;
} {
  const withoutDiscounts = input.subtotal + input.shipping;
  const giftCardAmount = Math.max(0, Math.min(input.giftCardBalance, withoutDiscounts));
  return {
    subtotal: input.subtotal,
    shipping_total: input.shipping,
    total_without_discounts: withoutDiscounts,
    gift_card_amount: giftCardAmount,
    total: withoutDiscounts - giftCardAmount,
  };
}
