import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-types.ts';
import { CREDENTIAL_COOKIE } from './session-cookie.ts';
import { hashToken, newToken } from './session-token.ts';

/**
 * HttpOnly cookie naming this browser to one store: a random token whose SHA-256 is stored in
 * known_devices with what the browser proved (docs/decisions/0260-distributed-guessing-limits.md).
 */
export const DEVICE_COOKIE = '__Host-device';

/** A browser stays known for a year after it last proved something. */
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** What a browser proved: it signed in to this account, or it passed the store's private gate. */
export type DeviceSubject = { customerId: number } | 'gate';

function subjectKey(subject: DeviceSubject): string {
  return subject === 'gate' ? 'gate' : `customer:${subject.customerId}`;
}

function deviceToken(c: Context<AppEnv>): string | null {
  const token = getCookie(c, DEVICE_COOKIE);
  return token && token.length <= 100 ? token : null;
}

/** Whether this browser proved `subject` to the Host's store before (and the proof is live). */
export async function isKnownDevice(c: Context<AppEnv>, db: D1Database, subject: DeviceSubject): Promise<boolean> {
  const token = deviceToken(c);
  if (!token) return false;
  const row = await db
    .prepare(
      "SELECT 1 AS ok FROM known_devices WHERE token_hash = ? AND storefront_id = ? AND subject = ? AND expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
    )
    .bind(await hashToken(token), c.var.storefront.id, subjectKey(subject))
    .first<{ ok: number }>();
  return row !== null;
}

/** Records that this browser proved `subject` (keeps its token, or gives it one) and renews the cookie. */
export async function rememberDevice(c: Context<AppEnv>, db: D1Database, subject: DeviceSubject, now = Date.now()): Promise<void> {
  const token = deviceToken(c) ?? newToken();
  const expiresAt = new Date(now + DEVICE_TTL_MS).toISOString();
  await db
    .prepare(
      `INSERT INTO known_devices (token_hash, storefront_id, subject, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (token_hash, storefront_id, subject) DO UPDATE SET expires_at = excluded.expires_at`,
    )
    .bind(await hashToken(token), c.var.storefront.id, subjectKey(subject), expiresAt)
    .run();
  setCookie(c, DEVICE_COOKIE, token, { ...CREDENTIAL_COOKIE, maxAge: Math.floor(DEVICE_TTL_MS / 1000) });
}
