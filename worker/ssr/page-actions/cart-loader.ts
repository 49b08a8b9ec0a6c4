import type { LoaderFunctionArgs } from 'react-router';
import type { CartItem } from '../../../shared/cart.ts';
import { decodeCartCookieWithRevision } from '../../../shared/cart-cookie-lines.ts';
import { CART_COOKIE, CART_TOO_LARGE, GIFT_CODE_COOKIE, decodeGiftCodeCookie, readCookie } from '../../../shared/cart-cookie.ts';
import { cartLineId } from '../../../shared/cart-lines.ts';
import { formatGiftAmount } from '../../../shared/gift-amount.ts';
import type { OrderLineInput } from '../../../shared/schemas/checkout.ts';
import { GiftCardBalanceAnswerSchema, QuoteAnswerSchema, type PricedLine } from '../../../shared/schemas/orders.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { VariantCheckAnswerSchema } from '../../../shared/schemas/variant-check.ts';
import { ApiError, apiClientContext, type ApiClient } from '../../../client/api/api-client.ts';
import { _ } from '../../../shared/translatable.ts';
import type { CartCheckSeed, CartData, ServerCart } from '../../../client/app/server-actions.ts';
import type { GiftCardState } from '../../../client/state/gift-card-store.ts';

/**
 * The cart page's data (docs/decisions/0123-checkout-form-action.md). On the server the cart is
 * the cookie the browser mirrors it into: its lines priced as the checkout prices them, the
 * stock of their sizes and the gift card applied without JavaScript, so the page is complete in
 * the first HTML (and hydrates with exactly that before it turns to the stored cart).
 */
export async function cartData(storefront: PublicStorefront, { request, context }: LoaderFunctionArgs): Promise<CartData> {
  const cookies = request.headers.get('cookie');
  const lineCookie = readCookie(cookies, CART_COOKIE);
  const { lines, revision } = decodeCartCookieWithRevision(lineCookie) ?? { lines: [], revision: 0 };
  const code = decodeGiftCodeCookie(readCookie(cookies, GIFT_CODE_COOKIE));
  const api = context.get(apiClientContext);
  const empty: ServerCart = { items: [], problems: [], check: { inactive: [], stock: [] }, giftCard: null, error: null, tooLarge: lineCookie === CART_TOO_LARGE, revision };
  // The gift card shows only beside lines: an empty cart asks nothing.
  if (lines.length === 0) return { cart: empty };
  const giftCard = code ? await giftCardOf(api, storefront.id, code) : null;
  try {
    const { items, problems, check } = await priceCookieLines(api, storefront.id, lines);
    return { cart: { ...empty, items: items.map((line) => line.item), problems, check, giftCard } };
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('Cart pricing failed', error);
    return { cart: { ...empty, giftCard, error: error instanceof ApiError ? error.message : _('Server error. Please try again later.') } };
  }
}

/** A cookie line the server priced: the cart item and its place among the cookie's lines. */
export type PricedCookieLine = { item: CartItem; index: number };

/**
 * The cookie's lines priced as the checkout prices them, with the stock of their sizes (the
 * variant check): the cart page's lines and what its line forms change. Throws the API's error.
 */
export async function priceCookieLines(
  api: ApiClient,
  storefrontId: number,
  lines: readonly OrderLineInput[],
): Promise<{ items: PricedCookieLine[]; problems: string[]; check: CartCheckSeed }> {
  const ids = (values: (number | null)[]) => [...new Set(values.filter((id): id is number => id !== null))];
  const [quote, check] = await Promise.all([
    api.send('POST', `/storefronts/${storefrontId}/checkout/quote`, QuoteAnswerSchema, { items: lines, gift_card_code: null }),
    api.send('POST', `/storefronts/${storefrontId}/product-variants/check`, VariantCheckAnswerSchema, {
      product_variant_ids: ids(lines.map((line) => line.product_variant_id)),
      product_size_ids: ids(lines.map((line) => line.product_size_id)),
    }),
  ]);
  const priced = new Set(quote.data.lines.map((line) => line.index));
  return {
    items: quote.data.lines.map((line) => ({ item: cartItemOf(line), index: line.index })),
    problems: quote.data.problems.filter((problem) => !priced.has(problem.index)).map((problem) => problem.message),
    check: { inactive: check.data.inactive_product_variants, stock: check.data.size_stock.map((size) => [size.product_size_id, size.quantity]) },
  };
}

/** The card's balance, or null when the code is not (or no longer) a usable gift card. */
async function giftCardOf(api: ApiClient, storefrontId: number, code: string): Promise<GiftCardState | null> {
  try {
    const answer = await api.get(`/storefronts/${storefrontId}/gift-cards/balance`, GiftCardBalanceAnswerSchema, { code });
    return { code: answer.data.code, balance: answer.data.balance };
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('Gift card balance lookup failed', error);
    return null;
  }
}

/** A priced line as the cart line the browser would have stored for it (same id, same texts). */
export function cartItemOf(line: PricedLine): CartItem {
  const size = line.size ?? (line.is_gift_card ? formatGiftAmount(line.unit_price) : null);
  const item: Omit<CartItem, 'id'> = {
    name: line.name,
    product_id: line.product_id,
    quantity: line.quantity,
    size,
    product_thumbnail: null,
    price: line.unit_price,
    final_price: line.unit_price,
    product_size_id: line.product_size_id,
    product_color_id: line.product_variant_id,
    product_variant_id: line.product_variant_id,
    color: line.color,
    image: line.image,
    weight: line.weight,
    warehouse: line.warehouse,
    slug: line.slug,
    input_fields: line.input_fields,
    is_gift_card: line.is_gift_card,
  };
  if (line.is_gift_card) {
    item.email = line.recipient_email ?? '';
    if (line.note) item.note = line.note;
  }
  return { ...item, id: cartLineId(item) };
}
