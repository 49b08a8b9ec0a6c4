import { decodeCartCookieWithRevision } from '../../../shared/cart-cookie-lines.ts';
import { encodeCartCookie } from '../../../shared/cart-cookie-encode.ts';
import { CART_COOKIE, CART_COOKIE_MAX_AGE_DAYS, cartPathCookies, readCookie } from '../../../shared/cart-cookie.ts';
import { nextCartRevision } from '../../../shared/cart-revision.ts';
import { decodeGiftingCookie, GIFTING_COOKIE, giftingCookieHeader, sameKit } from '../../../shared/gifting-cookie.ts';
import type { KitTokens } from '../../../shared/kits/kit-links.ts';
import type { OrderLineInput } from '../../../shared/schemas/checkout.ts';
import type { Kit } from '../../../shared/schemas/kit-order.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import type { ServerActions, ServerSelection } from '../../../client/app/server-actions.ts';
import type { ApiClient } from '../../../client/api/api-client.ts';
import { priceCookieLines, type PricedCookieLine } from './cart-loader.ts';

/**
 * A gift's selection as the server sees it (docs/decisions/0293-kits-without-javascript.md):
 * the cart's lines cookie, which is sent to /kit as well as to /cart and /checkout,
 * belongs to a kit when the gifting cookie names that kit. The kit page, its actions and the
 * kit's checkout read and write it here; the browser's cart store takes a newer cookie over its
 * stored cart (shared/cart-revision.ts), so both sides keep one selection.
 */

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

/**
 * The kit page's selection (its loader on the server): gifting mode starts here, in a cookie every
 * page reads (ADR 0255), and the selection is the cart's cookie (ADR 0293). A cart or another
 * gift's selection is not dropped without asking (`confirm`: the page's confirmation, a plain
 * link that comes back with `open`).
 */
export async function kitSelection(storefront: PublicStorefront, request: Request, api: ApiClient, tokens: KitTokens, kit: Kit, open: boolean): ReturnType<ServerActions['kitSelection']> {
  const current = readSelection(request, tokens);
  const secure = new URL(request.url).protocol === 'https:';
  if (kit.ordered) return { selection: null, headers: current.ours ? new Headers({ 'set-cookie': giftingCookieHeader(null, secure) }) : null };
  if (!current.ours && !open && (current.giftingSet || current.lines.length > 0)) return 'confirm';
  const headers = new Headers({ 'set-cookie': giftingCookieHeader({ ...tokens, hidePrices: kit.hide_prices }, secure) });
  if (!current.ours) {
    // Opening the gift empties the cart (docs/product.md §4); the browser learns it from the revision.
    if (current.lines.length === 0) return { selection: { items: [], revision: current.revision }, headers };
    const emptied = selectionCookies(request, [], current.revision);
    for (const header of emptied.headers) headers.append('set-cookie', header);
    return { selection: { items: [], revision: emptied.revision }, headers };
  }
  let items: ServerSelection['items'] = [];
  try {
    items = (await priceSelection(api, storefront.id, current.lines)).map((line) => line.item);
  } catch (error) {
    // Slots show empty; the checkout prices the lines again and says what is wrong.
    console.error('Kit selection pricing failed', error);
  }
  return { selection: { items, revision: current.revision }, headers };
}
