import { createContext } from 'react-router';
import { proxy } from 'valtio';
import type { PublicUser } from '../../shared/schemas/public-user.ts';

/**
 * Who is signed in, as the page knows it (spec: "User … the user state tells logged in and
 * verified"). Display and guards only: the HttpOnly session cookie is the credential, and the
 * server's answer (the boot payload, GET /me) always wins over what the browser remembers.
 * One store per app instance: per request on the server, one per page in the browser.
 */
export type SessionState = { user: PublicUser | null };

export function createSessionStore(user: PublicUser | null): SessionState {
  return proxy<SessionState>({ user });
}

/** After login, registration, verification or GET /me. */
export function setUser(store: SessionState, user: PublicUser): void {
  store.user = user;
}

/** After logout, or when the server no longer knows the session. */
export function clearUser(store: SessionState): void {
  store.user = null;
}

/** docs/product.md §6: the logged-in state is recognised by first_name being present. */
export function isLoggedIn(user: PublicUser | null | undefined): user is PublicUser {
  return Boolean(user?.first_name);
}

/** Logged in with a verified e-mail address (work accounts are verified by their provider). */
export function isVerified(user: PublicUser | null | undefined): boolean {
  return isLoggedIn(user) && (user.verified || user.sso);
}

/** Router context through which loaders (guards) read the session store of their side. */
export const sessionRouterContext = createContext<SessionState>();
