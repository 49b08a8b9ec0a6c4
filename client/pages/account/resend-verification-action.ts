import { data, type ActionFunctionArgs } from 'react-router';
import { MessageAnswerSchema } from '../../../shared/schemas/account.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { apiClientContext } from '../../api/api-client.ts';
import { refusedByApi } from './form/form-answer.ts';

/** What the resend form answers: sent (the page confirms) or the refusal's messages. */
export type ResendAnswer = { sent: true } | { sent: false; messages: string[] | null };

/**
 * Resend the verification mail (browser and server, docs/decisions/0100): the signed-in
 * shopper's session cookie goes along; the page confirms 'Email verification sent again!' or
 * lists the server's message (docs/product.md §8). No redirect: the answer is shown once.
 */
export function resendVerificationAction(storefront: PublicStorefront) {
  return async ({ context }: ActionFunctionArgs) => {
    try {
      await context.get(apiClientContext).send('POST', `/storefronts/${storefront.id}/email-verification/resend`, MessageAnswerSchema);
      return data<ResendAnswer>({ sent: true });
    } catch (error) {
      const refusal = refusedByApi(error, {}, [], 'Verification resend');
      return data<ResendAnswer>({ sent: false, messages: refusal.data.messages }, refusal.init?.status ?? 500);
    }
  };
}
