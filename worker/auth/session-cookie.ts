import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-types.ts';
import { readSessionToken } from './current-customer.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from './session-token.ts';
import { createSession, deleteSessionByToken } from './sessions.ts';

/**
 * Cookie attributes of every credential cookie: HttpOnly, Secure, SameSite=Lax, whole site.
 * Secure always, also locally: browsers keep Secure cookies on http://*.localhost and
 * http://127.0.0.1 (docs/decisions/0030-sessions-and-user-state.md).
 */
export const CREDENTIAL_COOKIE = { httpOnly: true, secure: true, sameSite: 'Lax', path: '/' } as const;

/**
 * Signs a customer in: a new session (the one the request came with, if any, is ended, so a
 * login always rotates the credential) and the session cookie. Answers the bearer token.
 */
export async function signIn(c: Context<AppEnv>, customerId: number): Promise<string> {
  const storefrontId = c.var.storefront.id;
  const previous = readSessionToken(c);
  if (previous) await deleteSessionByToken(c.var.db, storefrontId, previous);
  const token = await createSession(c.var.db, storefrontId, customerId);
  setCookie(c, SESSION_COOKIE, token, { ...CREDENTIAL_COOKIE, maxAge: Math.floor(SESSION_TTL_MS / 1000) });
  return token;
}

/** Ends the request's session (cookie or bearer) and clears the cookie. */
export async function signOut(c: Context<AppEnv>): Promise<void> {
  const token = readSessionToken(c);
  if (token) await deleteSessionByToken(c.var.db, c.var.storefront.id, token);
  deleteCookie(c, SESSION_COOKIE, CREDENTIAL_COOKIE);
}
