import { stockNeeds } from '../../shared/orders/price-lines.ts';
import type { ShippingAddress } from '../../shared/schemas/checkout.ts';
import type { PricedLine } from '../../shared/schemas/orders.ts';
import { issueGiftCardsStatement } from './issue-gift-cards.ts';

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
        `INSERT INTO orders (uuid, storefront_id, customer_id, status, payment_status, payment_provider, payment_reference, email,
                             shipping_address, subtotal, shipping_total, gift_card_id, gift_card_amount, total_without_discounts,
                             total, idempotency_key, lang, paid_at)
         VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, CASE WHEN ? = 'paid' THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END)`,
      )
      .bind(
        order.uuid, sf, order.customerId, order.paymentStatus, order.paymentProvider, order.paymentReference, order.email,
        JSON.stringify(order.shippingAddress ?? {}), order.subtotal, order.shippingTotal, order.giftCard?.id ?? null,
        order.giftCard?.amount ?? 0, order.totalWithoutDiscounts, order.total, order.idempotencyKey, order.lang, order.paymentStatus,
      ),
  ];
  for (const line of order.lines) {
    statements.push(
      db
        .prepare(
          `INSERT INTO order_items (order_id, product_id, variant_id, size_id, name, color, size, quantity, unit_price, total,
                                    warehouse_id, warehouse_name, is_gift_card, recipient_email, note, input_fields, image)
           SELECT id, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM orders WHERE storefront_id = ? AND uuid = ?`,
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
