import { linesOfOrders, type OrderLineRow } from './operator-orders.ts';

/** One order of a store as its operators need it: row, lines, history, gift cards (store's D1 handle). */

export type OperatorOrderRow = {
  id: number;
  uuid: string;
  number: number | null;
  storefront_id: number;
  customer_id: number | null;
  created_at: string;
  updated_at: string | null;
  status: number;
  payment_status: string;
  payment_provider: string;
  payment_reference: string | null;
  paid_at: string | null;
  email: string;
  shipping_address: string;
  subtotal: number;
  shipping_total: number;
  gift_card_id: number | null;
  gift_card_amount: number;
  total_without_discounts: number;
  total: number;
  lang: string | null;
  restocked_at: string | null;
  confirmation_mail: string | null;
  kit_id: number | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  gift_card_code: string | null;
};

export type HistoryRow = {
  at: string;
  from_status: number | null;
  to_status: number;
  actor_id: string | null;
  actor_name: string;
  note: string | null;
  tracking: string | null;
};

export type BoughtCardRow = { code: string; balance: number; status: string; order_item_id: number | null; recipient_email: string | null; created_at: string };

/** The order by uuid within the store; null for another store's or an unknown one. */
export async function readOperatorOrder(db: D1Database, storefrontId: number, uuid: string): Promise<OperatorOrderRow | null> {
  return db
    .prepare(
      `SELECT o.id, o.uuid, o.number, o.storefront_id, o.customer_id, o.created_at, o.updated_at, o.status, o.payment_status,
              o.payment_provider, o.payment_reference, o.paid_at, o.email, o.shipping_address, o.subtotal, o.shipping_total,
              o.gift_card_id, o.gift_card_amount, o.total_without_discounts, o.total, o.lang, o.restocked_at, o.confirmation_mail,
              o.kit_id, c.first_name AS customer_first_name, c.last_name AS customer_last_name, g.code AS gift_card_code
       FROM orders o
       LEFT JOIN customers c ON c.id = o.customer_id
       LEFT JOIN gift_cards g ON g.id = o.gift_card_id AND g.storefront_id = o.storefront_id
       WHERE o.storefront_id = ? AND o.uuid = ?`,
    )
    .bind(storefrontId, uuid)
    .first<OperatorOrderRow>();
}

/** Everything else the detail shows, read in one batch. */
export async function readOrderParts(
  db: D1Database,
  order: Pick<OperatorOrderRow, 'id' | 'storefront_id'>,
): Promise<{ lines: OrderLineRow[]; history: HistoryRow[]; bought: BoughtCardRow[] }> {
  const [history, bought] = await db.batch<unknown>([
    db
      .prepare('SELECT at, from_status, to_status, actor_id, actor_name, note, tracking FROM order_status_history WHERE order_id = ? ORDER BY id')
      .bind(order.id),
    db
      .prepare(
        `SELECT g.code, g.balance, g.status, g.order_item_id, i.recipient_email, g.created_at
         FROM gift_cards g LEFT JOIN order_items i ON i.id = g.order_item_id
         WHERE g.order_id = ? AND g.storefront_id = ? ORDER BY g.id LIMIT 1000`,
      )
      .bind(order.id, order.storefront_id),
  ]);
  const lines = (await linesOfOrders(db, [order.id])).get(order.id) ?? [];
  return { lines, history: history!.results as HistoryRow[], bought: bought!.results as BoughtCardRow[] };
}
