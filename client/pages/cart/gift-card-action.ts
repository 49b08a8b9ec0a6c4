import { data, redirect, type ActionFunctionArgs } from 'react-router';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { lookUpGiftCard, type LookupResult } from '../../state/gift-card-store.ts';
import { formFields } from '../account/form/form-answer.ts';

/** What the gift-card form answers: the code applied, or the typed code and why it was refused. */
export type GiftCardAnswer = { applied: string } | { code: string; refused: 'required' | Exclude<LookupResult, 'ok'> };

/**
 * The cart's gift-card form action (docs/decisions/0100). The gift card lives in the browser's
 * storage (spec sections 4 and 8), so the lookup runs there: the browser's action looks the
 * balance up and keeps the code; the server's (a post before the page was interactive) hands
 * the code on to the cart as `?code=`, which the browser looks up (spec section 4).
 */
export function giftCardAction(storefront: PublicStorefront) {
  return async ({ request }: ActionFunctionArgs) => {
    const { code: typed = '' } = formFields(await request.formData(), ['code']);
    const code = typed.trim();
    if (!code) return data<GiftCardAnswer>({ code: typed, refused: 'required' }, 400);
    if (typeof window === 'undefined') return redirect(`/cart?${new URLSearchParams({ code })}`, 303);
    const result = await lookUpGiftCard(storefront.id, code);
    if (result === 'ok') return data<GiftCardAnswer>({ applied: code });
    return data<GiftCardAnswer>({ code: typed, refused: result }, result === 'invalid' ? 404 : 502);
  };
}
