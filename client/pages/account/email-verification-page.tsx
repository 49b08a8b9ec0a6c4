import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { afterLoginPath } from '../../../shared/return-url.ts';
import { ApiError } from '../../api/api-client.ts';
import { accountApi } from '../../auth/account-api.ts';
import { enterStore } from '../../auth/after-sign-in.ts';
import { rememberReturnUrl, takeReturnUrl } from '../../auth/return-url-storage.ts';
import { useCurrentUser, useSessionStore } from '../../app/session-context.tsx';
import { useStorefront } from '../../app/storefront-context.tsx';
import { isLoggedIn, setUser } from '../../state/session-store.ts';
import { useToast } from '../../toast/use-toast.ts';
import { AccountPageFrame } from './form/account-page-frame.tsx';

/**
 * E-mail verification (spec section 2): a message and a resend button. With ?token= it
 * verifies in the browser right after loading (never in a GET on the server, so mail scanners
 * that fetch links cannot use the token up), stores the user and goes to the stored return url
 * or /. A returnUrl in the query (from the guards) is remembered for that moment.
 */
export default function EmailVerificationPage() {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const session = useSessionStore();
  const user = useCurrentUser();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [verifying, setVerifying] = useState(Boolean(token));
  const [sending, setSending] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    rememberReturnUrl(params.get('returnUrl'));
  }, [params]);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    accountApi
      .verifyEmail(storefront.id, token)
      .then(async ({ data }) => {
        setUser(session, data.user);
        await enterStore(navigate, storefront, afterLoginPath(takeReturnUrl()));
      })
      .catch((error: unknown) => {
        setVerifying(false);
        // Spec section 8: a 404 says 'Invalid token. Please try again.'; other errors are ignored.
        if (error instanceof ApiError && error.status === 404) toast({ severity: 'error', summary: _('Invalid token. Please try again.') });
      });
  }, [_, navigate, session, storefront, toast, token]);

  async function resend() {
    setSending(true);
    try {
      await accountApi.resendVerification(storefront.id);
      toast({ severity: 'success', summary: _('Email verification sent again!') });
    } catch (error) {
      toast({ severity: 'error', summary: error instanceof ApiError ? error.message : _('Server error. Please try again later.') });
    } finally {
      setSending(false);
    }
  }

  if (verifying) {
    return (
      <AccountPageFrame title={_('Email verification')}>
        <p role="status">{_('Verifying your e-mail address…')}</p>
      </AccountPageFrame>
    );
  }

  return (
    <AccountPageFrame title={_('Email verification')}>
      <p className="mb-6 text-gray-800">
        {isLoggedIn(user)
          ? _('We sent a verification link to {email}. Please open it to verify your e-mail address.', { email: user.email })
          : _('Please open the link we sent to your e-mail address to verify it.')}
      </p>
      {isLoggedIn(user) ? (
        <button
          type="button"
          onClick={() => void resend()}
          disabled={sending}
          aria-busy={sending || undefined}
          className="h-11 w-full rounded-md bg-brand px-4 font-semibold text-brand-contrast hover:opacity-90 disabled:opacity-50"
        >
          {_('Resend verification e-mail')}
        </button>
      ) : (
        <p className="text-sm">
          {_('To get a new link, please log in first.')}{' '}
          <Link to="/login" className="font-medium text-brand underline">
            {_('Login')}
          </Link>
        </p>
      )}
    </AccountPageFrame>
  );
}
