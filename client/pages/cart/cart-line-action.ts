import type { ActionFunctionArgs } from 'react-router';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { serverActions, type LineRequest } from '../../app/server-actions.ts';
import { removeCartItem, updateCartItemQuantity } from '../../state/cart-actions.ts';
import { formFields } from '../account/form/form-fields.ts';
import { MAX_LINE_QUANTITY } from '../../../shared/orders/max-line-quantity.ts';

/** The intents of a cart line's forms (cart-line.tsx); every other post to /cart is the gift-card form's (its `remove` is the code's). */
export const CART_LINE_INTENTS: readonly string[] = ['quantity', 'remove-line'];

/**
 * A cart line's quantity and Remove forms (issue 9, docs/decisions/0106-cart-lines-without-javascript.md).
 * With JavaScript the line's buttons change the stored cart and the form is never sent; should
 * it run in the browser, it changes the stored cart the same way. On the server (a post without
 * JavaScript, or before the page was interactive) the Worker changes the cart's cookie and
 * answers 303 back to /cart (worker/ssr/page-actions/cart-line.ts).
 */
export async function cartLineAction(storefront: PublicStorefront, args: ActionFunctionArgs, form: FormData): Promise<Response | null> {
  // `set`: the stepper's and "Change to" buttons' quantity; `quantity`: the typed one (Enter in the field).
  const { intent = '', line: id = '', set, quantity } = formFields(form, ['intent', 'line', 'set', 'quantity']);
  const typed = set || quantity || '';
  const number = Number(typed);
  const request: LineRequest = { intent, id, wanted: typed.trim() !== '' && Number.isFinite(number) && number >= 1 ? number : null };
  if (typeof window === 'undefined') return serverActions().changeCartLine(storefront, args, request);
  if (intent === 'remove-line') removeCartItem(id);
  else if (request.wanted !== null) updateCartItemQuantity(id, Math.min(Math.floor(request.wanted), MAX_LINE_QUANTITY));
  return null;
}
