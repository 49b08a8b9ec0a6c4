/**
 * Webhook signatures (docs/api.md "Webhooks"): `Webhook-Signature: t=<unix seconds>,v1=<hex>`,
 * where v1 = HMAC-SHA256(key = the endpoint's secret as shown, UTF-8; message = "<t>.<raw body>").
 * A receiver recomputes it and checks that t is recent (5 minutes), as with Stripe's.
 */
const encoder = new TextEncoder();

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(message));
  return [...new Uint8Array(signature)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function signWebhookBody(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`;
}

/** What a receiver does: true when a v1 signature matches and t is within `toleranceSeconds`. */
export async function verifyWebhookSignature(
  header: string | null | undefined,
  body: string,
  secret: string,
  now = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): Promise<boolean> {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > toleranceSeconds) return false;
  const expected = await hmacHex(secret, `${timestamp}.${body}`);
  return parts.some(([key, value]) => key === 'v1' && value !== undefined && value.length === expected.length && timingSafe(value, expected));
}

function timingSafe(a: string, b: string): boolean {
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** A new signing secret: whsec_ and 32 random bytes, base64url. */
export function newWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}
