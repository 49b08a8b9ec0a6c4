import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { decodeCartCookie } from '../../../shared/cart-cookie-lines.ts';
import { CART_COOKIE, GIFT_CODE_COOKIE, decodeGiftCodeCookie, placedCartCookies, readCookie } from '../../../shared/cart-cookie.ts';
import { orderLinesFromCart } from '../../../shared/orders/cart-order-lines.ts';
import { CheckoutFormSchema, ContactFormSchema, type OrderLineInput } from '../../../shared/schemas/checkout.ts';
import { PlacedOrderAnswerSchema, type LineProblem } from '../../../shared/schemas/orders.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { _ } from '../../../shared/translatable.ts';
import { ApiError, apiClientContext } from '../../api/api-client.ts';
import { clearCart } from '../../state/cart-actions.ts';
import { getCartStore } from '../../state/cart-store.ts';
import { clearGiftCard, getGiftCardStore, lookUpGiftCard } from '../../state/gift-card-store.ts';
import { formFields, validateForm, type FormAnswer } from '../account/form/form-answer.ts';
import { clearCheckoutDraft } from './checkout-draft.ts';
import { checkoutFieldErrors } from '../../../shared/orders/order-refusal.ts';

/**
 * A refused checkout: the form answer, the lines that cannot be ordered (named by the server) and,
 * when the total changed since the page showed it, the total now (docs/decisions/0174).
 */
export type CheckoutAnswer = FormAnswer & { problems: LineProblem[]; total?: number };

/** The hidden field that carries the total the page showed (minor units; checkout-page.tsx). */
const EXPECTED_TOTAL_FIELD = 'expected_total';

/** The posted total the shopper saw, or null (none shown: the server then answers the total). */
function expectedTotal(form: FormData): number | null {
  const value = String(form.get(EXPECTED_TOTAL_FIELD) ?? '');
  return /^\d{1,12}$/.test(value) ? Number(value) : null;
}

export const CHECKOUT_FIELDS = ['email', 'first_name', 'last_name', 'address1', 'address2', 'city', 'state', 'zip', 'country', 'phone'] as const;

// The browser keeps one key per distinct submission: a retry or double click of the same order
// sends the same key (one order), a changed cart or address a new one (ADR 0040).
const browserKeys = new Map<string, string>();
function keyFor(signature: string, pageKey: string): string {
  const known = browserKeys.get(signature);
  if (known) return known;
  const key = browserKeys.size === 0 ? pageKey : crypto.randomUUID();
  browserKeys.set(signature, key);
  return key;
}

const refused = (values: Record<string, string>, status: number, message: string | null, extra: Partial<CheckoutAnswer> = {}) =>
  data<CheckoutAnswer>({ values, fieldErrors: {}, messages: message === null ? null : [message], problems: [], ...extra }, status);

/**
 * The checkout form's route action (docs/decisions/0123-checkout-form-action.md), the same in
 * the browser and on the server. The browser takes the cart and gift card from its storage; the
 * server (a post without JavaScript, or before the page was interactive) takes the cart and the
 * gift card code from the cookies the browser mirrors them into (or the server's gift-card form set). Both validate with the API's schema, place the order
 * through the API and go to the confirmation (or the payment page) with a 303; a refusal
 * answers the typed values, field errors, the server's message and the item problems.
 */
export function checkoutAction(storefront: PublicStorefront) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const form = await request.formData();
    const values = formFields(form, CHECKOUT_FIELDS);
    const pageKey = String(form.get('idempotency_key') ?? '');
    const browser = typeof window !== 'undefined';
    const lines: OrderLineInput[] = browser ? orderLinesFromCart(getCartStore().items) : (decodeCartCookie(readCookie(request.headers.get('cookie'), CART_COOKIE)) ?? []);
    if (lines.length === 0) return refused(values, 400, _('Your cart is empty.'));
    const giftCardCode = browser ? getGiftCardStore().code : decodeGiftCodeCookie(readCookie(request.headers.get('cookie'), GIFT_CODE_COOKIE));

    // The address fields are in the form only when something ships.
    const ships = form.has('address1');
    const checked = validateForm(ships ? CheckoutFormSchema : ContactFormSchema, values, values);
    if (checked.refusal) return data<CheckoutAnswer>({ ...checked.refusal.data, problems: [] }, 400);
    const { email, ...address } = checked.output as { email: string } & Record<string, string>;
    const submission = { email, shipping_address: ships ? address : null, items: lines, gift_card_code: giftCardCode };
    const idempotencyKey = browser ? keyFor(JSON.stringify(submission), pageKey) : pageKey;
    const expected_total = expectedTotal(form);

    try {
      const answer = await context.get(apiClientContext).send('POST', `/storefronts/${storefront.id}/orders`, PlacedOrderAnswerSchema, { ...submission, idempotency_key: idempotencyKey, expected_total });
      const target = answer.data.redirect_url ?? `/order-confirmation/${answer.data.uuid}`;
      if (!browser) {
        // The stored cart is ordered: the browser empties it on its next page (client/state/cart-cookie.ts).
        const headers = new Headers();
        for (const cookie of placedCartCookies()) headers.append('set-cookie', cookie);
        return redirect(target, { status: 303, headers });
      }
      clearCheckoutDraft();
      // The card paid part of the order: show its new balance.
      if (giftCardCode) void lookUpGiftCard(storefront.id, giftCardCode);
      // The page holds its view while it leaves (checkout-page.tsx), so emptying now shows nothing.
      clearCart();
      return redirect(target, 303);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        console.error('Placing the order failed', error);
        return refused(values, 500, null);
      }
      const body = (error.body ?? {}) as { errors?: Record<string, string[]>; problems?: LineProblem[]; total?: unknown };
      const fieldErrors = checkoutFieldErrors(body.errors);
      if (browser && 'gift_card_code' in fieldErrors) clearGiftCard();
      const total = typeof body.total === 'number' ? { total: body.total } : {};
      return refused(values, error.status >= 400 ? error.status : 500, error.message, { fieldErrors, problems: body.problems ?? [], ...total });
    }
  };
}
