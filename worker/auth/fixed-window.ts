/** A fixed-window limit: at most `limit` hits per `windowSeconds` for one subject. */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * One rule's current window: when it started (seconds, on the windows' clock), its hits, and
 * until when it is worth keeping (milliseconds, on the clock that runs the clean-up alarm).
 */
export type WindowCount = { start: number; count: number; keepUntil: number };

/** The windows one subject's counter holds, by rule name. */
export type WindowCounts = Record<string, WindowCount>;

/**
 * Counts one hit of `rule` at `now` (ms): within the rule's current window the count goes up,
 * in a new window it starts over at 1. `clock` is the real time the counter's clean-up compares
 * `keepUntil` with (the same as `now` except when a test counts at a time of its own choosing).
 */
export function countHit(windows: WindowCounts, rule: RateLimitRule, now: number, clock = now): { windows: WindowCounts; result: RateLimitResult; started: boolean } {
  const nowSeconds = Math.floor(now / 1000);
  const start = nowSeconds - (nowSeconds % rule.windowSeconds);
  const retryAfterSeconds = start + rule.windowSeconds - nowSeconds;
  const current = windows[rule.name];
  const started = current?.start !== start;
  const count = started ? 1 : current.count + 1;
  const keepUntil = started ? clock + retryAfterSeconds * 1000 : current.keepUntil;
  return {
    windows: { ...windows, [rule.name]: { start, count, keepUntil } },
    result: { allowed: count <= rule.limit, count, retryAfterSeconds },
    started,
  };
}

/**
 * Counts a hit against each rule in turn until one allows it (a wide limit, then its slow
 * trickle: docs/decisions/0260-distributed-guessing-limits.md) and answers the last one counted.
 */
export function countHitOfFirstAllowing(
  windows: WindowCounts,
  rules: readonly [RateLimitRule, ...RateLimitRule[]],
  now: number,
  clock = now,
): { windows: WindowCounts; result: RateLimitResult; started: boolean } {
  const [first, ...rest] = rules;
  let hit = countHit(windows, first, now, clock);
  let started = hit.started;
  for (const rule of rest) {
    if (hit.result.allowed) break;
    hit = countHit(hit.windows, rule, now, clock);
    started ||= hit.started;
  }
  return { ...hit, started };
}

/** The windows still worth keeping at `clock` (those whose window has not ended). */
export function liveWindows(windows: WindowCounts, clock: number): WindowCounts {
  return Object.fromEntries(Object.entries(windows).filter(([, window]) => window.keepUntil > clock));
}

/** When the last of the windows ends (ms), or null when there are none. */
export function lastWindowEnd(windows: WindowCounts): number | null {
  const ends = Object.values(windows).map((window) => window.keepUntil);
  return ends.length ? Math.max(...ends) : null;
}
