import { CART_COOKIE_MAX_AGE_DAYS, CART_PLACED_COOKIE, readCookie } from '../../shared/cart-cookie.ts';
import type { CartItem } from '../../shared/cart.ts';

/**
 * Until when the cart cookies hold (ms since epoch), remembered beside the cart. (Renamed when
 * the cookie got the /cart path too, so carts mirrored to /checkout alone are written again.)
 */
const MIRRORED_UNTIL_KEY = 'cartCookiesUntil';
const DAY = 86_400_000;

/**
 * Mirrors the cart's order lines into the cookie of /cart and /checkout (shared/cart-cookie.ts,
 * ADR 0123), so the server can show the cart and place the order without JavaScript. The
 * encoder is loaded only when there is something to write (a changed cart, or a stored cart
 * whose cookie is missing or about to expire), never with every page. Browser only.
 */
export function mirrorCartToCookie(items: readonly CartItem[], onlyIfStale = false): void {
  if (onlyIfStale && (items.length === 0 || mirroredUntil() > Date.now() + 30 * DAY)) return;
  void import('./cart-cookie-writer.ts')
    .then(({ writeCartCookie }) => {
      writeCartCookie(items, CART_COOKIE_MAX_AGE_DAYS * DAY);
      try {
        localStorage.setItem(MIRRORED_UNTIL_KEY, String(items.length ? Date.now() + CART_COOKIE_MAX_AGE_DAYS * DAY : 0));
      } catch {
        // Storage disabled: the cookie is written again on the next page.
      }
    })
    .catch((error: unknown) => console.error('Cart cookie not written', error));
}

function mirroredUntil(): number {
  try {
    return Number(localStorage.getItem(MIRRORED_UNTIL_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
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
