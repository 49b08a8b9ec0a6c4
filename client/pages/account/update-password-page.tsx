import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { Form, useActionData, useNavigation, useSearchParams } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import type { ResetPasswordSchema } from '../../../shared/schemas/account.ts';
import { useFormErrorToast } from '../../toast/use-form-error-toast.ts';
import { AccountPageFrame, SubmitButton } from './form/account-page-frame.tsx';
import type { FormAnswer } from './form/form-answer.ts';
import { FormMessages } from './form/form-messages.tsx';
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
  const answer = useActionData<FormAnswer>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const initial = useMemo(() => ({ password: '', password_confirmation: '', token, email }), [token, email]);
  const form = useSchemaForm(loadResetPasswordSchema, initial, _, { answer });
  const password = form.field('password');
  const confirmation = form.field('password_confirmation');
  // With JavaScript an invalid form is not sent: it toasts and shows its errors instead. The
  // toast goes once the form is sent corrected or the page is left (/login then confirms).
  const check = { valid: () => errorToast.clear(), invalid: () => errorToast.show({ severity: 'error' as const, summary: _('Please fill in all fields correctly.') }) };

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
      <Form method="post" replace reloadDocument={!form.ready} {...form.props(check)} className="flex flex-col gap-4">
        <FormMessages answer={answer} />
        <TextField id="update-password" label={_('New password')} type="password" autoComplete="new-password" {...password} describedBy="update-password-rules">
          <PasswordChecklist id="update-password-rules" password={form.values.password} />
        </TextField>
        {/* The link's token and e-mail have no field: the server's refusal of them shows here. */}
        <TextField
          id="update-password-confirmation"
          label={_('Confirm password')}
          type="password"
          autoComplete="new-password"
          {...confirmation}
          error={confirmation.error ?? form.serverError('token') ?? form.serverError('email')}
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
