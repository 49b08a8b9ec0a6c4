import { data, redirect, redirectDocument, type ActionFunctionArgs } from 'react-router';
import { SessionAnswerSchema } from '../../../shared/schemas/account.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { afterLoginPath } from '../../../shared/return-url.ts';
import { apiClientContext } from '../../api/api-client.ts';
import { sessionRouterContext, setUser } from '../../state/session-store.ts';
import { refusedByApi } from './form/form-answer.ts';
import { resendVerificationAction, type ResendAnswer } from './resend-verification-action.ts';

/** What the page's forms answer: the resend's, or a verification that failed (the server's message). */
export type EmailVerificationAnswer = ResendAnswer | { verified: false; messages: string[] | null };

/**
 * The e-mail verification page's route action (browser and server, docs/decisions/0100): the
 * resend button, or (intent `verify`) the link's token confirmed by the shopper's click, which
 * works without JavaScript: verified and signed in through the API (its session cookie reaches
 * the browser), then on to the page's return url or / (post/redirect/get; a full load in a
 * private store, as after login). A refused token answers the spec's 'Invalid token. Please try again.'
 */
export function emailVerificationAction(storefront: PublicStorefront) {
  const resend = resendVerificationAction(storefront);
  return async (args: ActionFunctionArgs) => {
    const form = await args.request.formData();
    // The confirm button of a link's page (email-verification-page.tsx) sends intent=verify.
    if (form.get('intent') !== 'verify') return resend(args);
    const token = String(form.get('token') ?? '');
    try {
      const answer = await args.context.get(apiClientContext).send('POST', `/storefronts/${storefront.id}/email-verification`, SessionAnswerSchema, { token });
      setUser(args.context.get(sessionRouterContext), answer.data.user);
      const path = afterLoginPath(new URL(args.request.url).searchParams.get('returnUrl'));
      return storefront.private_store ? redirectDocument(path, 303) : redirect(path, 303);
    } catch (error) {
      const refusal = refusedByApi(error, {}, [], 'E-mail verification');
      return data<EmailVerificationAnswer>({ verified: false, messages: refusal.data.messages }, refusal.init?.status ?? 500);
    }
  };
}
