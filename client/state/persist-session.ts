import * as v from 'valibot';
import { subscribe } from 'valtio';
import { MeAnswerSchema, PublicUserSchema } from '../../shared/schemas/public-user.ts';
import { clearUser, isLoggedIn, setUser, type SessionState } from './session-store.ts';

/** localStorage key of the persisted user (spec: "The user is persisted locally"). */
const USER_STORAGE_KEY = 'user';

/** Re-validate with the server at most this often when the tab becomes visible again. */
const REVALIDATE_AFTER_MS = 60_000;

function writeUser(store: SessionState): void {
  try {
    if (store.user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(store.user));
    else localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage disabled: the page still knows the user from the server.
  }
}

function parseStoredUser(text: string) {
  try {
    const parsed = v.safeParse(PublicUserSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Asks the server who is signed in (GET /api/storefronts/{id}/me): a session that ended
 * elsewhere (logout in another tab, expiry, password reset) stops showing as logged in.
 */
async function revalidateSession(store: SessionState, storefrontId: number, onEnded?: () => void): Promise<void> {
  const response = await fetch(`/api/storefronts/${storefrontId}/me`, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (response.status === 401 || response.status === 403) return endSession(store, onEnded);
  if (!response.ok) return; // a server hiccup says nothing about the session
  const parsed = v.safeParse(MeAnswerSchema, await response.json().catch(() => null));
  if (parsed.success) setUser(store, parsed.output.data.user);
}

/** Forgets the user; if one was signed in, `onEnded` lets the page's guards run again. */
function endSession(store: SessionState, onEnded?: () => void): void {
  const wasSignedIn = isLoggedIn(store.user);
  clearUser(store);
  if (wasSignedIn) onEnded?.();
}

/**
 * Browser side of the session store: the user the server rendered with is the truth at load; it
 * is persisted, followed across tabs and re-validated when the tab comes back into view. A
 * session that ended elsewhere calls `onEnded`, so an account page's guard sends it to /login.
 */
export function persistSession(store: SessionState, storefrontId: number, onEnded?: () => void): void {
  // This starts with the shopper's first interaction; another tab may have signed in or out
  // since the page loaded. When storage and this page disagree, the server decides.
  let stored: unknown;
  try {
    const text = localStorage.getItem(USER_STORAGE_KEY);
    stored = text ? parseStoredUser(text) : null;
  } catch {
    stored = null;
  }
  if (JSON.stringify(stored) === JSON.stringify(store.user)) writeUser(store);
  else revalidateSession(store, storefrontId, onEnded).finally(() => writeUser(store)).catch(() => undefined);
  subscribe(store, () => writeUser(store));
  window.addEventListener('storage', (event) => {
    if (event.key !== USER_STORAGE_KEY) return;
    const parsed = event.newValue ? parseStoredUser(event.newValue) : null;
    if (parsed) setUser(store, parsed);
    else endSession(store, onEnded);
  });
  let checkedAt = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checkedAt < REVALIDATE_AFTER_MS) return;
    checkedAt = Date.now();
    revalidateSession(store, storefrontId, onEnded).catch(() => undefined);
  });
}
