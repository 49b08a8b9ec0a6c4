import { readCookie } from '../../shared/cart-cookie.ts';
import type { CartState } from '../../shared/cart.ts';
import { decodeGiftingCookie, encodeGiftingCookie, GIFTING_COOKIE, giftingCookieHeader } from '../../shared/gifting-cookie.ts';

// The cart's gifting fields and the `gifting` cookie the server reads (ADR 0255). Loaded only
// when there is gifting state to keep in step, not with every page.

/**
 * At load: the server opened a kit link when the cookie names another kit than the cart; an
 * empty cart takes it, a cart with lines is kept (the kit page asks first). Then the cookie is
 * written from the cart, so a cart's gifting state without the cookie (or a kept cart) reaches it.
 */
export function reconcileGifting(cart: CartState): void {
  const cookie = decodeGiftingCookie(readCookie(document.cookie, GIFTING_COOKIE));
  const same = cookie?.token === cart.giftingToken && cookie?.userToken === cart.giftingUserToken;
  if (cookie && (same || cart.items.length === 0)) Object.assign(cart, { giftingToken: cookie.token, giftingUserToken: cookie.userToken, hidePrices: cookie.hidePrices });
  mirrorGifting(cart);
}

/** Writes the cart's gifting state into the cookie (removes it outside gifting mode) when it differs. */
export function mirrorGifting(cart: CartState): void {
  const state = cart.giftingToken && cart.giftingUserToken ? { token: cart.giftingToken, userToken: cart.giftingUserToken, hidePrices: cart.hidePrices } : null;
  const value = (state && encodeGiftingCookie(state)) ?? '';
  if ((readCookie(document.cookie, GIFTING_COOKIE) ?? '') === value) return;
  document.cookie = giftingCookieHeader(state, location.protocol === 'https:');
}
