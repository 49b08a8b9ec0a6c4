import { useLingui } from '@lingui/react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordSchema } from '../../../shared/schemas/account.ts';
import { ApiError } from '../../api/api-client.ts';
import { accountApi } from '../../auth/account-api.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { useToast } from '../../toast/use-toast.ts';
import { AccountPageFrame, SubmitButton } from './form/account-page-frame.tsx';
import { PasswordChecklist } from './form/password-checklist.tsx';
import { TextField } from './form/text-field.tsx';
import { useSchemaForm } from './form/use-schema-form.ts';

/**
 * Update password (spec section 2), opened from the reset mail with ?token&email: the new
 * password and its confirmation with the checklist, cancel (to /) and submit. Success toasts
 * and goes to /login; an invalid submit toasts 'Please fill in all fields correctly.'.
 */
export default function UpdatePasswordPage() {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const initial = useMemo(() => ({ password: '', password_confirmation: '', token, email }), [token, email]);
  const form = useSchemaForm(ResetPasswordSchema, initial, _);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.output) {
      form.touchAll();
      toast({ severity: 'error', summary: _('Please fill in all fields correctly.') });
      return;
    }
    setBusy(true);
    try {
      const { message } = await accountApi.resetPassword(storefront.id, { ...form.output, storefront_id: storefront.id });
      toast({ severity: 'success', summary: message });
      await navigate('/login', { replace: true });
    } catch (error) {
      setBusy(false);
      toast({ severity: 'error', summary: error instanceof ApiError ? error.message : _('Server error. Please try again later.') });
    }
  }

  if (!token || !email) {
    return (
      <AccountPageFrame title={_('Update password')}>
        <p className="mb-6 text-gray-800">{_('This link is incomplete. Please ask for a new password reset link.')}</p>
        <Link to="/reset-password" className="font-medium text-brand underline">
          {_('Reset password')}
        </Link>
      </AccountPageFrame>
    );
  }

  return (
    <AccountPageFrame title={_('Update password')} intro={_('Choose a new password for {email}.', { email })}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField
          id="update-password"
          label={_('New password')}
          type="password"
          autoComplete="new-password"
          value={form.values.password}
          error={form.error('password')}
          onChange={(value) => form.set('password', value)}
          onBlur={() => form.touch('password')}
          describedBy="update-password-rules"
        >
          <PasswordChecklist id="update-password-rules" password={form.values.password} />
        </TextField>
        <TextField
          id="update-password-confirmation"
          label={_('Confirm password')}
          type="password"
          autoComplete="new-password"
          value={form.values.password_confirmation}
          error={form.error('password_confirmation')}
          onChange={(value) => form.set('password_confirmation', value)}
          onBlur={() => form.touch('password_confirmation')}
        />
        <div className="grid grid-cols-2 gap-3">
          <Link to="/" className="flex h-11 items-center justify-center rounded-md border border-gray-400 font-semibold hover:bg-gray-50">
            {_('Cancel')}
          </Link>
          <SubmitButton busy={busy}>{_('Update password')}</SubmitButton>
        </div>
      </form>
    </AccountPageFrame>
  );
}
