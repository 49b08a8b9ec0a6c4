import { hashToken, newToken, SESSION_TTL_MS } from './session-token.ts';

/** Creates a session of a customer of this store; answers the bearer token (stored only hashed). */
export async function createSession(db: D1Database, storefrontId: number, customerId: number, now = Date.now()): Promise<string> {
  const token = newToken();
  await db
    .prepare('INSERT INTO sessions (id, storefront_id, customer_id, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await hashToken(token), storefrontId, customerId, new Date(now + SESSION_TTL_MS).toISOString())
    .run();
  return token;
}

/** Ends one session (logout, or the old session when a login rotates it). */
export async function deleteSessionByToken(db: D1Database, storefrontId: number, token: string): Promise<void> {
  await db.prepare('DELETE FROM sessions WHERE id = ? AND storefront_id = ?').bind(await hashToken(token), storefrontId).run();
}

/** Ends every session of a customer (after a password reset). */
export async function deleteCustomerSessions(db: D1Database, storefrontId: number, customerId: number): Promise<void> {
  await db.prepare('DELETE FROM sessions WHERE storefront_id = ? AND customer_id = ?').bind(storefrontId, customerId).run();
}
