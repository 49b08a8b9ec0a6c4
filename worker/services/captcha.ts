import * as v from 'valibot';
import type { Env } from '../env.ts';

/** Google's reCAPTCHA verification endpoint (https://developers.google.com/recaptcha/docs/verify). */
export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** How long the bot check may take before the submission is refused (fail closed). */
const SITEVERIFY_TIMEOUT_MS = 5000;

export type RecaptchaSettings = { secret: string; minScore: number };

export type BotCheckVerdict =
  | { ok: true; score: number }
  | { ok: false; reason: 'missing-token' | 'rejected' | 'wrong-action' | 'wrong-hostname' | 'low-score' | 'unavailable' };

/** A deployment whose bot-check variables do not fit together: an operator error, named. */
export class BotCheckConfigurationError extends Error {}

/**
 * The bot check of this deployment: null (skipped) without RECAPTCHA_SECRET, the local default.
 * With a secret the browser needs RECAPTCHA_SITE_KEY, or every submission would be refused;
 * RECAPTCHA_MIN_SCORE (0 to 1, default 0.5) is the lowest score let through.
 */
export function recaptchaSettings(env: Env): RecaptchaSettings | null {
  if (!env.RECAPTCHA_SECRET) return null;
  if (!env.RECAPTCHA_SITE_KEY) {
    throw new BotCheckConfigurationError('RECAPTCHA_SITE_KEY is not set: the browser needs the site key that belongs to RECAPTCHA_SECRET.');
  }
  const minScore = env.RECAPTCHA_MIN_SCORE === undefined || env.RECAPTCHA_MIN_SCORE === '' ? 0.5 : Number(env.RECAPTCHA_MIN_SCORE);
  if (!Number.isFinite(minScore) || minScore < 0 || minScore > 1) {
    throw new BotCheckConfigurationError(`RECAPTCHA_MIN_SCORE must be a number from 0 to 1, not "${env.RECAPTCHA_MIN_SCORE}".`);
  }
  return { secret: env.RECAPTCHA_SECRET, minScore };
}

const SiteverifyAnswerSchema = v.object({
  success: v.boolean(),
  score: v.optional(v.number()),
  action: v.optional(v.string()),
  hostname: v.optional(v.string()),
  'error-codes': v.optional(v.array(v.string())),
});

/**
 * Verifies a reCAPTCHA v3 token with Google, server-side. Fails closed: a missing token, a
 * refused or foreign token (other action or host), a score under the minimum, and any error
 * reaching or reading siteverify all answer not ok.
 */
export async function verifyRecaptcha(
  settings: RecaptchaSettings,
  check: { token: string; action: string; hostname: string; remoteIp?: string | undefined },
): Promise<BotCheckVerdict> {
  if (!check.token) return { ok: false, reason: 'missing-token' };
  const body = new URLSearchParams({ secret: settings.secret, response: check.token });
  if (check.remoteIp) body.set('remoteip', check.remoteIp);
  let answer: v.InferOutput<typeof SiteverifyAnswerSchema>;
  try {
    const response = await fetch(SITEVERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    answer = v.parse(SiteverifyAnswerSchema, await response.json());
  } catch (error) {
    console.error('Bot check unavailable', error);
    return { ok: false, reason: 'unavailable' };
  }
  if (!answer.success) return { ok: false, reason: 'rejected' };
  if (answer.action !== check.action) return { ok: false, reason: 'wrong-action' };
  if (answer.hostname && answer.hostname.toLowerCase() !== check.hostname.toLowerCase()) return { ok: false, reason: 'wrong-hostname' };
  if (answer.score === undefined || answer.score < settings.minScore) return { ok: false, reason: 'low-score' };
  return { ok: true, score: answer.score };
}
