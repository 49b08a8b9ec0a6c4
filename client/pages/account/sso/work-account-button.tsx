import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SSO_ERROR_PARAM, type SsoError } from '../../../../shared/sso-authority.ts';
import { ApiError } from '../../../api/api-client.ts';
import { accountApi } from '../../../auth/account-api.ts';
import { rememberReturnUrl } from '../../../auth/return-url-storage.ts';
import { useStorefront } from '../../../app/storefront-context.tsx';
import { useToast } from '../../../toast/use-toast.ts';

/**
 * "Sign in with your work account": asks the server for a nonce, then loads MSAL (only now: it
 * is large) and leaves for the provider's sign-in page; the answer comes back to /login.
 * Without JavaScript (or before this part hydrates) the button posts its form and the Worker
 * does the same (docs/decisions/0301-work-account-sign-in-without-javascript.md); when that went
 * back to the page, the page's `sso_error` says why, here.
 */
export function WorkAccountButton({ returnUrl }: { returnUrl: string | null }) {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const toast = useToast();
  const location = useLocation();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const minutes = Math.max(1, Number(params.get('minutes')) || 1);
  const problems: Record<SsoError, string> = {
    unreachable: _('The work-account sign-in service cannot be reached right now. Please try again in a few minutes.'),
    failed: _('The work-account sign-in could not be started. Please try again.'),
    expired: _('The work-account sign-in expired or was started in another browser. Please try again.'),
    unverified: _('Your work account could not be verified. Please try again.'),
    taken: _('An account with this e-mail address already exists.'),
    busy: _('Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.', { minutes }),
  };
  const problem = problems[params.get(SSO_ERROR_PARAM) as SsoError] as string | undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void signIn();
  }

  async function signIn() {
    setBusy(true);
    try {
      const { data } = await accountApi.ssoNonce(storefront.id);
      rememberReturnUrl(returnUrl);
      const { startSsoLogin, SsoUnreachableError } = await import('../../../auth/sso/msal-client.ts');
      try {
        await startSsoLogin(storefront.sso, data.nonce);
      } catch (error) {
        if (!(error instanceof SsoUnreachableError)) throw error;
        setBusy(false);
        toast({ severity: 'error', summary: _('The work-account sign-in service cannot be reached right now. Please try again in a few minutes.') });
      }
    } catch (error) {
      setBusy(false);
      toast({ severity: 'error', summary: error instanceof ApiError ? error.message : _('The work-account sign-in could not be started. Please try again.') });
    }
  }

  return (
    <form method="post" action={`/api/storefronts/${storefront.id}/sso/start`} onSubmit={submit} className="flex flex-col gap-4">
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      {returnUrl !== null && <input type="hidden" name="returnUrl" value={returnUrl} />}
      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className="flex h-11 w-full items-center justify-center gap-2 rounded-md border border-gray-400 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-50"
      >
        <svg aria-hidden="true" viewBox="0 0 21 21" className="h-5 w-5">
          <rect x="1" y="1" width="9" height="9" fill="#f25022" />
          <rect x="11" y="1" width="9" height="9" fill="#7fba00" />
          <rect x="1" y="11" width="9" height="9" fill="#00a4ef" />
          <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
        </svg>
        {_('Sign in with your work account')}
      </button>
    </form>
  );
}
