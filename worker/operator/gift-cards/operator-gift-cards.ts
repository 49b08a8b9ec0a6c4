import { storeRowId } from '../../db/store-row-id.ts';

/**
 * A store's gift cards and codes as operators issue them (docs/api.md "Gift cards"). A code is a
 * bearer secret (whoever knows it spends the balance): a generated one carries 80 random bits,
 * and the audit log keeps only its last four characters.
 */
export type GiftCardView = { code: string; balance: number; status: string; created_at: string; customer_email: string | null };

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 16 characters of 5 random bits each (80 bits), as XXXX-XXXX-XXXX-XXXX. */
export function generateGiftCardCode(): string {
  const random = crypto.getRandomValues(new Uint8Array(10));
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of random) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out.match(/.{4}/g)!.join('-');
}

export const codeHint = (code: string) => `…${code.slice(-4)}`;

const COLUMNS = 'g.code, g.balance, g.status, g.created_at, c.email AS customer_email';

export async function readGiftCard(db: D1Database, storefrontId: number, code: string): Promise<GiftCardView | null> {
  return db
    .prepare(`SELECT ${COLUMNS} FROM gift_cards g LEFT JOIN customers c ON c.id = g.customer_id WHERE g.storefront_id = ? AND g.code = ?`)
    .bind(storefrontId, code)
    .first<GiftCardView>();
}

/** Inserts the card, then `audit` (the registry's); false when the store already has that code (any case). */
export async function insertGiftCard(db: D1Database, storefrontId: number, card: { code: string; balance: number; status: string }, audit: D1PreparedStatement): Promise<boolean> {
  try {
    await db.prepare(`INSERT INTO gift_cards (id, storefront_id, code, balance, status) VALUES (${storeRowId('gift_cards', storefrontId)}, ?, ?, ?, ?)`).bind(storefrontId, card.code, card.balance, card.status).run();
    await audit.run();
    return true;
  } catch (error) {
    if (String(error).includes('UNIQUE constraint failed')) return false;
    throw error;
  }
}

/** Newest first, `limit` at a time after the card `before` (an id); only `status` when given. */
export async function listGiftCards(db: D1Database, storefrontId: number, status: string | null, limit: number, before: number | null) {
  const { results } = await db
    .prepare(
      `SELECT g.id, ${COLUMNS} FROM gift_cards g LEFT JOIN customers c ON c.id = g.customer_id
       WHERE g.storefront_id = ?1 AND (?2 IS NULL OR g.status = ?2) AND (?3 IS NULL OR g.id < ?3) ORDER BY g.id DESC LIMIT ?4`,
    )
    .bind(storefrontId, status, before, limit + 1)
    .all<GiftCardView & { id: number }>();
  const page = results.slice(0, limit);
  return { cards: page.map(({ id: _id, ...card }) => card), next: results.length > limit ? (page.at(-1)?.id ?? null) : null };
}

/** Sets the status, then `audit` (the registry's). */
export async function setGiftCardStatus(db: D1Database, storefrontId: number, code: string, status: string, audit: D1PreparedStatement): Promise<void> {
  await db.prepare('UPDATE gift_cards SET status = ? WHERE storefront_id = ? AND code = ?').bind(status, storefrontId, code).run();
  await audit.run();
}
