import { useLingui } from '@lingui/react';
import { useSsoRedirect } from './use-sso-redirect.ts';
import { WorkAccountButton } from './work-account-button.tsx';

/**
 * The work-account part of /login (stores with single sign-on only, loaded lazily): the button,
 * or "Signing you in…" while the provider's answer is being verified.
 */
export default function WorkAccountSignIn({ returnUrl }: { returnUrl: string | null }) {
  const { _ } = useLingui();
  const pending = useSsoRedirect();
  return pending ? <p role="status">{_('Signing you in…')}</p> : <WorkAccountButton returnUrl={returnUrl} />;
}
