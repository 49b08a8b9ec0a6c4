import type { RateLimitRule } from './rate-limit.ts';

/**
 * The limits of the account endpoints (docs/decisions/0034-rate-limits.md). Subjects are
 * "{storefrontId}:{e-mail}" per account and "{storefrontId}:{client ip}" per client.
 */
export const RATE_LIMITS = {
  /** Login attempts per account; a successful login clears the account's count. */
  loginAccount: { name: 'login-account', limit: 10, windowSeconds: 15 * 60 },
  /** Login attempts per client, whatever the account. */
  loginClient: { name: 'login-client', limit: 50, windowSeconds: 15 * 60 },
  /** Password reset mails per account (known or not: the answer never differs). */
  forgotAccount: { name: 'forgot-account', limit: 5, windowSeconds: 60 * 60 },
  forgotClient: { name: 'forgot-client', limit: 20, windowSeconds: 60 * 60 },
  /** Private-store code or password attempts per client (a code belongs to no account). */
  privateCodeClient: { name: 'private-code-client', limit: 10, windowSeconds: 15 * 60 },
  /** Registrations per client (each sends a mail). */
  registerClient: { name: 'register-client', limit: 20, windowSeconds: 60 * 60 },
  /** Verification mails re-sent per account. */
  resendVerification: { name: 'verify-resend', limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;
