import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isSsoRedirectResponse } from '../../../../shared/sso-authority.ts';
import { ApiError } from '../../../api/api-client.ts';
import { accountApi } from '../../../auth/account-api.ts';
import { enterStore, pathAfterSignIn } from '../../../auth/after-sign-in.ts';
import { takeReturnUrl } from '../../../auth/return-url-storage.ts';
import { useSessionStore } from '../../../app/session-context.tsx';
import { useStorefront } from '../../../app/storefront-context.tsx';
import { setUser } from '../../../state/session-store.ts';
import { useToast } from '../../../toast/use-toast.ts';

/**
 * Finishes a work-account sign-in when the provider redirected back to this page: MSAL reads
 * the answer, the Worker verifies the ID token and signs in. True while that runs.
 */
export function useSsoRedirect(): boolean {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const session = useSessionStore();
  const navigate = useNavigate();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !storefront.sso.enabled || !isSsoRedirectResponse(window.location.hash)) return;
    started.current = true;
    setPending(true);
    void (async () => {
      try {
        const { finishSsoLogin } = await import('../../../auth/sso/msal-client.ts');
        const idToken = await finishSsoLogin(storefront.sso);
        if (!idToken) return setPending(false);
        const { data } = await accountApi.ssoLogin(storefront.id, idToken);
        setUser(session, data.user);
        await enterStore(navigate, storefront, pathAfterSignIn(data.user, takeReturnUrl()));
      } catch (error) {
        setPending(false);
        toast({ severity: 'error', summary: error instanceof ApiError ? error.message : _('Your work account could not be verified. Please try again.') });
      }
    })();
  }, [_, navigate, session, storefront, toast]);

  return pending;
}
