import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginSchema } from '../../../shared/schemas/account.ts';
import { ApiError } from '../../api/api-client.ts';
import { accountApi } from '../../auth/account-api.ts';
import { enterStore, pathAfterSignIn } from '../../auth/after-sign-in.ts';
import { useGiftingGuard } from '../../auth/gifting-guard.ts';
import { guestOutsideGifting } from '../../auth/guards.ts';
import { useSessionStore } from '../../app/session-context.tsx';
import { useStorefront } from '../../app/storefront-context.tsx';
import { setUser } from '../../state/session-store.ts';
import { useToast } from '../../toast/use-toast.ts';
import { AccountPageFrame, SubmitButton } from './form/account-page-frame.tsx';
import { TextField } from './form/text-field.tsx';
import { useCompanyDomainRule } from './form/use-company-domain-rule.ts';
import { useSchemaForm } from './form/use-schema-form.ts';

/** Guests only, and closed in gifting mode. */
export const loader = guestOutsideGifting;

const EMPTY = { email: '', password: '' };

// Only stores with single sign-on download the work-account code.
const WorkAccountSignIn = lazy(() => import('./sso/work-account-sign-in.tsx'));

/**
 * Login (spec section 2): e-mail and password, forgot-password link, register link keeping the
 * query, sign-in button disabled while the form is invalid, the work-account button when the
 * store has single sign-on (only that button in a private single-sign-on store).
 */
export default function LoginPage() {
  useGiftingGuard();
  const { _ } = useLingui();
  const storefront = useStorefront();
  const session = useSessionStore();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const [busy, setBusy] = useState(false);

  const domainRule = useCompanyDomainRule(storefront);
  const form = useSchemaForm(LoginSchema, EMPTY, _, domainRule);
  const workAccountOnly = storefront.private_store && storefront.sso.enabled;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.output || !form.valid) return form.touchAll();
    setBusy(true);
    try {
      const { data } = await accountApi.login(storefront.id, { ...form.output, storefront_id: storefront.id });
      setUser(session, data.user);
      await enterStore(navigate, storefront, pathAfterSignIn(data.user, returnUrl));
    } catch (error) {
      setBusy(false);
      toast({ severity: 'error', summary: error instanceof ApiError ? error.message : _('Server error. Please try again later.') });
    }
  }

  return (
    <AccountPageFrame title={_('Login')}>
      {storefront.sso.enabled && (
        <div className="mb-4">
          <Suspense fallback={<div className="h-11" />}>
            <WorkAccountSignIn returnUrl={returnUrl} />
          </Suspense>
        </div>
      )}
      {!workAccountOnly && (
        <>
          {storefront.sso.enabled && <p className="mb-4 text-center text-sm text-gray-600">{_('or')}</p>}
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
            <TextField
              id="login-email"
              label={_('Email')}
              type="email"
              autoComplete="email"
              value={form.values.email}
              error={form.error('email')}
              onChange={(value) => form.set('email', value)}
              onBlur={() => form.touch('email')}
            />
            <TextField
              id="login-password"
              label={_('Password')}
              type="password"
              autoComplete="current-password"
              value={form.values.password}
              error={form.error('password')}
              onChange={(value) => form.set('password', value)}
              onBlur={() => form.touch('password')}
            />
            <Link to="/reset-password" className="self-end text-sm font-medium text-brand underline">
              {_('Forgot password?')}
            </Link>
            <SubmitButton disabled={!form.valid} busy={busy}>
              {_('Sign In')}
            </SubmitButton>
          </form>
          <p className="mt-6 text-center text-sm">
            {_("Don't have an account?")}{' '}
            <Link to={`/register${location.search}`} className="font-medium text-brand underline">
              {_('Register')}
            </Link>
          </p>
        </>
      )}
    </AccountPageFrame>
  );
}
