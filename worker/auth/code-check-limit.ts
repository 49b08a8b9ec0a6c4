import type { Context } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { tooManyAttempts } from '../api/account-validation.ts';
import { clientIp } from './client-ip.ts';
import { RATE_LIMITS } from './rate-limit-policy.ts';
import { storeRateLimits } from './store-rate-limits.ts';

/**
 * Counts one code check of this client (gift-card or store code, on any endpoint) and answers
 * the 429 once the client passed the shared limit, or null to go on (ADR 0060).
 */
export async function limitCodeCheck(c: Context<AppEnv>): Promise<Response | null> {
  const hit = await storeRateLimits(c).hit(RATE_LIMITS.codeCheckClient, clientIp(c));
  return hit.allowed ? null : tooManyAttempts(c, hit.retryAfterSeconds);
}
