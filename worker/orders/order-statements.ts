import { stockNeeds } from '../../shared/orders/price-lines.ts';
import type { ShippingAddress } from '../../shared/schemas/checkout.ts';
import type { PricedLine } from '../../shared/schemas/orders.ts';

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
  /** Codes for the gift cards this order issues when it is paid at once (one per unit). */
  issuedGiftCardCodes: readonly string[];
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
                             total, idempotency_key)
         VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        order.uuid, sf, order.customerId, order.paymentStatus, order.paymentProvider, order.paymentReference, order.email,
        JSON.stringify(order.shippingAddress ?? {}), order.subtotal, order.shippingTotal, order.giftCard?.id ?? null,
        order.giftCard?.amount ?? 0, order.totalWithoutDiscounts, order.total, order.idempotencyKey,
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
  statements.push(...issueGiftCardStatements(db, sf, order.lines, order.issuedGiftCardCodes));
  return statements;
}

/** Gift cards bought in an order: one card per unit, owned by the recipient's account if the store has one. */
export function issueGiftCardStatements(
  db: D1Database,
  storefrontId: number,
  lines: readonly Pick<PricedLine, 'is_gift_card' | 'quantity' | 'unit_price' | 'recipient_email'>[],
  codes: readonly string[],
  onlyIfPendingOrderId?: number,
): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  let next = 0;
  for (const line of lines) {
    if (!line.is_gift_card) continue;
    for (let unit = 0; unit < line.quantity; unit++) {
      const code = codes[next++];
      if (!code) return statements;
      const guard = onlyIfPendingOrderId === undefined ? '' : "WHERE EXISTS (SELECT 1 FROM orders WHERE id = ?5 AND payment_status = 'pending')";
      const statement = db.prepare(
        `INSERT INTO gift_cards (storefront_id, customer_id, code, balance, status)
         SELECT ?1, (SELECT id FROM customers WHERE storefront_id = ?1 AND email = ?2), ?3, ?4, 'active' ${guard}`,
      );
      const params: (string | number | null)[] = [storefrontId, line.recipient_email ?? '', code, line.unit_price];
      if (onlyIfPendingOrderId !== undefined) params.push(onlyIfPendingOrderId);
      statements.push(statement.bind(...params));
    }
  }
  return statements;
}

/** Number of gift cards an order issues (one per gift-card unit). */
export function giftCardUnits(lines: readonly Pick<PricedLine, 'is_gift_card' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + (line.is_gift_card ? line.quantity : 0), 0);
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new gift-card code, GIFT-XXXX-XXXX-XXXX (60 random bits, no look-alike characters). */
export function newGiftCardCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `GIFT-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}
