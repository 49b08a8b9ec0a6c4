import * as v from 'valibot';
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { isOutOfStock } from '../../../shared/add-to-cart-rules.ts';
import { decodeCartCookieWithRevision } from '../../../shared/cart-cookie-lines.ts';
import { encodeCartCookie } from '../../../shared/cart-cookie-encode.ts';
import { CART_COOKIE, CART_COOKIE_MAX_AGE_DAYS, CART_TOO_LARGE, cartPathCookies, readCookie } from '../../../shared/cart-cookie.ts';
import { nextCartRevision } from '../../../shared/cart-revision.ts';
import { checkGiftAmount, maxGiftAmountMinor } from '../../../shared/gift-amount.ts';
import { cappedQuantity, lineStockLimits } from '../../../shared/orders/cart-stock.ts';
import { PRODUCT_DETAIL_RELATIONS, ProductDetailAnswerSchema } from '../../../shared/product-detail.ts';
import { hasFormErrors, validateProductForm } from '../../../shared/product-form.ts';
import { productView, type ProductView } from '../../../shared/product-view.ts';
import type { OrderLineInput } from '../../../shared/schemas/checkout.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { ApiError, apiClientContext, type ApiClient } from '../../../client/api/api-client.ts';
import { CART_FULL_PATH } from '../../../shared/cart-full.ts';
import { priceCookieLines } from './cart-loader.ts';
import { MAX_LINE_QUANTITY } from '../../../shared/orders/max-line-quantity.ts';
import type { AddToCartAnswer } from '../../../client/app/server-actions.ts';

/**
 * Add to Cart without JavaScript (docs/decisions/0107-add-to-cart-without-javascript.md). The product page's form posts to the product's own URL (its `?color=&size=`
 * kept). The cart's cookie is sent only to the cart paths (ADR 0123: a cookie on product
 * pages would keep them out of the edge cache), so adding happens in two steps:
 * 1. `addToCartAction` (the product route's action) checks the post against the product as D1 has
 *    it; a refusal re-renders the page with the typed values and why; else it answers 307 to
 *    /cart/add, which makes the browser post the same form there, with the cart's cookie.
 * 2. `addToCookieCart` (the /cart/add route's action) checks it again (anyone may post there),
 *    prices the cookie's lines with the new one, merges it with an identical line, caps the
 *    quantity at the stock left for it as the cart's stepper does, writes the cookie of both
 *    paths at a new revision (shared/cart-revision.ts) and answers 303 to /cart.
 */

const Id = v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/), v.transform(Number));
const PostSchema = v.object({
  variant: Id,
  size: v.optional(v.union([v.literal(''), Id]), ''),
  quantity: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\s*\d{1,6}\s*$/), v.transform(Number))]), ''),
  email: v.optional(v.pipe(v.string(), v.maxLength(254)), ''),
  note: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
  // A gift card's custom amount (ADR 0153): the switch's value when on, and the amount in dollars as typed.
  custom_amount: v.optional(v.union([v.literal(''), v.literal('on')]), ''),
  amount: v.optional(v.pipe(v.string(), v.maxLength(40)), ''),
});

type Addition = { ok: true; line: OrderLineInput; values: AddToCartAnswer['values'] } | { ok: false; answer: AddToCartAnswer };

function postedValues(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const fields: Record<number, string> = {};
  for (const [name, value] of form) {
    const match = /^field-([1-9]\d{0,14})$/.exec(name);
    if (match && typeof value === 'string') fields[Number(match[1])] = value.slice(0, 500);
  }
  return {
    raw: {
      variant: text('variant'),
      size: text('size'),
      quantity: text('quantity'),
      email: text('email'),
      note: text('note'),
      custom_amount: text('custom_amount'),
      amount: text('amount'),
    },
    fields,
  };
}

