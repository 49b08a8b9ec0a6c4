/** Name of the HttpOnly session cookie. */
export const SESSION_COOKIE = 'session';

/** Session lifetime: 30 days at most (the cookie's max-age). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A session unused this long ends (idle timeout): 7 days (docs/decisions/0060-hardening-limits.md). */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;

/** Live sessions per account: a new login ends the oldest beyond this many. */
export const MAX_SESSIONS_PER_ACCOUNT = 10;

function toHex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new random bearer token (256 bits, url-safe). */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Tokens are stored only as their SHA-256 (sessions.id, email_tokens.token_hash). */
export async function hashToken(token: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
}
