import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-types.ts';
import { CREDENTIAL_COOKIE } from '../auth/session-cookie.ts';
import { hashToken, newToken } from '../auth/session-token.ts';

/** HttpOnly cookie that says "this browser passed this store's private gate". */
export const PRIVATE_GRANT_COOKIE = 'private_access';

/** A pass lasts as long as a session. */
export const PRIVATE_GRANT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type PrivateGrantKind = 'gift_card' | 'password';

/**
 * Records a gate pass for this store and sets the grant cookie: a random token whose SHA-256
 * is stored in private_grants with the store id, so it is worth nothing on another store.
 */
export async function grantPrivateAccess(c: Context<AppEnv>, kind: PrivateGrantKind, now = Date.now()): Promise<void> {
  const token = newToken();
  await c.var.db.prepare('INSERT INTO private_grants (token_hash, storefront_id, kind, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await hashToken(token), c.var.storefront.id, kind, new Date(now + PRIVATE_GRANT_TTL_MS).toISOString())
    .run();
  setCookie(c, PRIVATE_GRANT_COOKIE, token, { ...CREDENTIAL_COOKIE, maxAge: Math.floor(PRIVATE_GRANT_TTL_MS / 1000) });
}

/** Whether the request carries a live gate pass of the Host's store. */
export async function hasPrivateGrant(c: Context<AppEnv>): Promise<boolean> {
  const token = getCookie(c, PRIVATE_GRANT_COOKIE);
  if (!token || token.length > 100) return false;
  const row = await c.var.db.prepare(
    "SELECT 1 AS ok FROM private_grants WHERE token_hash = ? AND storefront_id = ? AND expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
  )
    .bind(await hashToken(token), c.var.storefront.id)
    .first<{ ok: number }>();
  return row !== null;
}
