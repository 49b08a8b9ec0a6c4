/** A fixed-window limit: at most `limit` hits per `windowSeconds` for one subject. */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one hit and says whether it is within the limit. One atomic UPSERT … RETURNING per hit
 * (D1 runs each statement alone), so concurrent hits are counted exactly: the (limit + 1)th
 * hit of a window is refused however the requests interleave.
 */
export async function hitRateLimit(db: D1Database, rule: RateLimitRule, subject: string, now = Date.now()): Promise<RateLimitResult> {
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
         window_start = excluded.window_start
       RETURNING count`,
    )
    .bind(rateLimitKey(rule, subject), windowStart)
    .first<{ count: number }>();
  const count = row?.count ?? 1;
  if (count === 1 && Math.random() < 0.01) await pruneRateLimits(db, nowSeconds);
  return { allowed: count <= rule.limit, count, retryAfterSeconds: windowStart + rule.windowSeconds - nowSeconds };
}

/** Forgets a subject's hits (an account's failed logins after a successful one). */
export async function resetRateLimit(db: D1Database, rule: RateLimitRule, subject: string): Promise<void> {
  await db.prepare('DELETE FROM rate_limits WHERE key = ?').bind(rateLimitKey(rule, subject)).run();
}

function rateLimitKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject}`;
}

/** Drops counters of windows that ended more than a day ago (keeps the table small). */
async function pruneRateLimits(db: D1Database, nowSeconds: number): Promise<void> {
  await db.prepare('DELETE FROM rate_limits WHERE window_start < ?').bind(nowSeconds - 86_400).run();
}
