import type { Context } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { rateLimits, type RateLimits } from './rate-limit.ts';

/** The rate limits of the request's store (its counters, named with the store's id). */
export function storeRateLimits(c: Context<AppEnv>): RateLimits {
  return rateLimits(c.env.RATE_LIMIT_COUNTERS, { storefrontId: c.var.storefront.id });
}
