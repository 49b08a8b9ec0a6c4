/**
 * The browser's cart lives in localStorage (spec: cart operations are local). So that the cart
 * and the checkout also work without JavaScript (issue 9, docs/decisions/0123-checkout-form-action.md),
 * the browser mirrors what the server needs of it — the order lines, never prices — into a cookie
 * sent only to /cart, /checkout and /kit (a gift's selection, ADR 0293; one cookie per path: a
 * cookie on `/` would keep every page out of the edge cache, ADR 0132). A cart too large for a
 * cookie is marked as such.
 */
export const CART_COOKIE = 'cart_lines';
/** The gift card / promo code the cart uses, for the server (same paths as the cart's lines). */
export const GIFT_CODE_COOKIE = 'cart_code';
/** Set by the server after it placed an order from the cookie: the browser empties its cart. */
import { CART_PLACED_COOKIE } from './cart-placed-cookie.ts';

export { CART_PLACED_COOKIE };
/** The only paths the cart's cookies are sent to. */
export const CART_COOKIE_PATHS = ['/cart', '/checkout', '/kit'] as const;
/** A cart whose lines do not fit a cookie (browsers keep about 4 KB per cookie). */
export const CART_TOO_LARGE = 'too-large';
/** Browsers keep a cookie at most 400 days; the cart store writes it again before then. */
export const CART_COOKIE_MAX_AGE_DAYS = 400;

/**
 * One cookie on every cart path (a Set-Cookie value, or a `document.cookie` assignment, each):
 * an empty value removes it.
 */
export function cartPathCookies(name: string, value: string, maxAgeSeconds: number, secure: boolean): string[] {
  const maxAge = value ? maxAgeSeconds : 0;
  return CART_COOKIE_PATHS.map((path) => `${name}=${value}; Path=${path}; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`);
}

/**
 * What the server sets once it placed an order from the cart's cookie: the lines gone, and the
 * marker that has the browser empty its stored cart on its next page.
 */
export function placedCartCookies(): string[] {
  return [...cartPathCookies(CART_COOKIE, '', 0, false), `${CART_PLACED_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=31536000`];
}

/** The gift code of the cart's cookie value, or null (a value that is not one is none). */
export function decodeGiftCodeCookie(value: string | null): string | null {
  if (!value) return null;
  try {
    const code = decodeURIComponent(value).trim();
    return code && code.length <= 200 ? code : null;
  } catch {
    return null;
  }
}

/** A cookie's value from a Cookie header (or document.cookie), or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}
