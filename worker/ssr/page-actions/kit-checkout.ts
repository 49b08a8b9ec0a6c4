import { data, redirect, type ActionFunctionArgs } from 'react-router';
import type { CartItem } from '../../../shared/cart.ts';
import { placedCartCookies } from '../../../shared/cart-cookie.ts';
import { giftingCookieHeader } from '../../../shared/gifting-cookie.ts';
import { kitConfirmationHref, type KitTokens } from '../../../shared/kits/kit-links.ts';
import { missingRequired } from '../../../shared/kits/kit-rules.ts';
import { CheckoutFormSchema, type ShippingAddressInput } from '../../../shared/schemas/checkout.ts';
import { KitOrderPlacedAnswerSchema } from '../../../shared/schemas/kit-order.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import type { KitCheckoutAnswer, KitCheckoutSeed } from '../../../client/app/server-actions.ts';
import { _ } from '../../../shared/translatable.ts';
import { ApiError, apiClientContext, type ApiClient } from '../../../client/api/api-client.ts';
import { formFields, validateForm } from '../../../client/pages/account/form/form-answer.ts';
import { fetchKit } from '../../../client/pages/kit/kit-loader.ts';
import { priceSelection, readSelection } from './kit-selection.ts';
import { CHECKOUT_FIELDS } from '../../../client/pages/checkout/checkout-action.ts';
import { kitOrderRefusal } from '../../../shared/orders/order-refusal.ts';

/**
 * The kit's checkout without JavaScript, or before the page's code ran
 * (docs/decisions/0293-kits-without-javascript.md). The selection is
 * the cart's cookie of this gift (./kit-selection.ts); the order is placed through
 * the same API call as the page's own (POST …/product-kits/token/{token}/orders, ADR 0080), so the
 * same validation and kit rules answer, with the same texts.
 */

/**
 * The page's data. A gift already ordered goes to its order; the required products the selection
 * lacks are named, so the page says so before the form is sent (the kit page's leave guard does
 * with JavaScript).
 */
export async function kitCheckoutSeed(request: Request, api: ApiClient, storefront: PublicStorefront, tokens: KitTokens): Promise<KitCheckoutSeed> {
  const kit = await fetchKit(api, storefront.id, tokens);
  if (!kit) return { status: 'error' };
  if (kit.ordered) throw redirect(kitConfirmationHref(tokens));
  const current = readSelection(request, tokens);
  const lines = current.ours ? current.lines : [];
  let items: CartItem[] = [];
  try {
    items = (await priceSelection(api, storefront.id, lines)).map((line) => line.item);
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('Kit selection pricing failed', error);
  }
  const missing = lines.length > 0 ? missingRequired(kit.products, lines).map((product) => product.name) : [];
  return { status: 'loaded', items, hidePrices: kit.hide_prices, revision: current.revision, missing };
}

const refused = (values: Record<string, string>, status: number, extra: Partial<KitCheckoutAnswer>) =>
  data<KitCheckoutAnswer>({ values, fieldErrors: {}, message: null, problems: [], alreadyOrdered: false, ...extra }, status);

/** Place Order posted to /checkout?token=…&user_token=…: 303 to the gift's confirmation, or the page again with why. */
export async function kitCheckoutAction(storefront: PublicStorefront, { request, context }: ActionFunctionArgs, tokens: KitTokens) {
  const form = await request.formData();
  const values = formFields(form, CHECKOUT_FIELDS);
  const current = readSelection(request, tokens);
  const lines = current.ours ? current.lines : [];
  if (lines.length === 0) return refused(values, 400, { message: _('Your gift selection is empty.') });
  const checked = validateForm(CheckoutFormSchema, values, values);
  if (checked.refusal) return refused(values, 400, { fieldErrors: checked.refusal.data.fieldErrors });
  const { email, ...address } = checked.output;
  try {
    await context.get(apiClientContext).send('POST', `/storefronts/${storefront.id}/product-kits/token/${encodeURIComponent(tokens.token)}/orders`, KitOrderPlacedAnswerSchema, {
      email,
      shipping_address: address as ShippingAddressInput,
      items: lines,
      user_token: tokens.userToken,
      idempotency_key: String(form.get('idempotency_key') ?? ''),
    });
  } catch (error) {
    if (!(error instanceof ApiError)) {
      console.error('Placing the kit order failed', error);
      return refused(values, 500, { message: _('Server error. Please try again later.') });
    }
    const { fields, problems, message, alreadyOrdered } = kitOrderRefusal(error);
    return refused(values, error.status >= 400 ? error.status : 500, { fieldErrors: fields, problems, message, alreadyOrdered });
  }
  // The gift is ordered: the selection and gifting mode end here; a browser's stored cart is
  // emptied on its next page (the placed marker, ADR 0123).
  const headers = new Headers();
  for (const cookie of placedCartCookies()) headers.append('set-cookie', cookie);
  headers.append('set-cookie', giftingCookieHeader(null, new URL(request.url).protocol === 'https:'));
  return redirect(kitConfirmationHref(tokens), { status: 303, headers });
}
