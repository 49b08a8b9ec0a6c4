import { redirect, type ActionFunctionArgs } from 'react-router';
import { ForgotPasswordSchema, MessageAnswerSchema, ResetPasswordSchema } from '../../../shared/schemas/account.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { apiClientContext } from '../../api/api-client.ts';
import { formFields, refusedByApi, validateForm } from './form/form-answer.ts';

import { PASSWORD_UPDATED_FLAG } from './password-flags.ts';

/** Forgot password (browser and server, docs/decisions/0100): ask the API for the mail, then /reset-password-success. */
export function forgotPasswordAction(storefront: PublicStorefront) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const values = formFields(await request.formData(), ['email']);
    const checked = validateForm(ForgotPasswordSchema, { ...values, storefront_id: storefront.id }, values);
    if (!checked.output) return checked.refusal;
    try {
      await context.get(apiClientContext).send('POST', `/storefronts/${storefront.id}/forgot-password`, MessageAnswerSchema, checked.output);
      // The return url rides along, so "Back to login" still leads where the shopper was going.
      const returnUrl = new URL(request.url).searchParams.get('returnUrl');
      return redirect(returnUrl ? `/reset-password-success?${new URLSearchParams({ returnUrl })}` : '/reset-password-success', 303);
    } catch (error) {
      return refusedByApi(error, values, [], 'Forgot password');
    }
  };
}

/** Update password from the mail's link (browser and server): save it, then /login confirming it. */
export function updatePasswordAction(storefront: PublicStorefront) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const query = new URL(request.url).searchParams;
    const values = formFields(await request.formData(), ['password', 'password_confirmation']);
    const input = { ...values, token: query.get('token') ?? '', email: query.get('email') ?? '', storefront_id: storefront.id };
    const checked = validateForm(ResetPasswordSchema, input, values, ['password', 'password_confirmation']);
    if (!checked.output) return checked.refusal;
    try {
      await context.get(apiClientContext).send('POST', `/storefronts/${storefront.id}/reset-password`, MessageAnswerSchema, checked.output);
      return redirect(`/login?${PASSWORD_UPDATED_FLAG}`, 303);
    } catch (error) {
      return refusedByApi(error, values, ['password', 'password_confirmation'], 'Password update', ['password']);
    }
  };
}
