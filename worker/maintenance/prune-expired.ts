/**
 * The daily clean-up (wrangler.toml `[triggers] crons`, docs/decisions/0108-daily-clean-up.md):
 * rows that can never be used again leave D1, so tables of sign-ins and gate passes do not grow
 * with every shopper who never comes back. Nothing here is read by any answer once expired:
 * a session, gate pass, known browser or work-account nonce past `expires_at` is refused, an e-mail link used or expired is refused,
 * a rate-limit window that ended is restarted. Orders, carts, gift cards and the mail log stay.
 */
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
/** Rate-limit counters of windows that ended a day ago (the longest window is one hour). */
const RATE_LIMIT_KEEP_SECONDS = 86_400;

/** Rate-limit counters whose window ended more than RATE_LIMIT_KEEP_SECONDS ago, in any database. */
const pruneRateLimits = (db: D1Database, nowSeconds: number) =>
  db.prepare('DELETE FROM rate_limits WHERE window_start < ?').bind(nowSeconds - RATE_LIMIT_KEEP_SECONDS);

export type PruneCounts = { sessions: number; emailTokens: number; privateGrants: number; ssoNonces: number; rateLimits: number; knownDevices: number };

export async function pruneExpired(db: D1Database, nowSeconds = Math.floor(Date.now() / 1000)): Promise<PruneCounts> {
  const [sessions, emailTokens, privateGrants, ssoNonces, rateLimits, knownDevices] = await db.batch([
    db.prepare(`DELETE FROM sessions WHERE expires_at <= ${NOW}`),
    db.prepare(`DELETE FROM email_tokens WHERE used_at IS NOT NULL OR expires_at <= ${NOW}`),
    db.prepare(`DELETE FROM private_grants WHERE expires_at <= ${NOW}`),
    db.prepare(`DELETE FROM sso_nonces WHERE expires_at <= ${NOW}`),
    pruneRateLimits(db, nowSeconds),
    db.prepare(`DELETE FROM known_devices WHERE expires_at <= ${NOW}`),
  ]);
  return {
    sessions: sessions?.meta.changes ?? 0,
    emailTokens: emailTokens?.meta.changes ?? 0,
    privateGrants: privateGrants?.meta.changes ?? 0,
    ssoNonces: ssoNonces?.meta.changes ?? 0,
    rateLimits: rateLimits?.meta.changes ?? 0,
    knownDevices: knownDevices?.meta.changes ?? 0,
  };
}

/**
 * The registry's share of the clean-up: only its rate-limit counters (operator sign-in), since a
 * store's sign-ins, passes and browsers live in the store's database (docs/scaling.md).
 */
export async function pruneRegistryCounters(registry: D1Database, nowSeconds = Math.floor(Date.now() / 1000)): Promise<number> {
  const result = await pruneRateLimits(registry, nowSeconds).run();
  return result.meta.changes ?? 0;
}
