import { hashToken, newToken } from './session-token.ts';

export type EmailTokenPurpose = 'verify' | 'reset';

/** How long a link stays valid: a day to verify an address, an hour to reset a password. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * Issues a verification or reset token for a customer of this store: random, stored only as
 * its SHA-256, single use, expiring. Older unused tokens of the same purpose stop working, so
 * only the newest link is valid.
 */
export async function issueEmailToken(
  db: D1Database,
  storefrontId: number,
  customerId: number,
  purpose: EmailTokenPurpose,
  now = Date.now(),
): Promise<string> {
  const token = newToken();
  await db.batch([
    db
      .prepare(`UPDATE email_tokens SET used_at = ${NOW} WHERE storefront_id = ? AND customer_id = ? AND purpose = ? AND used_at IS NULL`)
      .bind(storefrontId, customerId, purpose),
    db
      .prepare('INSERT INTO email_tokens (token_hash, storefront_id, customer_id, purpose, expires_at) VALUES (?, ?, ?, ?, ?)')
      .bind(await hashToken(token), storefrontId, customerId, purpose, new Date(now + EMAIL_TOKEN_TTL_MS[purpose]).toISOString()),
  ]);
  return token;
}

/**
 * Uses a token up: one atomic UPDATE … RETURNING, so a token works once even when two requests
 * race. Answers the customer id, or null for an unknown, used, expired or other store's token
 * (and, with `email`, a token of another customer).
 */
export async function consumeEmailToken(
  db: D1Database,
  storefrontId: number,
  token: string,
  purpose: EmailTokenPurpose,
  email?: string,
): Promise<number | null> {
  const emailCondition = email === undefined ? '' : 'AND customer_id = (SELECT id FROM customers WHERE storefront_id = ?4 AND email = ?5)';
  const statement = db.prepare(
    `UPDATE email_tokens SET used_at = ${NOW}
      WHERE token_hash = ?1 AND storefront_id = ?2 AND purpose = ?3 AND used_at IS NULL AND expires_at > ${NOW} ${emailCondition}
      RETURNING customer_id`,
  );
  const bound = email === undefined
    ? statement.bind(await hashToken(token), storefrontId, purpose)
    : statement.bind(await hashToken(token), storefrontId, purpose, storefrontId, email);
  const row = await bound.first<{ customer_id: number }>();
  return row?.customer_id ?? null;
}
