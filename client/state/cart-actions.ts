import type { CartItem } from '../../shared/cart.ts';
import { addCartLine, removeCartLine, setCartLineQuantity } from '../../shared/cart-lines.ts';
import { getCartStore } from './cart-store.ts';

// The local cart operations of docs/product.md §7 on the browser's cart store. Browser only.

function changeItems(change: (items: readonly CartItem[]) => CartItem[]): void {
  const cart = getCartStore();
  cart.items = change(cart.items);
}

export const addItemToCart = (item: Omit<CartItem, 'id'>): void => changeItems((items) => addCartLine(items, item));
export const updateCartItemQuantity = (id: string, quantity: number): void => changeItems((items) => setCartLineQuantity(items, id, quantity));
export const removeCartItem = (id: string): void => changeItems((items) => removeCartLine(items, id));

/** Takes another cart's lines (the cookie's, changed by the server without JavaScript: client/pages/cart/cart-view.tsx). */
export function replaceCartItems(items: readonly CartItem[]): void {
  getCartStore().items = items.map((item) => ({ ...item }));
}

/** Empties the cart and leaves gifting mode. */
export function clearCart(): void {
  const cart = getCartStore();
  cart.items = [];
  cart.giftingToken = null;
  cart.giftingUserToken = null;
  cart.hidePrices = false;
}

/** Enters gifting mode: the kit token, the user token and the kit's hide-prices flag. */
export function setGiftToken(token: string, userToken: string, hidePrices: boolean): void {
  const cart = getCartStore();
  cart.giftingToken = token;
  cart.giftingUserToken = userToken;
  cart.hidePrices = hidePrices;
}
