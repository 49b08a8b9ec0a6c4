/**
 * Giving an order's stock and spent gift-card balance back, and taking them again
 * (docs/decisions/0203-restock-once.md). Each statement runs only while `guard` holds, so the
 * batch that changes the order's status (or payment) does it once, whatever races it.
 */

export type Guard = { sql: string; binds: unknown[] };

/** The order is at `status` and has not given anything back yet (the guard of Cancelled and Refund). */
export function notRestockedGuard(orderId: number, status: number): Guard {
  return { sql: 'EXISTS (SELECT 1 FROM orders WHERE id = ? AND status = ? AND restocked_at IS NULL)', binds: [orderId, status] };
}

/** Units of the order's shipping lines per size back into stock; the spent gift-card balance back onto its card. */
export function restockStatements(db: D1Database, order: { id: number; storefront_id: number }, guard: Guard): D1PreparedStatement[] {
  return stockStatements(db, order, guard, '+');
}

/**
 * The opposite, for an order that gave them back and is taken up again (Not Paid → New Order):
 * if a size no longer has the units or the card no longer the balance (or is not active), a
 * CHECK constraint fails and with it the whole batch.
 */
export function retakeStatements(db: D1Database, order: { id: number; storefront_id: number }, guard: Guard): D1PreparedStatement[] {
  return [
    ...stockStatements(db, order, guard, '-'),
    // A card that stopped being active: -1 breaks CHECK (balance >= 0), so the batch fails.
    db
      .prepare(
        `UPDATE gift_cards SET balance = -1 WHERE id = (SELECT gift_card_id FROM orders WHERE id = ? AND gift_card_amount > 0)
         AND storefront_id = ? AND status <> 'active' AND ${guard.sql}`,
      )
      .bind(order.id, order.storefront_id, ...guard.binds),
  ];
}

function stockStatements(db: D1Database, order: { id: number; storefront_id: number }, guard: Guard, sign: '+' | '-'): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE variant_sizes SET quantity = quantity ${sign} (
           SELECT SUM(i.quantity) FROM order_items i WHERE i.order_id = ? AND i.is_gift_card = 0 AND i.size_id = variant_sizes.id)
         WHERE id IN (SELECT size_id FROM order_items WHERE order_id = ? AND is_gift_card = 0 AND size_id IS NOT NULL)
           AND variant_id IN (SELECT id FROM product_variants WHERE storefront_id = ?) AND ${guard.sql}`,
      )
      .bind(order.id, order.id, order.storefront_id, ...guard.binds),
    db
      .prepare(
        `UPDATE gift_cards SET balance = balance ${sign} (SELECT gift_card_amount FROM orders WHERE id = ?)
         WHERE id = (SELECT gift_card_id FROM orders WHERE id = ? AND gift_card_amount > 0) AND storefront_id = ? AND ${guard.sql}`,
      )
      .bind(order.id, order.id, order.storefront_id, ...guard.binds),
  ];
}
