import type { CartItem } from '../cart.ts';
import type { OrderLineInput } from '../schemas/checkout.ts';

/**
 * What the server needs of a cart line (never its prices): the choice, the quantity, the input
 * values and, for gift cards, the recipient, the note and a custom amount (a gift card line
 * without a size carries its amount as its price). Lines without a variant cannot be ordered
 * and are left out; the cart marks them inactive.
 */
export function orderLineFromCart(item: CartItem): OrderLineInput | null {
  if (item.product_variant_id == null) return null;
  const customAmount = item.is_gift_card && item.product_size_id == null;
  return {
    product_id: item.product_id,
    product_variant_id: item.product_variant_id,
    product_size_id: item.product_size_id ?? null,
    quantity: item.quantity,
    input_fields: item.input_fields.map((field) => ({ id: field.id, value: field.value })),
    email: item.is_gift_card ? (item.email ?? null) : null,
    note: item.is_gift_card ? (item.note ?? null) : null,
    gift_amount: customAmount ? Math.round(item.price) : null,
  };
}

/** The order lines of a cart, in cart order. */
export function orderLinesFromCart(items: readonly CartItem[]): OrderLineInput[] {
  return items.map(orderLineFromCart).filter((line): line is OrderLineInput => line !== null);
}

/** Ids of cart lines that can never be ordered as they are (no variant). */
export function unorderableLineIds(items: readonly CartItem[]): string[] {
  return items.filter((item) => item.product_variant_id == null).map((item) => item.id);
}
