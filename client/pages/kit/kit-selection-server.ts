import type { CartItem } from '../../../shared/cart.ts';
import { decodeCartCookieWithRevision } from '../../../shared/cart-cookie-lines.ts';
import { encodeCartCookie } from '../../../shared/cart-cookie-encode.ts';
import { CART_COOKIE, CART_COOKIE_MAX_AGE_DAYS, cartPathCookies, readCookie } from '../../../shared/cart-cookie.ts';
import { nextCartRevision } from '../../../shared/cart-revision.ts';
import { decodeGiftingCookie, GIFTING_COOKIE, sameKit } from '../../../shared/gifting-cookie.ts';
import type { KitTokens } from '../../../shared/kits/kit-links.ts';
import type { OrderLineInput } from '../../../shared/schemas/checkout.ts';
import type { ApiClient } from '../../api/api-client.ts';
import { priceCookieLines, type PricedCookieLine } from '../cart/cart-loader.ts';

/**
 * A gift's selection as the server sees it (docs/decisions/0293-kits-without-javascript.md;
 * server only): the cart's lines cookie, which is sent to /kit as well as to /cart and /checkout,
 * belongs to a kit when the gifting cookie names that kit. The kit page, its actions and the
 * kit's checkout read and write it here; the browser's cart store takes a newer cookie over its
 * stored cart (shared/cart-revision.ts), so both sides keep one selection.
 */

/** The selection the server rendered: the priced items and the cookie's revision. */
export type ServerSelection = { items: CartItem[]; revision: number };

/** The cookie's lines and revision, and whether the gifting cookie names this kit. */
export function readSelection(request: Request, tokens: KitTokens): { lines: OrderLineInput[]; revision: number; ours: boolean; giftingSet: boolean } {
  const cookies = request.headers.get('cookie');
  const gifting = decodeGiftingCookie(readCookie(cookies, GIFTING_COOKIE));
  const cart = decodeCartCookieWithRevision(readCookie(cookies, CART_COOKIE)) ?? { lines: [], revision: 0 };
  return { ...cart, ours: sameKit(gifting, tokens), giftingSet: gifting !== null };
}

/** The Set-Cookie values that store `lines` on every cart path at a revision after `previous`. */
export function selectionCookies(request: Request, lines: readonly OrderLineInput[], previous: number): { headers: string[]; revision: number } {
  const revision = nextCartRevision(previous, Date.now());
  const secure = new URL(request.url).protocol === 'https:';
  return { headers: cartPathCookies(CART_COOKIE, encodeCartCookie(lines, revision), CART_COOKIE_MAX_AGE_DAYS * 86_400, secure), revision };
}

/** The lines priced as the cart prices them (the items the browser would have stored). Throws the API's error. */
export async function priceSelection(api: ApiClient, storefrontId: number, lines: readonly OrderLineInput[]): Promise<PricedCookieLine[]> {
  if (lines.length === 0) return [];
  return (await priceCookieLines(api, storefrontId, lines)).items;
}
