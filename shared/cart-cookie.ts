/**
 * The browser's cart lives in localStorage (spec: cart operations are local). So that the
 * checkout also works without JavaScript (issue 9, docs/decisions/0123-checkout-form-action.md),
 * the browser mirrors what the server needs of it — the order lines, never prices — into a cookie
 * sent only to /checkout. A cart too large for a cookie is marked as such.
 */
export const CART_COOKIE = 'cart_lines';
/** Set by the server after it placed an order from the cookie: the browser empties its cart. */
export const CART_PLACED_COOKIE = 'cart_placed';
export const CART_COOKIE_PATH = '/checkout';
/** A cart whose lines do not fit a cookie (browsers keep about 4 KB per cookie). */
export const CART_TOO_LARGE = 'too-large';
/** Browsers keep a cookie at most 400 days; the cart store writes it again before then. */
export const CART_COOKIE_MAX_AGE_DAYS = 400;

/** A cookie's value from a Cookie header (or document.cookie), or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}
