import type { RateLimitResult, RateLimitRule, RateLimits } from './rate-limit.ts';

/**
 * A limit on guesses at one thing (an account, a store's gate) from all clients together
 * (docs/decisions/0260-distributed-guessing-limits.md): `wide` attempts per window go through;
 * past it only `slow`'s trickle does, so guessing from many addresses is all but stopped while
 * the owner on a new browser waits at most one slow window. A browser that proved itself before
 * (`known`) is not counted and never refused by it.
 * Answers the refusal, or null when the attempt may go on.
 */
export async function limitSharedGuesses(
  limits: RateLimits,
  rules: { wide: RateLimitRule; slow: RateLimitRule },
  subject: string,
  known: boolean,
): Promise<RateLimitResult | null> {
  if (known) return null;
  const hit = await limits.hitWideThenSlow(rules, subject);
  return hit.allowed ? null : hit;
}
