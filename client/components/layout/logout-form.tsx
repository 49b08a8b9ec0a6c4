import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useLogout } from '../../auth/use-logout.ts';

/**
 * Logout as a form: without JavaScript (or before the page runs) it posts to /logout, whose route
 * action ends the session (ADR 0176); once the page runs, `useLogout` does it in the page and also
 * signs a work account out at its provider. `onDone`: after a logout in the page.
 */
export function LogoutForm({ className, onDone }: { className: string; onDone?: () => void }) {
  const { _ } = useLingui();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <form
      method="post"
      action="/logout"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void logout().finally(() => {
          setBusy(false);
          onDone?.();
        });
      }}
    >
      <button type="submit" disabled={busy} className={className}>
        {_('Logout')}
      </button>
    </form>
  );
}
