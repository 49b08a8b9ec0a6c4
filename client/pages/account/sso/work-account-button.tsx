import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { ApiError } from '../../../api/api-client.ts';
import { accountApi } from '../../../auth/account-api.ts';
import { rememberReturnUrl } from '../../../auth/return-url-storage.ts';
import { useStorefront } from '../../../app/storefront-context.tsx';
import { useToast } from '../../../toast/use-toast.ts';

/**
 * "Sign in with your work account": asks the server for a nonce, then loads MSAL (only now: it
 * is large) and leaves for the provider's sign-in page; the answer comes back to /login.
 */
export function WorkAccountButton({ returnUrl }: { returnUrl: string | null }) {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

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
    <button
      type="button"
      onClick={() => void signIn()}
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
  );
}
