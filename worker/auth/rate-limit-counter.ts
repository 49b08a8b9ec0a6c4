import { DurableObject } from 'cloudflare:workers';
import { countHitOfFirstAllowing, lastWindowEnd, liveWindows, type RateLimitResult, type RateLimitRule, type WindowCounts } from './fixed-window.ts';

const WINDOWS = 'windows';

/**
 * The rate-limit counter of one subject under one limit (docs/decisions/0303-rate-limit-counters-in-durable-objects.md),
 * named `{store id | operator}:{rule}:{subject}` by worker/auth/rate-limit.ts. One object runs
 * one request at a time and reads and writes its storage synchronously, so every hit is counted
 * exactly however requests interleave; its storage is its own, so no attempt writes to D1. An
 * alarm at the end of its last window empties it, so a subject that stops coming leaves nothing.
 */
export class RateLimitCounter extends DurableObject {
  /** Counts a hit of each rule in turn until one allows it (see countHitOfFirstAllowing). */
  async hit(rules: [RateLimitRule, ...RateLimitRule[]], now: number): Promise<RateLimitResult> {
    const storage = this.ctx.storage;
    const before = storage.kv.get<WindowCounts>(WINDOWS) ?? {};
    const { windows, result, started } = countHitOfFirstAllowing(before, rules, now, Date.now());
    storage.kv.put(WINDOWS, windows);
    const end = lastWindowEnd(windows);
    if (started && end !== null) await storage.setAlarm(end);
    return result;
  }

  /** Forgets one rule's window (an account's failed logins after the owner's successful one). */
  async reset(ruleName: string): Promise<void> {
    const storage = this.ctx.storage;
    const windows = storage.kv.get<WindowCounts>(WINDOWS);
    if (!windows?.[ruleName]) return;
    const { [ruleName]: _forgotten, ...rest } = windows;
    if (Object.keys(rest).length) storage.kv.put(WINDOWS, rest);
    else await storage.deleteAll();
  }

  /** The last window ended: keep what is still live (a window started since), else nothing. */
  override async alarm(): Promise<void> {
    const storage = this.ctx.storage;
    const live = liveWindows(storage.kv.get<WindowCounts>(WINDOWS) ?? {}, Date.now());
    const end = lastWindowEnd(live);
    if (end === null) {
      await storage.deleteAll();
      return;
    }
    storage.kv.put(WINDOWS, live);
    await storage.setAlarm(end);
  }
}
