import type { LoaderFunctionArgs } from 'react-router';
import { decodeCartCookie } from '../../../shared/cart-cookie-lines.ts';
import { CART_COOKIE, CART_TOO_LARGE, GIFT_CODE_COOKIE, decodeGiftCodeCookie, readCookie } from '../../../shared/cart-cookie.ts';
import type { OrderLineInput } from '../../../shared/schemas/checkout.ts';
import { QuoteAnswerSchema, type Quote } from '../../../shared/schemas/orders.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { ApiError, apiClientContext } from '../../api/api-client.ts';
import { isGiftCardError } from './use-checkout-quote.ts';
import { kitTokensFrom } from '../../../shared/kits/kit-links.ts';
import type { KitCheckoutSeed } from './kit/kit-checkout-server.ts';

/**
 * What the checkout page starts from. `key`: the idempotency key of this page's order (a hidden
 * field, so a post without JavaScript carries it too). On the server the cart comes from the
 * cookie the browser mirrors it into (shared/cart-cookie.ts): `lines` and the server's `quote`
 * (with the gift card of the cart's code cookie, when it is a usable one) are in the first HTML. In the browser `lines` is null: the page reads the stored cart itself.
 */
export type CheckoutData = {
  key: string;
  lines: OrderLineInput[] | null;
  quote: Quote | null;
  quoteError: string | null;
  /** The cart did not fit the cookie: without JavaScript it cannot be checked out. */
  cartTooLarge: boolean;
  /** A kit link's checkout on the server: its selection from the cart's cookie (ADR 0293); else null. */
  kit: KitCheckoutSeed | null;
};

/** The checkout's data (docs/decisions/0123-checkout-form-action.md); the access guard runs before it. */
export async function checkoutLoader({ request, context }: LoaderFunctionArgs, storefront: PublicStorefront): Promise<CheckoutData> {
  const key = crypto.randomUUID();
  if (typeof window !== 'undefined') return { key, lines: null, quote: null, quoteError: null, cartTooLarge: false, kit: null };
  const tokens = kitTokensFrom(new URL(request.url).searchParams);
  if (tokens) {
    const { kitCheckoutSeed } = await import('./kit/kit-checkout-server.ts');
    return { key, lines: null, quote: null, quoteError: null, cartTooLarge: false, kit: await kitCheckoutSeed(request, context.get(apiClientContext), storefront, tokens) };
  }
  const cookies = request.headers.get('cookie');
  const cookie = readCookie(cookies, CART_COOKIE);
  const lines = decodeCartCookie(cookie) ?? [];
  if (lines.length === 0) return { key, lines, quote: null, quoteError: null, cartTooLarge: cookie === CART_TOO_LARGE, kit: null };
  const code = decodeGiftCodeCookie(readCookie(cookies, GIFT_CODE_COOKIE));
  const api = context.get(apiClientContext);
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
