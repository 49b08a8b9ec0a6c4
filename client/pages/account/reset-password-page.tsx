import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ForgotPasswordSchema } from '../../../shared/schemas/account.ts';
import { ApiError } from '../../api/api-client.ts';
import { accountApi, flattenServerErrors } from '../../auth/account-api.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { useToast } from '../../toast/use-toast.ts';
import { AccountPageFrame, SubmitButton } from './form/account-page-frame.tsx';
import { TextField } from './form/text-field.tsx';
import { useSchemaForm } from './form/use-schema-form.ts';

const EMPTY = { email: '' };

/**
 * Reset password (spec section 2): e-mail, send-link button, back-to-login link. Success toasts
 * 'We sent you email with the password reset link!' and shows /reset-password-success; errors
 * are listed below the form (spec section 8).
 */
export default function ResetPasswordPage() {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useSchemaForm(ForgotPasswordSchema, EMPTY, _);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.output) return form.touchAll();
    setBusy(true);
    setErrors([]);
    try {
      const { message } = await accountApi.forgotPassword(storefront.id, { ...form.output, storefront_id: storefront.id });
      toast({ severity: 'success', summary: message });
      await navigate('/reset-password-success');
    } catch (error) {
      setBusy(false);
      setErrors(error instanceof ApiError ? flattenServerErrors(error.body, error.message) : [_('Server error. Please try again later.')]);
    }
  }

  return (
    <AccountPageFrame title={_('Reset password')} intro={_('Enter the e-mail address of your account and we will send you a link to choose a new password.')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField
          id="reset-email"
          label={_('Email')}
          type="email"
          autoComplete="email"
          value={form.values.email}
          error={form.error('email')}
          onChange={(value) => form.set('email', value)}
          onBlur={() => form.touch('email')}
        />
        <SubmitButton busy={busy}>{_('Send reset link')}</SubmitButton>
        {errors.length > 0 && (
          <ul role="alert" className="list-disc pl-5 text-sm text-red-700">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-brand underline">
          {_('Back to login')}
        </Link>
      </p>
    </AccountPageFrame>
  );
}
