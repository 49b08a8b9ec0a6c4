import { createContext, useContext } from 'react';
import { useSnapshot } from 'valtio';
import type { PublicUser } from '../../shared/schemas/public-user.ts';
import type { SessionState } from '../state/session-store.ts';

export const SessionContext = createContext<SessionState | null>(null);

/** The session store of this app instance (for actions: setUser, clearUser). */
export function useSessionStore(): SessionState {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <AppProviders>');
  return store;
}

/** The signed-in user (null for a guest); re-renders when it changes. */
export function useCurrentUser(): PublicUser | null {
  return useSnapshot(useSessionStore()).user as PublicUser | null;
}
