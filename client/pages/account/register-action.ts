import { redirect, redirectDocument, type ActionFunctionArgs } from 'react-router';
import { RegisterAnswerSchema, RegisterSchema } from '../../../shared/schemas/account.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { apiClientContext } from '../../api/api-client.ts';
import { pathAfterSignIn } from '../../auth/after-sign-in.ts';
import { sessionRouterContext, setUser } from '../../state/session-store.ts';
import { formFields, refusedByApi, validateForm } from './form/form-answer.ts';
import { MAIL_NOT_SENT_FLAG } from './mail-flags.ts';

export const REGISTER_FIELDS = ['first_name', 'last_name', 'email', 'username', 'password', 'password_confirmation'] as const;
const SECRET = ['password', 'password_confirmation'];

/**
 * The register form's route action (browser and server, docs/decisions/0100): validate with the
 * API's schema, register through the API (its session cookie reaches the browser), then go on
 * as after login (post/redirect/get; a full load in a private store).
 */
export function registerAction(storefront: PublicStorefront) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const values = formFields(await request.formData(), REGISTER_FIELDS);
    const checked = validateForm(RegisterSchema, values, values, SECRET);
    if (!checked.output) return checked.refusal;
    try {
      const body = { ...checked.output, terms_and_conditions: true, storefront_id: storefront.id };
      const answer = await context.get(apiClientContext).send('POST', `/storefronts/${storefront.id}/register`, RegisterAnswerSchema, body);
      setUser(context.get(sessionRouterContext), answer.data.user);
      const next = pathAfterSignIn(answer.data.user, new URL(request.url).searchParams.get('returnUrl'));
      // The verification mail could not leave: the verification page says so.
      const path = answer.data.mail_sent || !next.startsWith('/email-verification?') ? next : `${next}&${MAIL_NOT_SENT_FLAG}`;
      return storefront.private_store ? redirectDocument(path, 303) : redirect(path, 303);
    } catch (error) {
      return refusedByApi(error, values, SECRET, 'Registration', ['password']);
    }
  };
}
