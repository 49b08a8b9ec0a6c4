import { useLingui } from '@lingui/react';
import { useMemo, type FormEvent } from 'react';
import { Form, useActionData, useNavigation, useSearchParams } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import type { ResetPasswordSchema } from '../../../shared/schemas/account.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useFormErrorToast } from '../../toast/use-form-error-toast.ts';
import { AccountPageFrame, SubmitButton } from './form/account-page-frame.tsx';
import type { FormAnswer } from './form/form-answer.ts';
import { FormMessages, useServerFieldError } from './form/form-messages.tsx';
import { PasswordChecklist } from './form/password-checklist.tsx';
import { TextField } from './form/text-field.tsx';
import { useSchemaForm } from './form/use-schema-form.ts';

/** The form's rules, loaded on its first use (ADR 0149). */
const loadResetPasswordSchema = async (): Promise<typeof ResetPasswordSchema> => (await import('../../../shared/schemas/account.ts')).ResetPasswordSchema;

/**
 * Update password (docs/product.md §2), opened from the reset mail with ?token&email: the new
 * password and its confirmation with the checklist, cancel (to /) and submit. Success goes to
 * /login, which confirms it; an invalid submit toasts 'Please fill in all fields correctly.'
 * (with JavaScript; the server's refusal is listed in the form). Hydrates on the first touch, its
 * form posting without JavaScript meanwhile; its route and action: client/routes/form-page-routes.tsx
 * (ADR 0154).
 */
export default function UpdatePasswordPage() {
  const { _ } = useLingui();
  const errorToast = useFormErrorToast();
  const hydrated = useHydrated();
  const answer = useActionData<FormAnswer>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const serverError = useServerFieldError(answer);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const initial = useMemo(() => ({ password: '', password_confirmation: '', token, email }), [token, email]);
  const form = useSchemaForm(loadResetPasswordSchema, initial, _);

  // With JavaScript an invalid form is not sent: it toasts and shows its errors instead. The
  // toast goes once the form is sent corrected or the page is left (/login then confirms).
  function submit(event: FormEvent<HTMLFormElement>) {
    // Before its rules are there the browser posts the form to the route action, as without JavaScript.
    if (!hydrated || !form.ready) return;
    if (form.output) {
      errorToast.clear();
      return;
    }
    event.preventDefault();
    form.touchAll();
    errorToast.show({ severity: 'error', summary: _('Please fill in all fields correctly.') });
  }

  if (!token || !email) {
    return (
      <AccountPageFrame title={_('Update password')}>
        <p className="mb-6 text-gray-800">{_('This link is incomplete. Please ask for a new password reset link.')}</p>
        <PlainLink href="/reset-password" className="font-medium text-brand underline">
          {_('Reset password')}
        </PlainLink>
      </AccountPageFrame>
    );
  }

  return (
    <AccountPageFrame title={_('Update password')} intro={_('Choose a new password for {email}.', { email })}>
      <Form method="post" replace reloadDocument={!form.ready} ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormMessages answer={answer} />
        <TextField
          id="update-password"
          name="password"
          label={_('New password')}
          type="password"
          autoComplete="new-password"
          value={form.values.password}
          error={form.error('password') ?? serverError('password')}
          onChange={(value) => form.set('password', value)}
          onBlur={() => form.touch('password')}
          describedBy="update-password-rules"
        >
          <PasswordChecklist id="update-password-rules" password={form.values.password} />
        </TextField>
        <TextField
          id="update-password-confirmation"
          name="password_confirmation"
          label={_('Confirm password')}
          type="password"
          autoComplete="new-password"
          value={form.values.password_confirmation}
          error={form.error('password_confirmation') ?? serverError('password_confirmation') ?? serverError('token') ?? serverError('email')}
          onChange={(value) => form.set('password_confirmation', value)}
          onBlur={() => form.touch('password_confirmation')}
        />
        <div className="grid grid-cols-2 gap-3">
          <PlainLink href="/" className="flex h-11 items-center justify-center rounded-md border border-gray-400 font-semibold hover:bg-gray-50">
            {_('Cancel')}
          </PlainLink>
          <SubmitButton busy={busy}>{_('Update password')}</SubmitButton>
        </div>
      </Form>
    </AccountPageFrame>
  );
}
