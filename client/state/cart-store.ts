import { proxy, subscribe } from 'valtio';
import { parseStoredCart, type CartState } from '../../shared/cart.ts';
import { mirrorCartToCookie, takeOrderPlacedMarker } from './cart-cookie.ts';

/** localStorage key of the cart (per origin, so per store). */
export const CART_STORAGE_KEY = 'cart';

let store: CartState | null = null;

/**
 * The browser's cart (spec: cart operations are local). Created on first use in the browser
 * only, never on the server, persisted to localStorage (its order lines also to a cookie for the
 * checkout without JavaScript) and kept in step across tabs.
 */
export function getCartStore(): CartState {
  if (store) return store;
  const cart = proxy<CartState>(parseStoredCart(readStorage()));
  let mirroredItems = cart.items;
  subscribe(cart, () => {
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
    } catch {
      // Storage full or disabled: the cart still works for this page.
    }
    // Only a change of the lines matters to the checkout (not the gifting fields).
    if (cart.items !== mirroredItems) mirrorCartToCookie((mirroredItems = cart.items));
  });
  mirrorCartToCookie(cart.items, true);
  // An order placed without JavaScript ordered this cart: it is done (ADR 0123). After
  // subscribing, so the emptied cart is stored too.
  if (takeOrderPlacedMarker()) cart.items = [];
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_STORAGE_KEY) return;
    Object.assign(cart, parseStoredCart(event.newValue));
  });
  store = cart;
  return cart;
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}
