import { CART_COOKIE_MAX_AGE_DAYS, CART_PLACED_COOKIE, readCookie } from '../../shared/cart-cookie.ts';
import type { CartItem } from '../../shared/cart.ts';
import { nextCartRevision } from '../../shared/cart-revision.ts';
import { MIRRORED_UNTIL_KEY, cookieMirrorStale } from './cart-store.ts';

/** The revision of the stored cart: the one it last wrote to the cookie or took from it (shared/cart-revision.ts). */
const REVISION_KEY = 'cartRevision';
const DAY = 86_400_000;

/**
 * Mirrors the cart's order lines into the cart paths' cookie (ADR 0123), so the server can show
 * the cart and place the order without JavaScript. The encoder loads only when there is
 * something to write. Browser only.
 */
export function mirrorCartToCookie(items: readonly CartItem[], onlyIfStale = false): void {
  if (onlyIfStale && !cookieMirrorStale(items)) return;
  void import('./cart-cookie-writer.ts')
    .then(({ writeCartCookie }) => {
      const revision = nextCartRevision(storedCartRevision(), Date.now());
      writeCartCookie(items, CART_COOKIE_MAX_AGE_DAYS * DAY, revision);
      try {
        localStorage.setItem(REVISION_KEY, String(revision));
        localStorage.setItem(MIRRORED_UNTIL_KEY, String(items.length ? Date.now() + CART_COOKIE_MAX_AGE_DAYS * DAY : 0));
      } catch {
        // Storage disabled: the cookie is written again on the next page.
      }
    })
    .catch((error: unknown) => console.error('Cart cookie not written', error));
}

/** The revision of the stored cart (0: none yet). */
export function storedCartRevision(): number {
  try {
    return Number(localStorage.getItem(REVISION_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/** Records that the stored cart is the cookie's cart of `revision` (taken over from the server). */
export function adoptCookieRevision(revision: number): void {
  try {
    localStorage.setItem(REVISION_KEY, String(revision));
  } catch {
    // Storage disabled: the next write stamps a newer revision anyway.
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
