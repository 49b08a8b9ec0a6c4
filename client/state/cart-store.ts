import { proxy, subscribe } from 'valtio';
import type { CartState } from '../../shared/cart.ts';
import { parseStoredCart } from '../../shared/stored-cart.ts';
import { CART_PLACED_COOKIE } from '../../shared/cart-placed-cookie.ts';
import { GIFTING_COOKIE } from '../../shared/gifting-cookie-value.ts';

/** localStorage key of the cart (per origin, so per store). */
const CART_STORAGE_KEY = 'cart';

let store: CartState | null = null;

/** The cookie mirror (ADR 0123) loads only when there is something to mirror, not with every page. */
const cartCookie = () => import('./cart-cookie.ts');

/** Until when the cart cookies hold (ms since epoch), remembered beside the cart by ./cart-cookie.ts. */
export const MIRRORED_UNTIL_KEY = 'cartCookiesUntil';
const RENEW_WITHIN_MS = 30 * 86_400_000;

/** Whether a stored cart with lines needs its cookie written again; read here, so a fresh cookie loads no cookie code (ADR 0151). */
export function cookieMirrorStale(items: readonly unknown[]): boolean {
  if (items.length === 0) return false;
  try {
    return (Number(localStorage.getItem(MIRRORED_UNTIL_KEY) ?? 0) || 0) <= Date.now() + RENEW_WITHIN_MS;
  } catch {
    return true;
  }
}

/**
 * The browser's cart (spec: cart operations are local). Created on first use in the browser
 * only, never on the server, persisted to localStorage (its order lines also to a cookie for the
 * checkout without JavaScript) and kept in step across tabs.
 */
export function getCartStore(): CartState {
  if (store) return store;
  const cart = proxy<CartState>(parseStoredCart(readStorage()));
  // Gifting mode and its cookie are kept in step (ADR 0255), by code loaded only when either has some.
  const giftingOf = () => `${cart.giftingToken}.${cart.giftingUserToken}.${cart.hidePrices}`;
  let giftingSeen = giftingOf();
  const giftingSync = () => import('./gifting-cookie-sync.ts');
  if (cart.giftingToken || document.cookie.includes(`${GIFTING_COOKIE}=`)) void giftingSync().then(({ reconcileGifting }) => reconcileGifting(cart));
  let mirroredItems = cart.items;
  subscribe(cart, () => {
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
    } catch {
      // Storage full or disabled: the cart still works for this page.
    }
    if (giftingOf() !== giftingSeen) {
      giftingSeen = giftingOf();
      void giftingSync().then(({ mirrorGifting }) => mirrorGifting(cart));
    }
    // Only a change of the lines matters to the checkout (not the gifting fields).
    if (cart.items === mirroredItems) return;
    const items = (mirroredItems = cart.items);
    void cartCookie().then(({ mirrorCartToCookie }) => mirrorCartToCookie(items));
  });
  // A stored cart's cookie may need renewing; an order placed without JavaScript ordered this
  // cart, so it is done (ADR 0123): emptied after subscribing, so the empty cart is stored too.
  if (cookieMirrorStale(cart.items) || document.cookie.includes(`${CART_PLACED_COOKIE}=`)) {
    void cartCookie().then(({ mirrorCartToCookie, takeOrderPlacedMarker }) => {
      if (takeOrderPlacedMarker()) cart.items = [];
      else mirrorCartToCookie(cart.items, true);
    });
  }
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
