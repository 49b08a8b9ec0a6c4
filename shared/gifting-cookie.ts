import type { KitTokens } from './kits/kit-links.ts';
import { GIFTING_COOKIE, GIFTING_TOKEN, type GiftingState } from './gifting-cookie-value.ts';

export { decodeGiftingCookie, GIFTING_COOKIE, giftingFromCookies, type GiftingState } from './gifting-cookie-value.ts';

/**
 * Gifting mode (docs/product.md §4) as the server sees it: the cookie `gifting` holds the kit's
 * two tokens and its hide-prices flag, on every path, so the server renders every page as the
 * gifting shopper sees it (the banner, the reduced top bar, prices hidden) and hydration changes
 * nothing (docs/decisions/0255-gifting-mode-in-a-cookie.md). The browser's cart keeps the same
 * three fields (shared/cart.ts) and writes the cookie whenever they change. Pure.
 */

/** Browsers keep a cookie at most 400 days. */
export const GIFTING_COOKIE_MAX_AGE_SECONDS = 400 * 86_400;

/** The cookie's value: both tokens (URL-safe by the kit links' rules) and 1 or 0 for hidden prices. */
export function encodeGiftingCookie(state: GiftingState): string | null {
  if (!GIFTING_TOKEN.test(state.token) || !GIFTING_TOKEN.test(state.userToken)) return null;
  return `${state.token}.${state.userToken}.${state.hidePrices ? 1 : 0}`;
}

/** The Set-Cookie value (or `document.cookie` assignment) that keeps `state`, or removes the cookie for null. */
export function giftingCookieHeader(state: GiftingState | null, secure: boolean): string {
  const value = state ? encodeGiftingCookie(state) : null;
  return `${GIFTING_COOKIE}=${value ?? ''}; Path=/; SameSite=Lax; Max-Age=${value ? GIFTING_COOKIE_MAX_AGE_SECONDS : 0}${secure ? '; Secure' : ''}`;
}

/** Whether two gifting states name the same kit link. */
export function sameKit(a: KitTokens | null, b: KitTokens | null): boolean {
  return a !== null && b !== null && a.token === b.token && a.userToken === b.userToken;
}
