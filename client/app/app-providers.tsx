import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import type { SessionState } from '../state/session-store.ts';
import { ToastContext } from '../toast/use-toast.ts';
import type { ToastStore } from '../toast/toast-store.ts';
import { SessionContext } from './session-context.tsx';
import { StorefrontContext } from './storefront-context.tsx';

/** Everything a page needs around the router; built per request on the server. */
export function AppProviders({
  storefront,
  i18n,
  toasts,
  session,
  children,
}: {
  storefront: PublicStorefront;
  i18n: I18n;
  toasts: ToastStore;
  /** Who is signed in (client/state/session-store.ts). */
  session: SessionState;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <StorefrontContext value={storefront}>
        <SessionContext value={session}>
          <ToastContext value={toasts}>{children}</ToastContext>
        </SessionContext>
      </StorefrontContext>
    </I18nProvider>
  );
}
