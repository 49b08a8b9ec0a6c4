import { redirect, type ActionFunctionArgs } from 'react-router';
import { decodeCartCookieWithRevision } from '../../../shared/cart-cookie-lines.ts';
import { encodeCartCookie } from '../../../shared/cart-cookie-encode.ts';
import { CART_COOKIE, CART_COOKIE_MAX_AGE_DAYS, cartPathCookies, readCookie } from '../../../shared/cart-cookie.ts';
import { nextCartRevision } from '../../../shared/cart-revision.ts';
import { cappedQuantity, lineStockLimits } from '../../../shared/orders/cart-stock.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { ApiError, apiClientContext } from '../../../client/api/api-client.ts';
import type { LineRequest } from '../../../client/app/server-actions.ts';
import { MAX_LINE_QUANTITY } from '../../../shared/orders/max-line-quantity.ts';
import { priceCookieLines } from './cart-loader.ts';

/**
 * A cart line's form on the server (client/pages/cart/cart-line-action.ts): prices the
 * cookie's lines as /cart shows them, finds the line by its id, caps a quantity at the stock
 * left for it exactly as the stepper does (a quantity that is not a whole number of at least 1
 * changes nothing), writes the cookie of the cart paths at a new revision
 * (shared/cart-revision.ts) and answers 303 back to /cart, which shows the new lines and summary.
 */
export async function changeCookieCartLine(storefront: PublicStorefront, { request, context }: ActionFunctionArgs, { intent, id, wanted }: LineRequest): Promise<Response> {
  const back = () => redirect('/cart', 303);
  const cookie = decodeCartCookieWithRevision(readCookie(request.headers.get('cookie'), CART_COOKIE));
  if (!cookie || (intent === 'quantity' && wanted === null)) return back();
  let priced;
  try {
    priced = await priceCookieLines(context.get(apiClientContext), storefront.id, cookie.lines);
  } catch (error) {
    // /cart says what went wrong when it prices the lines again.
    if (!(error instanceof ApiError)) console.error('Cart pricing failed', error);
    return back();
  }
  const target = priced.items.find((line) => line.item.id === id);
  if (!target) return back();
  let lines = cookie.lines;
  if (intent === 'remove-line') {
    lines = lines.filter((_line, index) => index !== target.index);
  } else {
    const limits = lineStockLimits(
      priced.items.map((line) => line.item),
      new Map(priced.check.stock),
    );
    const quantity = cappedQuantity(wanted ?? 1, limits.get(id), MAX_LINE_QUANTITY);
    lines = lines.map((line, index) => (index === target.index ? { ...line, quantity } : line));
  }
  const headers = new Headers();
  const value = encodeCartCookie(lines, nextCartRevision(cookie.revision, Date.now()));
  const secure = new URL(request.url).protocol === 'https:';
  for (const header of cartPathCookies(CART_COOKIE, value, CART_COOKIE_MAX_AGE_DAYS * 86_400, secure)) headers.append('set-cookie', header);
  return redirect('/cart', { status: 303, headers });
}
