import { CART_COOKIE, cartPathCookies } from '../../shared/cart-cookie.ts';
import { encodeCartCookie } from '../../shared/cart-cookie-encode.ts';
import type { CartItem } from '../../shared/cart.ts';
import { orderLinesFromCart } from '../../shared/orders/cart-order-lines.ts';

/** Writes the cart's cookie for /cart and /checkout (an empty cart removes it). Loaded lazily by cart-cookie.ts. */
export function writeCartCookie(items: readonly CartItem[], lifetimeMs: number): void {
  const value = encodeCartCookie(orderLinesFromCart(items));
  for (const cookie of cartPathCookies(CART_COOKIE, value, Math.floor(lifetimeMs / 1000), location.protocol === 'https:')) document.cookie = cookie;
}
