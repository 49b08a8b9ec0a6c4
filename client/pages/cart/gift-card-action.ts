import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { CART_COOKIE_MAX_AGE_DAYS, GIFT_CODE_COOKIE, cartPathCookies } from '../../../shared/cart-cookie.ts';
import { GiftCardBalanceAnswerSchema } from '../../../shared/schemas/orders.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { ApiError, apiClientContext, type ApiClient } from '../../api/api-client.ts';
import { clearGiftCard, lookUpGiftCard, type LookupResult } from '../../state/gift-card-store.ts';
import { formFields } from '../account/form/form-fields.ts';
import { rememberGiftCardAnswer, type GiftCardAnswer } from './gift-card-answers.ts';


/** The pages the form is on: where the server sends the shopper back to (post/redirect/get). */
const BACK = ['/cart', '/checkout'];

/**
 * The cart's gift-card form action (docs/decisions/0100, 0123), also posted to from the
 * checkout. `intent=remove` forgets the card. In the browser the card lives in storage (spec
 * sections 4 and 8): the action looks the balance up and keeps the code there. On the server (a
 * post without JavaScript or before the page was interactive) it checks the code with the same
 * balance lookup, answers a refusal in the page with the typed code, and keeps an accepted code
 * in the cart's cookie (sent to the cart paths only), redirecting back to the page.
 */
export function giftCardAction(storefront: PublicStorefront) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const { code: typed = '', intent = '', back = '' } = formFields(await request.formData(), ['code', 'intent', 'back']);
    const browser = typeof window !== 'undefined';
    // In the browser the answer is also kept for the page (./gift-card-answers.ts).
    const answer = (value: GiftCardAnswer, status = 200) => data(browser ? rememberGiftCardAnswer(value) : value, status);
    if (intent === 'remove') {
      if (browser) {
        clearGiftCard();
        return answer({ removed: true });
      }
      return backTo(request, back, '');
    }
    const code = typed.trim();
    if (!code) return answer({ code: typed, refused: 'required' }, 400);
    const result = browser ? await lookUpGiftCard(storefront.id, code) : await lookUpOnServer(context.get(apiClientContext), storefront.id, code);
    if (result === 'ok') return browser ? answer({ applied: code }) : backTo(request, back, encodeURIComponent(code));
    return answer({ code: typed, refused: result }, result === 'invalid' ? 404 : 502);
  };
}

/** The balance lookup on the server: a code the API does not know or refuses (404, 403) is invalid. */
async function lookUpOnServer(api: ApiClient, storefrontId: number, code: string): Promise<LookupResult> {
  try {
    await api.get(`/storefronts/${storefrontId}/gift-cards/balance`, GiftCardBalanceAnswerSchema, { code });
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return 'invalid';
    if (!(error instanceof ApiError)) console.error('Gift card balance lookup failed', error);
    return 'failed';
  }
}

/** 303 back to the page the form was on, the code cookie set ('' removes it). */
function backTo(request: Request, back: string, cookieValue: string): Response {
  const headers = new Headers();
  const secure = new URL(request.url).protocol === 'https:';
  for (const cookie of cartPathCookies(GIFT_CODE_COOKIE, cookieValue, CART_COOKIE_MAX_AGE_DAYS * 86_400, secure)) headers.append('set-cookie', cookie);
  return redirect(BACK.includes(back) ? back : '/cart', { status: 303, headers });
}
