import { storeRowIds } from '../db/store-row-id.ts';

/**
 * Gift cards bought in an order, issued set-wise (docs/decisions/0207-gift-cards-issued-set-wise.md):
 * ONE statement makes every card of the order, one per unit of each gift-card line, with its code
 * drawn inside SQLite. An order of 100,000 cards is one statement, not 100,000 in one batch
 * (D1 limits the statements of a request). Each card remembers its order and line.
 */

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
// One random character of the alphabet (32 characters: `random() & 31` is 0..31, also for negatives).
const CHAR = `substr('${CODE_ALPHABET}', 1 + (random() & 31), 1)`;
const GROUP = `${CHAR} || ${CHAR} || ${CHAR} || ${CHAR}`;
/** GIFT-XXXX-XXXX-XXXX: 60 random bits, no look-alike characters (as the codes made before). */
const CODE_SQL = `'GIFT-' || ${GROUP} || '-' || ${GROUP} || '-' || ${GROUP}`;

/** An order named by id or by (store, uuid): by uuid inside the batch that writes it. */
export type OrderRef = { id: number } | { storefrontId: number; uuid: string };

function orderIdSql(ref: OrderRef): { sql: string; binds: unknown[] } {
  return 'id' in ref
    ? { sql: '?', binds: [ref.id] }
    : { sql: '(SELECT id FROM orders WHERE storefront_id = ? AND uuid = ?)', binds: [ref.storefrontId, ref.uuid] };
}

/**
 * The INSERT of every gift card the order bought, owned by the recipient's account when the store
 * has one. With `guard` (an SQL condition and its values) it inserts nothing unless the condition
 * holds when it runs: "the order is still pending", so two payments cannot both issue.
 */
export function issueGiftCardsStatement(
  db: D1Database,
  storefrontId: number,
  order: OrderRef,
  guard?: { sql: string; binds: unknown[] },
): D1PreparedStatement {
  const id = orderIdSql(order);
  return db
    .prepare(
      `WITH RECURSIVE units(item_id, n) AS (
         SELECT i.id, 1 FROM order_items i WHERE i.order_id = ${id.sql} AND i.is_gift_card = 1
         UNION ALL
         SELECT u.item_id, u.n + 1 FROM units u JOIN order_items i ON i.id = u.item_id WHERE u.n < i.quantity
       )
       INSERT INTO gift_cards (id, storefront_id, customer_id, code, balance, status, order_id, order_item_id)
       SELECT ${storeRowIds('gift_cards', storefrontId, 'i.id, u.n')}, ?, (SELECT c.id FROM customers c WHERE c.storefront_id = o.storefront_id AND c.email = i.recipient_email),
              ${CODE_SQL}, i.unit_price, 'active', i.order_id, i.id
       FROM units u JOIN order_items i ON i.id = u.item_id JOIN orders o ON o.id = i.order_id
       WHERE o.storefront_id = ? ${guard ? `AND ${guard.sql}` : ''}`,
    )
    .bind(...id.binds, storefrontId, storefrontId, ...(guard?.binds ?? []));
}

export type IssuedCard = { to: string; code: string; amount: number; note: string | null };

/** The cards an order issued that have a recipient to mail, in line and unit order (at most `limit`). */
export async function issuedCards(db: D1Database, storefrontId: number, orderId: number, limit = 10_000): Promise<IssuedCard[]> {
  const { results } = await db
    .prepare(
      `SELECT i.recipient_email AS recipient, g.code, g.balance AS amount, i.note
       FROM gift_cards g JOIN order_items i ON i.id = g.order_item_id
       WHERE g.order_id = ? AND g.storefront_id = ? AND i.recipient_email IS NOT NULL AND i.recipient_email <> ''
       ORDER BY g.id LIMIT ?`,
    )
    .bind(orderId, storefrontId, limit)
    .all<{ recipient: string; code: string; amount: number; note: string | null }>();
  return results.map((row) => ({ to: row.recipient, code: row.code, amount: row.amount, note: row.note }));
}
