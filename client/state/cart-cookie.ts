import { CART_COOKIE, CART_COOKIE_PATH, CART_PLACED_COOKIE, encodeCartCookie, readCookie } from '../../shared/cart-cookie.ts';
import type { CartItem } from '../../shared/cart.ts';
import { orderLinesFromCart } from '../../shared/orders/cart-order-lines.ts';

/**
 * Mirrors the cart's order lines into a cookie sent only to /checkout, so the server can show
 * and place the order when the page posts without JavaScript (shared/cart-cookie.ts, ADR 0123).
 * Browser only.
 */
export function writeCartCookie(items: readonly CartItem[]): void {
  const value = encodeCartCookie(orderLinesFromCart(items));
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = value ? '; Max-Age=2592000' : '; Max-Age=0';
  document.cookie = `${CART_COOKIE}=${value}; Path=${CART_COOKIE_PATH}; SameSite=Lax${lifetime}${secure}`;
}

/**
 * Whether the server placed an order from the cookie (a checkout without JavaScript): then the
 * stored cart is what was ordered and must be emptied. The marker is removed once read.
 */
export function takeOrderPlacedMarker(): boolean {
  if (readCookie(document.cookie, CART_PLACED_COOKIE) === null) return false;
  document.cookie = `${CART_PLACED_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
  return true;
}
