import { proxy, subscribe } from 'valtio';
import type { CartState } from '../../shared/cart.ts';
import { parseStoredCart } from '../../shared/stored-cart.ts';
import { CART_PLACED_COOKIE } from '../../shared/cart-placed-cookie.ts';
import { readCookie } from '../../shared/cart-cookie.ts';
import { decodeGiftingCookie, encodeGiftingCookie, GIFTING_COOKIE, giftingCookieHeader } from '../../shared/gifting-cookie.ts';

/** localStorage key of the cart (per origin, so per store). */
export const CART_STORAGE_KEY = 'cart';

let store: CartState | null = null;

/** The cookie mirror (ADR 0123) loads only when there is something to mirror, not with every page. */
const cartCookie = () => import('./cart-cookie.ts');

/**
 * Until when the cart cookies hold (ms since epoch), remembered beside the cart by ./cart-cookie.ts.
 * (Renamed when the cookie got the /cart path too, so carts mirrored to /checkout alone are written again.)
 */
export const MIRRORED_UNTIL_KEY = 'cartCookiesUntil';
const RENEW_WITHIN_MS = 30 * 86_400_000;

/**
 * Whether a stored cart with lines needs its cookie written again (missing, or expiring within
 * 30 days). Read here, so a page whose cart's cookie is fresh loads no cookie code (ADR 0151).
 */
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
  // Gifting mode: the server opened a kit link (ADR 0255) when the cookie names another kit; an
  // empty cart takes it, a cart with lines is kept (the kit page asks first) and the cookie is
  // written from the cart again, as it is when the cookie is missing.
  const cookieGifting = decodeGiftingCookie(readCookie(document.cookie, GIFTING_COOKIE));
  const sameTokens = cookieGifting?.token === cart.giftingToken && cookieGifting?.userToken === cart.giftingUserToken;
  if (cookieGifting && (sameTokens || cart.items.length === 0)) Object.assign(cart, { giftingToken: cookieGifting.token, giftingUserToken: cookieGifting.userToken, hidePrices: cookieGifting.hidePrices });
  let mirroredGifting = cookieGifting && encodeGiftingCookie(cookieGifting);
  let mirroredItems = cart.items;
  const mirrorGifting = () => {
    const state = cart.giftingToken && cart.giftingUserToken ? { token: cart.giftingToken, userToken: cart.giftingUserToken, hidePrices: cart.hidePrices } : null;
    const value = state && encodeGiftingCookie(state);
    if (value === mirroredGifting) return;
    mirroredGifting = value;
    document.cookie = giftingCookieHeader(state, location.protocol === 'https:');
  };
  mirrorGifting();
  subscribe(cart, () => {
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
    } catch {
      // Storage full or disabled: the cart still works for this page.
    }
    mirrorGifting();
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
