import { stockNeeds } from '../../shared/orders/price-lines.ts';
import type { ShippingAddress } from '../../shared/schemas/checkout.ts';
import type { PricedLine } from '../../shared/schemas/orders.ts';
import { storeRowId } from '../db/store-row-id.ts';
import { issueGiftCardsStatement } from './issue-gift-cards.ts';

/** An order that holds its stock while it waits for its payment, until it expires (SQL condition on orders). */
export const OPEN_UNPAID_ORDER = "expires_at IS NOT NULL AND payment_status = 'pending' AND status = 1 AND restocked_at IS NULL";

/** How many open unpaid orders a customer has in a store. */
export async function openUnpaidOrders(db: D1Database, storefrontId: number, customerId: number): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM orders WHERE storefront_id = ? AND customer_id = ? AND ${OPEN_UNPAID_ORDER}`)
    .bind(storefrontId, customerId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Everything written for one order, priced and checked by the server beforehand. */
export type NewOrder = {
  uuid: string;
  storefrontId: number;
  customerId: number | null;
  email: string;
  shippingAddress: ShippingAddress | null;
  lines: readonly PricedLine[];
  subtotal: number;
  shippingTotal: number;
  totalWithoutDiscounts: number;
  total: number;
  giftCard: { id: number; amount: number } | null;
  paymentStatus: 'pending' | 'paid';
  paymentProvider: string;
  paymentReference: string | null;
  idempotencyKey: string;
  /** The language the shopper ordered in: later mails about the order speak it. */
  lang: string;
  /** Open unpaid orders the customer may hold with this one (0: no cap; ADR 0261). */
  maxOpenUnpaidOrders: number;
  /** When it is cancelled unless paid (ISO time); null: never (paid at once, a kit). */
  expiresAt: string | null;
  /** Paid at once (a gift card covered it, or a kit): its gift cards are issued in the same batch. */
  issueGiftCards: boolean;
};

/**
 * The statements of one order, for ONE db.batch() (one transaction: any failing statement rolls
 * back all of them; docs/decisions/0040-order-placement.md). The order row comes first, so a
 * repeated idempotency key fails on its UNIQUE constraint before anything else; stock and
 * gift-card balance are decremented in place and the CHECK constraints (quantity >= 0,
 * balance >= 0) make an oversold size or an overdrawn card fail the whole batch.
 */
export function orderStatements(db: D1Database, order: NewOrder): D1PreparedStatement[] {
  const sf = order.storefrontId;
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO orders (id, uuid, storefront_id, customer_id, status, payment_status, payment_provider, payment_reference, email,
                             shipping_address, subtotal, shipping_total, gift_card_id, gift_card_amount, total_without_discounts,
                             total, idempotency_key, lang, paid_at, expires_at)
         VALUES (${storeRowId('orders', sf)}, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, CASE WHEN ? = 'paid' THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END, ?)`,
      )
      .bind(
        order.uuid, sf, order.customerId, order.paymentStatus, order.paymentProvider, order.paymentReference, order.email,
        JSON.stringify(order.shippingAddress ?? {}), order.subtotal, order.shippingTotal, order.giftCard?.id ?? null,
        order.giftCard?.amount ?? 0, order.totalWithoutDiscounts, order.total, order.idempotencyKey, order.lang, order.paymentStatus,
        order.expiresAt,
      ),
  ];
  if (order.paymentStatus === 'pending' && order.customerId !== null && order.maxOpenUnpaidOrders > 0) {
    // The cap of open unpaid orders per customer, held under concurrent orders: past it, a line of
    // quantity 0 breaks CHECK (quantity >= 1), so the batch fails (docs/decisions/0261-unpaid-orders-expire.md).
    statements.push(
      db
        .prepare(
          `INSERT INTO order_items (id, order_id, name, quantity, unit_price, total)
           SELECT ${storeRowId('order_items', sf)}, id, '', 0, 0, 0 FROM orders WHERE storefront_id = ?1 AND uuid = ?2
             AND (SELECT COUNT(*) FROM orders WHERE storefront_id = ?1 AND customer_id = ?3 AND ${OPEN_UNPAID_ORDER}) > ?4`,
        )
        .bind(sf, order.uuid, order.customerId, order.maxOpenUnpaidOrders),
    );
  }
  for (const line of order.lines) {
    statements.push(
      db
        .prepare(
          `INSERT INTO order_items (id, order_id, product_id, variant_id, size_id, name, color, size, quantity, unit_price, total,
                                    warehouse_id, warehouse_name, is_gift_card, recipient_email, note, input_fields, image)
           SELECT ${storeRowId('order_items', sf)}, id, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM orders WHERE storefront_id = ? AND uuid = ?`,
        )
        .bind(
          line.product_id, line.product_variant_id, line.product_size_id, line.name, line.color, line.size, line.quantity,
          line.unit_price, line.total, line.warehouse?.id ?? null, line.warehouse?.name ?? null, line.is_gift_card ? 1 : 0,
          line.recipient_email, line.note, JSON.stringify(line.input_fields), line.image, sf, order.uuid,
        ),
    );
  }
  for (const [sizeId, quantity] of stockNeeds(order.lines)) {
    statements.push(
      db
        .prepare(
          `UPDATE variant_sizes SET quantity = quantity - ?1
           WHERE id = ?2 AND variant_id IN (SELECT id FROM product_variants WHERE storefront_id = ?3)`,
        )
        .bind(quantity, sizeId, sf),
    );
  }
  if (order.giftCard && order.giftCard.amount > 0) {
    statements.push(
      db.prepare('UPDATE gift_cards SET balance = balance - ?1 WHERE id = ?2 AND storefront_id = ?3').bind(order.giftCard.amount, order.giftCard.id, sf),
      // A card that stopped being active meanwhile: -1 breaks CHECK (balance >= 0), so the batch fails.
      db.prepare("UPDATE gift_cards SET balance = -1 WHERE id = ?1 AND storefront_id = ?2 AND status <> 'active'").bind(order.giftCard.id, sf),
    );
  }
  if (order.issueGiftCards) statements.push(issueGiftCardsStatement(db, sf, { storefrontId: sf, uuid: order.uuid }));
  return statements;
}
