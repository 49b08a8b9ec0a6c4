import type { RateLimitRule } from './rate-limit.ts';

/**
 * The limits of the account endpoints (docs/decisions/0034-rate-limits.md). Subjects are the
 * e-mail per account and the client ip per client, counted per store (the store's id names the
 * counter: docs/decisions/0303-rate-limit-counters-in-durable-objects.md).
 */
export const RATE_LIMITS = {
  /**
   * Login attempts per account and client ("{e-mail}:{client ip}"): the lock a
   * guesser meets; the owner on their own address is never locked by others. A successful
   * login clears it (docs/decisions/0060-hardening-limits.md, replacing ADR 0034's account lock).
   */
  loginAccountClient: { name: 'login-account-client', limit: 10, windowSeconds: 15 * 60 },
  /**
   * Login attempts per account from all clients, from browsers that never signed in to it: past
   * the limit one attempt a minute goes through (loginAccountSlow), the rest are refused. A
   * browser that signed in to the account before is not counted, and the owner's successful
   * login clears the count (docs/decisions/0260-distributed-guessing-limits.md).
   */
  loginAccount: { name: 'login-account', limit: 20, windowSeconds: 15 * 60 },
  loginAccountSlow: { name: 'login-account-slow', limit: 1, windowSeconds: 60 },
  /** Login attempts per client, whatever the account. */
  loginClient: { name: 'login-client', limit: 50, windowSeconds: 15 * 60 },
  /** Password reset mails per account (known or not: the answer never differs). */
  forgotAccount: { name: 'forgot-account', limit: 5, windowSeconds: 60 * 60 },
  forgotClient: { name: 'forgot-client', limit: 20, windowSeconds: 60 * 60 },
  /**
   * Every request that checks a gift-card or store code (checkout quote, orders, gift-card
   * balance, private access), per client, one shared count: codes cannot be probed (ADR 0060).
   */
  codeCheckClient: { name: 'code-check-client', limit: 60, windowSeconds: 15 * 60 },
  /** Private-store code or password attempts per client (a code belongs to no account). */
  privateCodeClient: { name: 'private-code-client', limit: 10, windowSeconds: 15 * 60 },
  /**
   * Private-store code or password attempts per store from all clients, from browsers that never
   * passed its gate: past the limit one attempt each 30 s goes through, the rest are refused; a
   * right code clears the count (ADR 0260).
   */
  privateCodeStore: { name: 'private-code-store', limit: 30, windowSeconds: 15 * 60 },
  privateCodeStoreSlow: { name: 'private-code-store-slow', limit: 1, windowSeconds: 30 },
  /** Registrations per client (each sends a mail). */
  registerClient: { name: 'register-client', limit: 20, windowSeconds: 60 * 60 },
  /** Work-account sign-ins started per client (each keeps a nonce row until it is spent or expires). */
  ssoNonceClient: { name: 'sso-nonce-client', limit: 30, windowSeconds: 15 * 60 },
  /** Verification mails re-sent per account. */
  resendVerification: { name: 'verify-resend', limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;
