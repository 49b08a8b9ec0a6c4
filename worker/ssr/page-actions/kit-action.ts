import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { maxGiftAmountMinor } from '../../../shared/gift-amount.ts';
import { giftingCookieHeader } from '../../../shared/gifting-cookie.ts';
import { KIT_PRODUCT_PARAM, kitHref, kitTokensFrom, type KitTokens } from '../../../shared/kits/kit-links.ts';
import { selectableQuantity } from '../../../shared/kits/kit-rules.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import type { Kit } from '../../../shared/schemas/kit-order.ts';
import { ApiError, apiClientContext, type ApiClient } from '../../../client/api/api-client.ts';
import { loadProduct, productAddition } from './add-to-cart.ts';
import type { AddToCartAnswer } from '../../../client/app/server-actions.ts';
import { KIT_REMOVE_INTENT, KIT_REMOVE_LINE } from '../../../shared/kits/kit-forms.ts';
import { fetchKit } from '../../../client/pages/kit/kit-loader.ts';
import { priceSelection, readSelection, selectionCookies } from './kit-selection.ts';

/**
 * The kit page's forms posted without JavaScript, or before the page's code ran
 * (docs/decisions/0293-kits-without-javascript.md). They post to the
 * kit page's own URL, so both tokens (and the product with `?color=&size=`) stay in it:
 * - Add to Cart checks the kit link (this store's, by both tokens), that the product is one of
 *   the kit's, the choice as the product page checks it, and the kit's rules (its kit quantity,
 *   the free slots) on the selection of the cart's cookie; then writes the cookie and goes back
 *   to the list (303), as the page does with JavaScript. A refusal re-renders the page (422)
 *   with the typed values and why.
 * - A slot's remove button (`intent=remove`) takes one unit off that line, or the line.
 * A kit not of this link answers the page's own error (404), an ordered one its notice (409).
 */
export async function kitAction(storefront: PublicStorefront, { request, context }: ActionFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const tokens = kitTokensFrom(search);
  if (!tokens) return data(null, 404);
  const api = context.get(apiClientContext);
  const kit = await fetchKit(api, storefront.id, tokens);
  if (!kit) return data(null, 404);
  if (kit.ordered) return data(null, 409);
  const form = await request.formData();
  if (form.get('intent') === KIT_REMOVE_INTENT) return removeUnit(storefront, api, request, tokens, String(form.get(KIT_REMOVE_LINE) ?? ''));
  const slug = search.get(KIT_PRODUCT_PARAM)?.trim() ?? '';
  if (!slug || !kit.products.some((product) => product.slug === slug)) return data(null, 404);
  const product = await loadProduct(api, storefront.id, slug);
  if (!product) return data(null, 404);
  const addition = productAddition(product, form, maxGiftAmountMinor(storefront.settings));
  if (!addition.ok) return data<AddToCartAnswer>(addition.answer, 422);
  return addUnits(storefront, api, request, tokens, kit, addition);
}

type Accepted = Extract<ReturnType<typeof productAddition>, { ok: true }>;

async function addUnits(storefront: PublicStorefront, api: ApiClient, request: Request, tokens: KitTokens, kit: Kit, addition: Accepted) {
  const current = readSelection(request, tokens);
  // A selection that is not this gift's is not this gift's to extend: the page asks first.
  if (!current.ours && (current.giftingSet || current.lines.length > 0)) return redirect(kitHref(tokens), 303);
  const lines = current.ours ? current.lines : [];
  let priced;
  try {
    priced = await priceSelection(api, storefront.id, [...lines, addition.line]);
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('Kit selection pricing failed', error);
    return data<AddToCartAnswer>({ values: addition.values, problem: 'unavailable' }, 422);
  }
  const added = priced.find((line) => line.index === lines.length);
  if (!added) return data<AddToCartAnswer>({ values: addition.values, problem: 'unavailable' }, 422);
  const chosen = priced.filter((line) => line !== added).map((line) => line.item);
  const kitProduct = kit.products.find((candidate) => candidate.id === addition.line.product_id)!;
  // The kit's rules (docs/product.md §4): at most the product's kit quantity, at most the free slots.
  if (addition.line.quantity > selectableQuantity(kitProduct, kit.amount, chosen)) return data<AddToCartAnswer>({ values: addition.values, problem: 'kit-limit' }, 422);
  // The same choice already chosen (the same line id as the browser's cart gives it) gets the units added.
  const same = priced.find((line) => line.index < lines.length && line.item.id === added.item.id);
  const next = same ? lines.map((line, index) => (index === same.index ? { ...line, quantity: line.quantity + addition.line.quantity } : line)) : [...lines, addition.line];
  return backToList(request, tokens, kit.hide_prices, next, current.revision);
}

async function removeUnit(storefront: PublicStorefront, api: ApiClient, request: Request, tokens: KitTokens, id: string) {
  const current = readSelection(request, tokens);
  if (!current.ours) return redirect(kitHref(tokens), 303);
  const target = (await priceSelection(api, storefront.id, current.lines)).find((line) => line.item.id === id);
  if (!target) return redirect(kitHref(tokens), 303);
  // Removing a slot: one unit less, or the line gone (docs/product.md §4).
  const next = current.lines.flatMap((line, index) => (index !== target.index ? [line] : line.quantity > 1 ? [{ ...line, quantity: line.quantity - 1 }] : []));
  return backToList(request, tokens, null, next, current.revision);
}

/** Writes the selection (and, when opening, gifting mode) and answers 303 to the kit's list. */
function backToList(request: Request, tokens: KitTokens, hidePrices: boolean | null, lines: Parameters<typeof selectionCookies>[1], previous: number) {
  const headers = new Headers();
  for (const header of selectionCookies(request, lines, previous).headers) headers.append('set-cookie', header);
  if (hidePrices !== null) headers.append('set-cookie', giftingCookieHeader({ ...tokens, hidePrices }, new URL(request.url).protocol === 'https:'));
  return redirect(kitHref(tokens), { status: 303, headers });
}
