import { orderStatusLabel } from '../../../shared/orders/status-moves.ts';
import { readOperatorOrder, type OperatorOrderRow } from '../../db/operator-order-detail.ts';
import { storeRowId } from '../../db/store-row-id.ts';
import type { AuditActor } from '../../operator/audit-log.ts';
import { issueGiftCardsStatement, issuedCards, type IssuedCard } from '../issue-gift-cards.ts';
import { restockStatements } from '../order-restock.ts';
import { runWithAudit } from './run-with-audit.ts';

export type PaymentMarkResult =
  | { ok: true; order: OperatorOrderRow; payment: 'paid' | 'failed'; issued: IssuedCard[]; statusChanged: boolean }
  | { ok: false; status: 404 | 409; message: string };

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * Records a manual payment (invoice, bank transfer; docs/decisions/0206-manual-payment-marking.md).
 * Paid: the order's gift cards are issued set-wise in the same batch, guarded by "still pending",
 * so of any number of racing calls one issues them and the others are told it is already paid.
 * Failed (a New Order only): as a failed online payment, the stock and spent balance go back and
 * the order becomes Not Paid.
 */
export async function markOrderPayment(
  db: D1Database,
  registry: D1Database,
  storefrontId: number,
  uuid: string,
  payment: 'paid' | 'failed',
  actor: AuditActor,
): Promise<PaymentMarkResult> {
  const order = await readOperatorOrder(db, storefrontId, uuid);
  if (!order) return { ok: false, status: 404, message: 'Order not found.' };
  const refusal = refusalOf(order, payment);
  if (refusal) return { ok: false, status: 409, message: refusal };

  const pending = {
    sql: "EXISTS (SELECT 1 FROM orders WHERE id = ? AND payment_status = 'pending' AND status NOT IN (5, 8))",
    binds: [order.id],
  };
  const newOrder = { sql: "EXISTS (SELECT 1 FROM orders WHERE id = ? AND payment_status = 'pending' AND status = 1)", binds: [order.id] };
  const statements: D1PreparedStatement[] = [];
  if (payment === 'paid') {
    statements.push(
      issueGiftCardsStatement(db, storefrontId, { id: order.id }, pending),
      db
        .prepare(`UPDATE orders SET payment_status = 'paid', paid_at = ${NOW}, updated_at = ${NOW} WHERE id = ? AND payment_status = 'pending' AND status NOT IN (5, 8)`)
        .bind(order.id),
    );
  } else {
    const notRestocked = { sql: `${newOrder.sql} AND EXISTS (SELECT 1 FROM orders WHERE id = ? AND restocked_at IS NULL)`, binds: [order.id, order.id] };
    statements.push(
      ...restockStatements(db, order, notRestocked),
      db
        .prepare(
          `INSERT INTO order_status_history (id, order_id, from_status, to_status, actor_id, actor_name, note)
           SELECT ${storeRowId('order_status_history', storefrontId)}, ?, 1, 7, ?, ?, 'The payment failed.' WHERE ${newOrder.sql}`,
        )
        .bind(order.id, actor.id, actor.name, ...newOrder.binds),
      db
        .prepare(
          `UPDATE orders SET payment_status = 'failed', status = 7, restocked_at = COALESCE(restocked_at, ${NOW}), updated_at = ${NOW}
           WHERE id = ? AND payment_status = 'pending' AND status = 1`,
        )
        .bind(order.id),
    );
  }
  const changed = await runWithAudit(db, registry, statements, {
    actor,
    action: 'order.payment',
    storefrontId,
    detail: { uuid, payment },
    guard: payment === 'paid' ? pending : newOrder,
  });
  const now = (await readOperatorOrder(db, storefrontId, uuid))!;
  if (!changed) return { ok: false, status: 409, message: refusalOf(now, payment) ?? `The payment of order ${uuid} changed meanwhile.` };
  const issued = payment === 'paid' ? await issuedCards(db, storefrontId, order.id) : [];
  return { ok: true, order: now, payment, issued, statusChanged: payment === 'failed' };
}

/** Why the payment cannot be marked, or null when it can. */
function refusalOf(order: OperatorOrderRow, payment: 'paid' | 'failed'): string | null {
  if (order.payment_status !== 'pending') return `The payment of order ${order.uuid} is already ${order.payment_status}: only a pending payment can be marked ${payment}.`;
  if (order.payment_provider !== 'manual') {
    return `Order ${order.uuid} is paid through ${order.payment_provider}: its payment is recorded by that provider, not by hand.`;
  }
  if (order.status === 5 || order.status === 8) return `Order ${order.uuid} is ${orderStatusLabel(order.status)}: its payment can no longer be marked.`;
  if (payment === 'failed' && order.status !== 1) {
    return `Order ${order.uuid} is ${orderStatusLabel(order.status)}: only a New Order's payment can be marked failed (it then becomes Not Paid). Put it On Hold or cancel it instead.`;
  }
  return null;
}
