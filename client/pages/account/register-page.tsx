import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { RegisterSchema } from '../../../shared/schemas/account.ts';
import { ApiError } from '../../api/api-client.ts';
import { accountApi, flattenServerErrors } from '../../auth/account-api.ts';
import { enterStore, pathAfterSignIn } from '../../auth/after-sign-in.ts';
import { useGiftingGuard } from '../../auth/gifting-guard.ts';
import { guestOutsideGifting } from '../../auth/guards.ts';
import { useSessionStore } from '../../app/session-context.tsx';
import { useStorefront } from '../../app/storefront-context.tsx';
import { setUser } from '../../state/session-store.ts';
import { useToast } from '../../toast/use-toast.ts';
import { AccountPageFrame, SubmitButton } from './form/account-page-frame.tsx';
import { PasswordChecklist } from './form/password-checklist.tsx';
import { TextField } from './form/text-field.tsx';
import { useCompanyDomainRule } from './form/use-company-domain-rule.ts';
import { useSchemaForm } from './form/use-schema-form.ts';

/** Guests only, and closed in gifting mode. */
export const loader = guestOutsideGifting;

const EMPTY = { first_name: '', last_name: '', email: '', username: '', password: '', password_confirmation: '' };
type Field = keyof typeof EMPTY;

/**
 * Register (spec section 2): first name, last name, e-mail, username, password and its
 * confirmation with the live checklist and strength meter. Server errors become one toast each.
 */
export default function RegisterPage() {
  useGiftingGuard();
  const { _ } = useLingui();
  const storefront = useStorefront();
  const session = useSessionStore();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);

  const domainRule = useCompanyDomainRule(storefront);
  const form = useSchemaForm(RegisterSchema, EMPTY, _, domainRule);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.output || !form.valid) return form.touchAll();
    setBusy(true);
    try {
      const { data } = await accountApi.register(storefront.id, { ...form.output, terms_and_conditions: true, storefront_id: storefront.id });
      setUser(session, data.user);
      await enterStore(navigate, storefront, pathAfterSignIn(data.user, params.get('returnUrl')));
    } catch (error) {
      setBusy(false);
      const messages = error instanceof ApiError ? flattenServerErrors(error.body, error.message) : [_('Server error. Please try again later.')];
      for (const summary of messages) toast({ severity: 'error', summary });
    }
  }

  const field = (name: Field, label: string, type: 'text' | 'email' | 'password', autoComplete: string) => (
    <TextField
      id={`register-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={form.values[name]}
      error={form.error(name)}
      onChange={(value) => form.set(name, value)}
      onBlur={() => form.touch(name)}
      {...(name === 'password' ? { describedBy: 'register-password-rules' } : {})}
    >
      {name === 'password' && <PasswordChecklist id="register-password-rules" password={form.values.password} />}
    </TextField>
  );

  return (
    <AccountPageFrame title={_('Register')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('first_name', _('First name'), 'text', 'given-name')}
          {field('last_name', _('Last name'), 'text', 'family-name')}
        </div>
        {field('email', _('Email'), 'email', 'email')}
        {field('username', _('Username'), 'text', 'username')}
        {field('password', _('Password'), 'password', 'new-password')}
        {field('password_confirmation', _('Confirm password'), 'password', 'new-password')}
        <SubmitButton busy={busy}>{_('Register')}</SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm">
        {_('Already have an account?')}{' '}
        <Link to={`/login${location.search}`} className="font-medium text-brand underline">
          {_('Login')}
        </Link>
      </p>
    </AccountPageFrame>
  );
}
