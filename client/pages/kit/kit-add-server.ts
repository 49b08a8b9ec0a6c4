import { data, type ActionFunctionArgs } from 'react-router';
import { maxGiftAmountMinor } from '../../../shared/gift-amount.ts';
import { KIT_PRODUCT_PARAM, kitTokensFrom } from '../../../shared/kits/kit-links.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { apiClientContext } from '../../api/api-client.ts';
import { loadProduct, productAddition } from '../product/add-to-cart-server.ts';
import type { AddToCartAnswer } from '../product/add-to-cart-answer.ts';
import { fetchKit } from './kit-loader.ts';

/**
 * Add to Cart inside a gifting kit, posted without JavaScript (docs/decisions/0153-kit-and-gift-
 * amount-forms-without-javascript.md; loaded on the server only). The form posts to the kit
 * page's own URL, so both tokens, the product and `?color=&size=` stay in it. The kit's selection
 * lives in the browser's cart (ADR 0081: the server never knows gifting mode), so the server
 * cannot add to it: it checks the kit link (this store's, by both tokens), that the product is
 * one of the kit's, and the choice as the product page checks it, then re-renders the page (422)
 * with the typed values and either the choice's own errors or `needs-javascript`. Nothing is
 * written.
 */
export async function kitAddAction(storefront: PublicStorefront, { request, context }: ActionFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const tokens = kitTokensFrom(search);
  const slug = search.get(KIT_PRODUCT_PARAM)?.trim() ?? '';
  // No kit or no product: the page shows its own error (the loader answers the same URL).
  if (!tokens || !slug) return data(null, 404);
  const api = context.get(apiClientContext);
  const kit = await fetchKit(api, storefront.id, tokens);
  if (!kit) return data(null, 404);
  if (kit.ordered) return data(null, 409);
  if (!kit.products.some((product) => product.slug === slug)) return data(null, 404);
  const product = await loadProduct(api, storefront.id, slug);
  if (!product) return data(null, 404);
  const addition = productAddition(product, await request.formData(), maxGiftAmountMinor(storefront.settings));
  const answer: AddToCartAnswer = addition.ok ? { values: addition.values, problem: 'needs-javascript' } : addition.answer;
  return data(answer, 422);
}
