import { CART_COOKIE, cartPathCookies } from '../../shared/cart-cookie.ts';
import { encodeCartCookie } from '../../shared/cart-cookie-encode.ts';
import type { CartItem } from '../../shared/cart.ts';
import { orderLinesFromCart } from '../../shared/orders/cart-order-lines.ts';

/**
 * Writes the cart's cookie for the cart paths at `revision` (shared/cart-revision.ts; an
 * empty cart removes it). Loaded lazily by cart-cookie.ts.
 */
export function writeCartCookie(items: readonly CartItem[], lifetimeMs: number, revision: number): void {
  const lines = orderLinesFromCart(items);
  // The browser's empty cart needs no marker: its stored cart is empty too.
  const value = encodeCartCookie(lines, lines.length ? revision : 0);
  for (const cookie of cartPathCookies(CART_COOKIE, value, Math.floor(lifetimeMs / 1000), location.protocol === 'https:')) document.cookie = cookie;
}
