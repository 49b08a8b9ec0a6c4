import { useLingui } from '@lingui/react';
import { Link } from 'react-router';

/** The Login button of the top bar (the signed-in user menu arrives with accounts). */
export function LoginButton() {
  const { _ } = useLingui();
  return (
    <Link
      to="/login"
      className="inline-flex h-10 items-center rounded-md bg-brand px-4 text-sm font-semibold text-brand-contrast hover:opacity-90"
    >
      {_('Login')}
    </Link>
  );
}
