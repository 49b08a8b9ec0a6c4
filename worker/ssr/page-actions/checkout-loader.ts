import type { LoaderFunctionArgs } from 'react-router';
import { decodeCartCookie } from '../../../shared/cart-cookie-lines.ts';
import { CART_COOKIE, CART_TOO_LARGE, GIFT_CODE_COOKIE, decodeGiftCodeCookie, readCookie } from '../../../shared/cart-cookie.ts';
import { kitTokensFrom } from '../../../shared/kits/kit-links.ts';
import { QuoteAnswerSchema } from '../../../shared/schemas/orders.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { ApiError, apiClientContext } from '../../../client/api/api-client.ts';
import type { CheckoutData } from '../../../client/app/server-actions.ts';
import { isGiftCardError } from '../../../client/pages/checkout/use-checkout-quote.ts';
import { kitCheckoutSeed } from './kit-checkout.ts';

/**
 * The checkout's data on the server (docs/decisions/0123-checkout-form-action.md): the cart comes
 * from the cookie the browser mirrors it into (shared/cart-cookie.ts), so its `lines` and the
 * server's `quote` (with the gift card of the cart's code cookie, when it is a usable one) are in
 * the first HTML; a kit link's checkout starts from its selection (./kit-checkout.ts).
 */
export async function checkoutData(storefront: PublicStorefront, { request, context }: LoaderFunctionArgs, key: string): Promise<CheckoutData> {
  const api = context.get(apiClientContext);
  const tokens = kitTokensFrom(new URL(request.url).searchParams);
  if (tokens) return { key, lines: null, quote: null, quoteError: null, cartTooLarge: false, kit: await kitCheckoutSeed(request, api, storefront, tokens) };
  const cookies = request.headers.get('cookie');
  const cookie = readCookie(cookies, CART_COOKIE);
  const lines = decodeCartCookie(cookie) ?? [];
  if (lines.length === 0) return { key, lines, quote: null, quoteError: null, cartTooLarge: cookie === CART_TOO_LARGE, kit: null };
  const code = decodeGiftCodeCookie(readCookie(cookies, GIFT_CODE_COOKIE));
  const quote = (gift_card_code: string | null) => api.send('POST', `/storefronts/${storefront.id}/checkout/quote`, QuoteAnswerSchema, { items: lines, gift_card_code });
  try {
    // A code that is no longer a usable card is left out, as the browser drops it (use-checkout-quote.ts).
    const answer = await quote(code).catch((error: unknown) => (code && isGiftCardError(error) ? quote(null) : Promise.reject(error)));
    return { key, lines, quote: answer.data, quoteError: null, cartTooLarge: false, kit: null };
  } catch (error) {
    // The page says the summary could not be loaded; the browser asks again once it runs.
    if (!(error instanceof ApiError)) console.error('Checkout quote failed', error);
    return { key, lines, quote: null, quoteError: error instanceof ApiError ? error.message : null, cartTooLarge: false, kit: null };
  }
}
