import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { CART_COOKIE_MAX_AGE_DAYS, GIFT_CODE_COOKIE, cartPathCookies } from '../../../shared/cart-cookie.ts';
import { GiftCardBalanceAnswerSchema } from '../../../shared/schemas/orders.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { ApiError, apiClientContext, type ApiClient } from '../../../client/api/api-client.ts';
import type { GiftCardForm } from '../../../client/app/server-actions.ts';
import type { GiftCardAnswer } from '../../../client/pages/cart/gift-card-answers.ts';
import type { LookupResult } from '../../../client/state/gift-card-store.ts';

/** The pages the form is on: where the shopper is sent back to (post/redirect/get). */
const BACK = ['/cart', '/checkout'];

/**
 * The gift-card form posted without JavaScript or before the page was interactive (docs/decisions/0123,
 * client/pages/cart/gift-card-action.ts): the code is checked with the browser's balance lookup, a
 * refusal answers in the page with the typed code, and an accepted code is kept in the cart's
 * cookie (sent to the cart paths only), back to the page it was posted from.
 */
export async function giftCardCode(storefront: PublicStorefront, { request, context }: ActionFunctionArgs, { code: typed, intent, back }: GiftCardForm) {
  if (intent === 'remove') return backTo(request, back, '');
  const code = typed.trim();
  if (!code) return data<GiftCardAnswer>({ code: typed, refused: 'required' }, 400);
  const result = await lookUp(context.get(apiClientContext), storefront.id, code);
  if (result === 'ok') return backTo(request, back, encodeURIComponent(code));
  return data<GiftCardAnswer>({ code: typed, refused: result }, result === 'invalid' ? 404 : 502);
}

/** A code the API does not know or refuses (404, 403) is invalid. */
async function lookUp(api: ApiClient, storefrontId: number, code: string): Promise<LookupResult> {
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
