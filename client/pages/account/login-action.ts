import { data, redirect, redirectDocument, type ActionFunctionArgs } from 'react-router';
import * as v from 'valibot';
import { LoginSchema, SessionAnswerSchema } from '../../../shared/schemas/account.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { ApiError, apiClientContext } from '../../api/api-client.ts';
import { pathAfterSignIn } from '../../auth/after-sign-in.ts';
import { sessionRouterContext, setUser } from '../../state/session-store.ts';

/**
 * What a failed sign-in answers the page: the typed e-mail (never the password), field errors
 * (lingui ids of the shared schema) or the server's message (null: the generic server error).
 */
export type LoginActionData = { email: string; fieldErrors: Partial<Record<'email' | 'password', string>>; message: string | null | undefined };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The login form's route action, the same in the browser and on the server (a post without
 * JavaScript): validate with the API's schema, sign in through the API client (the session
 * cookie reaches the browser), then redirect (post/redirect/get). A private store goes on with
 * a full page load: the page was rendered with the locked config.
 */
export function loginAction(storefront: PublicStorefront) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const form = await request.formData();
    const email = field(form, 'email');
    const parsed = v.safeParse(LoginSchema, { email, password: field(form, 'password'), storefront_id: storefront.id });
    if (!parsed.success) {
      const nested = (v.flatten(parsed.issues).nested ?? {}) as Record<string, string[] | undefined>;
      const fieldErrors: LoginActionData['fieldErrors'] = {};
      if (nested.email?.[0]) fieldErrors.email = nested.email[0];
      if (nested.password?.[0]) fieldErrors.password = nested.password[0];
      return data<LoginActionData>({ email, fieldErrors, message: undefined }, 400);
    }
    try {
      const answer = await context.get(apiClientContext).send('POST', `/storefronts/${storefront.id}/login`, SessionAnswerSchema, parsed.output);
      setUser(context.get(sessionRouterContext), answer.data.user);
      const path = pathAfterSignIn(answer.data.user, new URL(request.url).searchParams.get('returnUrl'));
      return storefront.private_store ? redirectDocument(path, 303) : redirect(path, 303);
    } catch (error) {
      if (!(error instanceof ApiError)) console.error('Login failed', error);
      const status = error instanceof ApiError && error.status >= 400 ? error.status : 500;
      return data<LoginActionData>({ email, fieldErrors: {}, message: error instanceof ApiError ? error.message : null }, status);
    }
  };
}
