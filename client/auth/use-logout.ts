import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../app/session-context.tsx';
import { useStorefront } from '../app/storefront-context.tsx';
import { clearUser } from '../state/session-store.ts';
import { logoutPath } from './logout-path.ts';

/**
 * Logout (docs/product.md §4): the server ends the session and clears the cookie, the user state is
 * cleared; then a work account is logged out at the provider (redirect back to the site
 * origin), a private store goes to /login and any other store to /.
 */
export function useLogout(): () => Promise<void> {
  const session = useSessionStore();
  const storefront = useStorefront();
  const navigate = useNavigate();
  return useCallback(async () => {
    const wasWorkAccount = session.user?.sso === true;
    await fetch(`/api/storefronts/${storefront.id}/logout`, { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
    clearUser(session);
    if (wasWorkAccount && storefront.sso.enabled) {
      const { ssoLogoutRedirect } = await import('./sso/msal-client.ts');
      await ssoLogoutRedirect(storefront.sso);
      return;
    }
    // A private store reloads: the next page must come with the locked config again.
    if (storefront.private_store) window.location.assign(logoutPath(storefront));
    else await navigate(logoutPath(storefront));
  }, [navigate, session, storefront]);
}
