/**
 * The daily clean-up (wrangler.toml `[triggers] crons`, docs/decisions/0108-daily-clean-up.md):
 * rows that can never be used again leave D1, so tables of sign-ins and gate passes do not grow
 * with every shopper who never comes back. Nothing here is read by any answer once expired:
 * a session, gate pass, known browser or work-account nonce past `expires_at` is refused, an e-mail
 * link used or expired is refused. Orders, carts, gift cards and the mail log stay. Rate-limit
 * counters are not in D1: each empties itself when its last window ends (worker/auth/rate-limit-counter.ts).
 */
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export type PruneCounts = { sessions: number; emailTokens: number; privateGrants: number; ssoNonces: number; knownDevices: number };

export async function pruneExpired(db: D1Database): Promise<PruneCounts> {
  const [sessions, emailTokens, privateGrants, ssoNonces, knownDevices] = await db.batch([
    db.prepare(`DELETE FROM sessions WHERE expires_at <= ${NOW}`),
    db.prepare(`DELETE FROM email_tokens WHERE used_at IS NOT NULL OR expires_at <= ${NOW}`),
    db.prepare(`DELETE FROM private_grants WHERE expires_at <= ${NOW}`),
    db.prepare(`DELETE FROM sso_nonces WHERE expires_at <= ${NOW}`),
    db.prepare(`DELETE FROM known_devices WHERE expires_at <= ${NOW}`),
  ]);
  return {
    sessions: sessions?.meta.changes ?? 0,
    emailTokens: emailTokens?.meta.changes ?? 0,
    privateGrants: privateGrants?.meta.changes ?? 0,
    ssoNonces: ssoNonces?.meta.changes ?? 0,
    knownDevices: knownDevices?.meta.changes ?? 0,
  };
}

