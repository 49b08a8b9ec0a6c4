import type { CartItem, CartState } from './cart.ts';
import { boolean, list, maybe, number, orNull, shape, ShapeError, string, withDefault, type Check } from './shape-guard.ts';

export const EMPTY_CART: CartState = { items: [], giftingToken: null, giftingUserToken: null, hidePrices: false };

const quantity: Check<number> = (value, path) => {
  const count = number(value, path);
  if (!Number.isInteger(count) || count < 1) throw new ShapeError(path, 'a whole number of at least 1');
  return count;
};

/** One stored line: exactly CartItemSchema (shared/cart.ts; stored-cart.test.ts compares them). */
const cartItem = shape<CartItem>({
  id: string,
  name: string,
  product_id: number,
  quantity,
  size: orNull(string),
  product_thumbnail: orNull(string),
  price: number,
  final_price: number,
  product_size_id: orNull(number),
  product_color_id: orNull(number),
  product_variant_id: orNull(number),
  color: orNull(string),
  image: orNull(string),
  weight: withDefault(number, () => 0),
  warehouse: orNull(shape({ id: number, name: string })),
  slug: string,
  input_fields: withDefault(list(shape({ id: number, label: string, value: string })), () => []),
  email: maybe(string),
  is_gift_card: withDefault(boolean, () => false),
  note: maybe(string),
});

/** Exactly CartStateSchema (shared/cart.ts). */
const cartState = shape<CartState>({
  items: list(cartItem),
  giftingToken: orNull(string),
  giftingUserToken: orNull(string),
  hidePrices: withDefault(boolean, () => false),
});

/**
 * Parses stored cart JSON; anything unreadable is an empty cart rather than a broken page.
 * Hand-written (the cart store is read on every page, before any schema library would load;
 * docs/decisions/0006-bundle-budget.md) and held to CartStateSchema by its unit test.
 */
export function parseStoredCart(json: string | null): CartState {
  try {
    if (json) return cartState(JSON.parse(json), 'cart');
  } catch {
    // Unreadable: an empty cart below.
  }
  return structuredClone(EMPTY_CART);
}

/** The top-bar badge: the sum of quantities. */
export function cartItemCount(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
