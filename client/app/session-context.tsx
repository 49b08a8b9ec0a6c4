import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { snapshot, subscribe } from 'valtio/vanilla';
import type { PublicUser } from '../../shared/schemas/public-user.ts';
import type { SessionState } from '../state/session-store.ts';

export const SessionContext = createContext<SessionState | null>(null);

/** The session store of this app instance (for actions: setUser, clearUser). */
export function useSessionStore(): SessionState {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <AppProviders>');
  return store;
}

/** The signed-in user (null for a guest); valtio's vanilla API keeps its proxy-tracking useSnapshot out of the entry. */
export function useCurrentUser(): PublicUser | null {
  const store = useSessionStore();
  const subscribeToStore = useCallback((onChange: () => void) => subscribe(store, onChange), [store]);
  const readUser = () => snapshot(store).user as PublicUser | null;
  return useSyncExternalStore(subscribeToStore, readUser, readUser);
}
