import type { CartItem } from '../../shared/cart.ts';
import { addCartLine, removeCartLine, setCartLineQuantity } from '../../shared/cart-lines.ts';
import { getCartStore } from './cart-store.ts';

/**
 * The local cart operations of docs/product.md §7 (add item, update quantity, remove item, clear,
 * set gift token), as valtio module functions on the browser's cart store. Browser only.
 */
export function addItemToCart(item: Omit<CartItem, 'id'>): void {
  const cart = getCartStore();
  cart.items = addCartLine(cart.items, item);
}

export function updateCartItemQuantity(id: string, quantity: number): void {
  const cart = getCartStore();
  cart.items = setCartLineQuantity(cart.items, id, quantity);
}

export function removeCartItem(id: string): void {
  const cart = getCartStore();
  cart.items = removeCartLine(cart.items, id);
}

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
