import type { RateLimitCounter } from './rate-limit-counter.ts';
import type { RateLimitResult, RateLimitRule } from './fixed-window.ts';

export type { RateLimitResult, RateLimitRule } from './fixed-window.ts';

/**
 * Whose counters: one store's (every shopper-facing limit), or the operator API's (not a
 * store's). The owner is part of every counter's name, so one store's counts never reach another.
 */
export type RateLimitOwner = { storefrontId: number } | 'operator';

export type RateLimits = {
  /** Counts one hit of `subject` and says whether it is within the limit. */
  hit: (rule: RateLimitRule, subject: string, now?: number) => Promise<RateLimitResult>;
  /**
   * Counts a hit against `wide`; only past it against `slow`, whose answer is then the one given
   * (the shared limits of docs/decisions/0260-distributed-guessing-limits.md). Reset with `wide`.
   */
  hitWideThenSlow: (rules: { wide: RateLimitRule; slow: RateLimitRule }, subject: string, now?: number) => Promise<RateLimitResult>;
  /** Forgets the subject's hits of one rule. */
  reset: (rule: RateLimitRule, subject: string) => Promise<void>;
};

/**
 * Fixed-window rate limits kept in Durable Objects, one per owner, rule and subject
 * (docs/decisions/0303-rate-limit-counters-in-durable-objects.md): an attempt costs one call to
 * its counter and no D1 write. Each counter counts exactly (one object, one request at a time),
 * so the (limit + 1)th hit of a window is refused however the requests interleave.
 */
export function rateLimits(counters: DurableObjectNamespace<RateLimitCounter>, owner: RateLimitOwner): RateLimits {
  const counter = (rule: RateLimitRule, subject: string) => counters.get(counters.idFromName(rateLimitCounterName(owner, rule, subject)));
  return {
    hit: (rule, subject, now = Date.now()) => counter(rule, subject).hit([rule], now),
    hitWideThenSlow: ({ wide, slow }, subject, now = Date.now()) => counter(wide, subject).hit([wide, slow], now),
    reset: (rule, subject) => counter(rule, subject).reset(rule.name),
  };
}

/** The name of the counter of one subject under one rule of one owner. */
export function rateLimitCounterName(owner: RateLimitOwner, rule: RateLimitRule, subject: string): string {
  return `${owner === 'operator' ? 'operator' : owner.storefrontId}:${rule.name}:${subject}`;
}
