import * as v from 'valibot';
import { constantTimeEqual } from '../operator/constant-time.ts';

/** How long a preview link (and the cookie it sets) stays valid. */
export const PREVIEW_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

const PayloadSchema = v.object({ s: v.pipe(v.number(), v.integer()), e: v.pipe(v.number(), v.integer()) });

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null; // a length no base64 text has
  }
}

/**
 * The signing key of preview links: PREVIEW_SECRET when set, otherwise derived from the operator
 * token (so rotating that token also ends every preview link; docs/decisions/0072-preview-links.md).
 * Null when neither is set: previews are off.
 */
export function previewSecret(env: { PREVIEW_SECRET?: string | undefined; OPERATOR_TOKEN?: string | undefined }): string | null {
  if (env.PREVIEW_SECRET) return env.PREVIEW_SECRET;
  if (env.OPERATOR_TOKEN) return `preview-links:${env.OPERATOR_TOKEN}`;
  return null;
}

async function hmac(secret: string, text: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
}

/** A token that opens the preview of one store until `expiresAt` (seconds since the epoch). */
export async function signPreviewToken(secret: string, storefrontId: number, expiresAt: number): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify({ s: storefrontId, e: expiresAt })));
  return `${payload}.${base64url(await hmac(secret, payload))}`;
}

/** The token's expiry when it is genuine, unexpired and for `storefrontId`; otherwise null. */
export async function verifyPreviewToken(secret: string, token: string, storefrontId: number, now = Date.now()): Promise<number | null> {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = fromBase64url(signature);
  if (!given) return null;
  const expected = await hmac(secret, payload);
  if (!constantTimeEqual(given, expected)) return null;
  const bytes = fromBase64url(payload);
  if (!bytes) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
  const parsed = v.safeParse(PayloadSchema, raw);
  if (!parsed.success || parsed.output.s !== storefrontId || parsed.output.e * 1000 <= now) return null;
  return parsed.output.e;
}
