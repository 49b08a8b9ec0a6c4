import { data, type ActionFunctionArgs } from 'react-router';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { serverActions } from '../../app/server-actions.ts';
import { clearGiftCard, lookUpGiftCard } from '../../state/gift-card-store.ts';
import { formFields } from '../account/form/form-fields.ts';
import { rememberGiftCardAnswer, type GiftCardAnswer } from './gift-card-answers.ts';

/**
 * The cart's gift-card form action (docs/decisions/0100, 0123), also posted to from the
 * checkout. `intent=remove` forgets the card. In the browser the card lives in storage (spec
 * sections 4 and 8): the action looks the balance up and keeps the code there, and the answer
 * is also kept for the page (./gift-card-answers.ts). On the server (a post without JavaScript
 * or before the page was interactive) the Worker keeps the code in the cart's cookie.
 */
export function giftCardAction(storefront: PublicStorefront) {
  return async (args: ActionFunctionArgs) => {
    const { code: typed = '', intent = '', back = '' } = formFields(await args.request.formData(), ['code', 'intent', 'back']);
    if (typeof window === 'undefined') return serverActions().giftCardCode(storefront, args, { code: typed, intent, back });
    const answer = (value: GiftCardAnswer, status = 200) => data(rememberGiftCardAnswer(value), status);
    if (intent === 'remove') {
      clearGiftCard();
      return answer({ removed: true });
    }
    const code = typed.trim();
    if (!code) return answer({ code: typed, refused: 'required' }, 400);
    const result = await lookUpGiftCard(storefront.id, code);
    return result === 'ok' ? answer({ applied: code }) : answer({ code: typed, refused: result }, result === 'invalid' ? 404 : 502);
  };
}
