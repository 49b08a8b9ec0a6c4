import type { ActionFunctionArgs } from 'react-router';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { CART_LINE_INTENTS, cartLineAction } from './cart-line-action.ts';
import { giftCardAction } from './gift-card-action.ts';

/**
 * The action of the cart's forms: a line's quantity and Remove (./cart-line-action.ts) or the
 * gift-card code (./gift-card-action.ts). Imported by the route when a form is posted, never
 * with the page (docs/decisions/0149-form-rules-on-first-use.md).
 */
export async function cartAction(storefront: PublicStorefront, args: ActionFunctionArgs) {
  const form = await args.request.clone().formData();
  return CART_LINE_INTENTS.includes(String(form.get('intent'))) ? cartLineAction(storefront, args, form) : giftCardAction(storefront)(args);
}
