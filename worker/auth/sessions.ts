import { writeRefusal } from '../db/databases.ts';
import { hashToken, MAX_SESSIONS_PER_ACCOUNT, newToken, SESSION_IDLE_MS, SESSION_TTL_MS } from './session-token.ts';

/** The idle deadline of a session used at `now`: now + idle timeout, never past its lifetime. */
export function idleDeadline(createdAt: number, now: number): string {
  return new Date(Math.min(createdAt + SESSION_TTL_MS, now + SESSION_IDLE_MS)).toISOString();
}

/**
 * Creates a session of a customer of this store; answers the bearer token (stored only hashed).
 * `expires_at` is the idle deadline (moved on by use, see touchSession). The customer's sessions
 * beyond the newest MAX_SESSIONS_PER_ACCOUNT, and expired ones, end in the same batch.
 */
export async function createSession(db: D1Database, storefrontId: number, customerId: number, now = Date.now()): Promise<string> {
  const token = newToken();
  await db.batch([
    db
      .prepare('INSERT INTO sessions (id, storefront_id, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .bind(await hashToken(token), storefrontId, customerId, new Date(now).toISOString(), idleDeadline(now, now)),
    db
      .prepare(
        `DELETE FROM sessions WHERE storefront_id = ?1 AND customer_id = ?2 AND (expires_at <= ?3 OR id NOT IN (
           SELECT id FROM sessions WHERE storefront_id = ?1 AND customer_id = ?2 ORDER BY created_at DESC, rowid DESC LIMIT ?4))`,
      )
      .bind(storefrontId, customerId, new Date(now).toISOString(), MAX_SESSIONS_PER_ACCOUNT),
  ]);
  return token;
}

/** Moves a used session's idle deadline on; at most once an hour per session (one write). */
export async function touchSession(db: D1Database, sessionId: string, createdAt: string, expiresAt: string, now = Date.now()): Promise<void> {
  const next = idleDeadline(Date.parse(createdAt), now);
  if (Date.parse(next) - Date.parse(expiresAt) < 60 * 60 * 1000) return;
  // A move refusing writes (ADR 0309) leaves the deadline for the next request: a read goes on.
  if (writeRefusal(db)) return;
  await db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ?').bind(next, sessionId).run();
}

/** Ends one session (logout, or the old session when a login rotates it). */
export async function deleteSessionByToken(db: D1Database, storefrontId: number, token: string): Promise<void> {
  await db.prepare('DELETE FROM sessions WHERE id = ? AND storefront_id = ?').bind(await hashToken(token), storefrontId).run();
}

/** Ends every session of a customer (after a password reset). */
export async function deleteCustomerSessions(db: D1Database, storefrontId: number, customerId: number): Promise<void> {
  await db.prepare('DELETE FROM sessions WHERE storefront_id = ? AND customer_id = ?').bind(storefrontId, customerId).run();
}