export async function loadProduct(api: ApiClient, storefrontId: number, slug: string): Promise<ProductView | null> {
  try {
    const answer = await api.get(`/storefronts/${storefrontId}/storefront-products/slug/${encodeURIComponent(slug)}`, ProductDetailAnswerSchema, {
      relations: PRODUCT_DETAIL_RELATIONS,
    });
    return productView(answer.data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The cart line a post asks for, checked as the page checks it (docs/product.md §4 and §5): a colour
 * of this product (so of this store), a size of that colour, in stock, required fields and the
 * gift card's recipient. A quantity above the size's stock is refused, as the page refuses it. A gift card that allows it may carry a custom amount instead of a size (its switch
 * on: the size is ignored, as the page clears it), at least $1 and at most the store's largest
 * (`maxGiftAmount`, minor units; ADR 0153). Prices are never read from the post: the cart prices
 * lines itself (a custom amount is the line's `gift_amount`, which the quote checks again).
 */
export function productAddition(product: ProductView, form: FormData, maxGiftAmount: number): Addition {
  const { raw, fields } = postedValues(form);
  const wantedQuantity = Number(raw.quantity.trim());
  const customAmount = product.is_gift_card && product.allow_custom_amount && raw.custom_amount === 'on';
  const values = {
    quantity: Number.isInteger(wantedQuantity) && wantedQuantity >= 1 ? Math.min(wantedQuantity, MAX_LINE_QUANTITY) : 1,
    email: raw.email.slice(0, 254),
    note: raw.note.slice(0, 500),
    fields,
    amount: raw.amount.slice(0, 40),
    customAmount,
  };
  const refuse = (problem: AddToCartAnswer['problem']): Addition => ({ ok: false, answer: { values, problem } });
  const parsed = v.safeParse(PostSchema, raw);
  if (!parsed.success) return refuse(parsed.issues.some((issue) => issue.path?.[0]?.key === 'variant') ? 'choose' : 'form');
  const post = parsed.output;
  const variant = product.product_variants.find((candidate) => candidate.id === post.variant);
  if (!variant) return refuse('choose');
  const sizes = variant.product_variant_sizes;
  const size = customAmount || post.size === '' ? null : (sizes.find((candidate) => candidate.id === post.size) ?? null);
  if (!customAmount && post.size !== '' && !size) return refuse('size-unavailable');
  if (!customAmount && !size && sizes.length > 0) return refuse('choose');
  const formErrors = validateProductForm(
    { email: post.email, note: post.note, amount: post.amount, fields },
    { isGiftCard: product.is_gift_card, customAmount, inputFields: product.input_fields, maxGiftAmount },
  );
  if (hasFormErrors(formErrors)) return refuse('form');
  const giftAmount = customAmount ? checkGiftAmount(post.amount, maxGiftAmount) : null;
  if (!product.library_approved || product.need_attention !== 0) return refuse('unavailable');
  const sizeStock = size?.quantity ?? null;
  // The page's own rule (docs/product.md §4): out of stock when the size has none or the quantity
  // exceeds it, and then nothing is added.
  if (isOutOfStock({ isGiftCard: product.is_gift_card, sizeStock, quantity: values.quantity })) return refuse('out-of-stock');
  const quantity = values.quantity;
  return {
    ok: true,
    values,
    line: {
      product_id: product.id,
      product_variant_id: variant.id,
      product_size_id: size?.id ?? null,
      quantity,
      input_fields: product.input_fields
        .map((field) => ({ id: field.id, value: (fields[field.id] ?? '').trim() }))
        .filter((field) => field.value !== ''),
      email: product.is_gift_card ? post.email.trim() : null,
      note: product.is_gift_card && post.note.trim() ? post.note : null,
      gift_amount: giftAmount?.ok ? giftAmount.minor : null,
    },
  };
}

/** Step 1, the product route's action: a refusal re-renders the page (422); else 307 to /cart/add. */
export async function addToCartAction(storefront: PublicStorefront, { request, params, context }: ActionFunctionArgs) {
  const slug = params.slug?.trim() ?? '';
  const product = slug ? await loadProduct(context.get(apiClientContext), storefront.id, slug) : null;
  if (!product) throw data(null, 404);
  const addition = productAddition(product, await request.formData(), maxGiftAmountMinor(storefront.settings));
  if (!addition.ok) return data<AddToCartAnswer>(addition.answer, 422);
  return redirect(`/cart/add?product=${encodeURIComponent(slug)}`, 307);
}

/** Step 2, the /cart/add route's action: the line added to the cart's cookie, then 303 to /cart. */
export async function addToCookieCart(storefront: PublicStorefront, { request, context }: ActionFunctionArgs): Promise<Response> {
  const slug = new URL(request.url).searchParams.get('product')?.trim() ?? '';
  const api = context.get(apiClientContext);
  const product = slug ? await loadProduct(api, storefront.id, slug) : null;
  if (!product) throw data(null, 404);
  const addition = productAddition(product, await request.formData(), maxGiftAmountMinor(storefront.settings));
  const productPage = `/products/${encodeURIComponent(slug)}`;
  if (!addition.ok) return redirect(productPage, 303);
  const cookieValue = readCookie(request.headers.get('cookie'), CART_COOKIE);
  // A cart too large for its cookie lives in the browser only (the page's own Add to Cart serves
  // it): nothing is written, and /cart says the item was not added (ADR 0153).
  if (cookieValue === CART_TOO_LARGE) return redirect(CART_FULL_PATH, 303);
  const cookie = decodeCartCookieWithRevision(cookieValue) ?? { lines: [], revision: 0 };
  let priced;
  try {
    priced = await priceCookieLines(api, storefront.id, [...cookie.lines, addition.line]);
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('Cart pricing failed', error);
    return redirect(productPage, 303);
  }
  const added = priced.items.find((line) => line.index === cookie.lines.length);
  if (!added) return redirect(productPage, 303);
  // The same choice already in the cart (same line id as the browser's cart gives it) gets the quantity added.
  const same = priced.items.find((line) => line.index < cookie.lines.length && line.item.id === added.item.id);
  const wanted = (same?.item.quantity ?? 0) + addition.line.quantity;
  const items = priced.items
    .filter((line) => line !== added)
    .map((line) => line.item)
    .concat(same ? [] : [added.item])
    .map((item) => (item.id === added.item.id ? { ...item, quantity: wanted } : item));
  const quantity = cappedQuantity(wanted, lineStockLimits(items, new Map(priced.check.stock)).get(added.item.id), MAX_LINE_QUANTITY);
  const lines = same
    ? cookie.lines.map((line, index) => (index === same.index ? { ...line, quantity } : line))
    : [...cookie.lines, { ...addition.line, quantity }];
  const value = encodeCartCookie(lines, nextCartRevision(cookie.revision, Date.now()));
  // The line would not fit: the cookie keeps the cart as it was, and /cart says why (ADR 0153).
  if (value === CART_TOO_LARGE) return redirect(CART_FULL_PATH, 303);
  const headers = new Headers();
  const secure = new URL(request.url).protocol === 'https:';
  for (const header of cartPathCookies(CART_COOKIE, value, CART_COOKIE_MAX_AGE_DAYS * 86_400, secure)) headers.append('set-cookie', header);
  return redirect('/cart', { status: 303, headers });
}
