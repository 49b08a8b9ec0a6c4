import { CART_COOKIE, CART_COOKIE_PATH } from '../../shared/cart-cookie.ts';
import { encodeCartCookie } from '../../shared/cart-cookie-encode.ts';
import type { CartItem } from '../../shared/cart.ts';
import { orderLinesFromCart } from '../../shared/orders/cart-order-lines.ts';

/** Writes the checkout's cart cookie (an empty cart removes it). Loaded lazily by cart-cookie.ts. */
export function writeCartCookie(items: readonly CartItem[], lifetimeMs: number): void {
  const value = encodeCartCookie(orderLinesFromCart(items));
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = value ? Math.floor(lifetimeMs / 1000) : 0;
  document.cookie = `${CART_COOKIE}=${value}; Path=${CART_COOKIE_PATH}; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}
