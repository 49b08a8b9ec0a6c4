import { useLingui } from '@lingui/react';
import { useEffect } from 'react';

/** Nobody is signed in (or the session ended): how to get in. No sign-in form: people come by link. */
export function SignedOutPage({ expired = false }: { expired?: boolean }) {
  const { _ } = useLingui();
  useEffect(() => {
    document.title = `${_('Sign in')} · Studio`;
  }, [_]);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">Studio</p>
      <h1 className="mt-2 text-2xl font-semibold text-gray-900">{expired ? _('Your Studio session has ended') : _('You are not signed in')}</h1>
      <p className="mt-4 text-gray-800">{_('The Studio is opened with a personal sign-in link. Ask an administrator of your stores to invite you, then open the link they send you in this browser.')}</p>
      <p className="mt-3 text-gray-800">{_('Each link works once and for a limited time. If yours no longer works, ask for a new one.')}</p>
      <p className="mt-6 text-sm text-gray-700">{_('Running the Studio locally? Make a link with: npm run stores -- invite --name "Your name" --role admin')}</p>
    </main>
  );
}
