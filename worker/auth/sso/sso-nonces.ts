import { hashToken, newToken } from '../session-token.ts';

/** How long a started work-account sign-in may take: ten minutes (the nonce cookie's max-age too). */
export const SSO_NONCE_TTL_SECONDS = 600;

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** A new nonce for one sign-in of this store, kept (as its SHA-256) until it is spent or expires. */
export async function issueSsoNonce(db: D1Database, storefrontId: number, now = Date.now()): Promise<string> {
  const nonce = newToken();
  await db
    .prepare('INSERT INTO sso_nonces (nonce_hash, storefront_id, expires_at) VALUES (?, ?, ?)')
    .bind(await hashToken(nonce), storefrontId, new Date(now + SSO_NONCE_TTL_SECONDS * 1000).toISOString())
    .run();
  return nonce;
}

/**
 * Spends a nonce of this store: true once, for a nonce issued here and not expired; false for
 * anything else, also for the second of two requests racing with the same nonce (one atomic
 * DELETE … RETURNING). A cookie sent again, or an ID token replayed, cannot sign in twice.
 */
export async function spendSsoNonce(db: D1Database, storefrontId: number, nonce: string): Promise<boolean> {
  const row = await db
    .prepare(`DELETE FROM sso_nonces WHERE nonce_hash = ? AND storefront_id = ? AND expires_at > ${NOW} RETURNING 1 AS spent`)
    .bind(await hashToken(nonce), storefrontId)
    .first<{ spent: number }>();
  return row !== null;
}
