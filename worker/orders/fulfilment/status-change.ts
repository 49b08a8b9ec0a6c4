import { isAllowedMove, orderStatusLabel, refusedMoveMessage, RESTOCKING_STATUSES } from '../../../shared/orders/status-moves.ts';
import type { OrderStatusValue } from '../../../shared/orders/order-status.ts';
import { readOperatorOrder, type OperatorOrderRow } from '../../db/operator-order-detail.ts';
import { storeRowId } from '../../db/store-row-id.ts';
import type { AuditActor } from '../../operator/audit-log.ts';
import { notRestockedGuard, restockStatements, retakeStatements, type Guard } from '../order-restock.ts';
import { runWithAudit } from './run-with-audit.ts';

export type Tracking = { carrier: string; number: string; url?: string | undefined };

export type StatusChangeInput = { status: OrderStatusValue; note: string | null; tracking: Tracking | null };

export type StatusChangeResult =
  | { ok: true; order: OperatorOrderRow; from: OrderStatusValue; to: OrderStatusValue; restocked: boolean }
  | { ok: false; status: 404 | 409; message: string; current?: number };

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** 409: the move is not allowed from where the order is (the allowed moves named). */
function refused(order: Pick<OperatorOrderRow, 'status'>, to: number): StatusChangeResult {
  return { ok: false, status: 409, message: refusedMoveMessage(order.status, to), current: order.status };
}

/**
 * Moves an order to another status (docs/decisions/0202-order-status-moves.md): only the moves of
 * shared/orders/status-moves.ts. ONE batch holds everything the move does, each statement guarded
 * by "the order is still at the status it was read at", the status update last: of any number of
 * racing calls exactly one changes the order, and a Cancelled or Refund gives the stock and the
 * spent gift-card balance back once (restocked_at). Not Paid → New Order of an order that gave them
 * back (a failed payment) takes them again, or fails with a 409 when they are gone.
 */
export async function changeOrderStatus(
  db: D1Database,
  registry: D1Database,
  storefrontId: number,
  uuid: string,
  input: StatusChangeInput,
  actor: AuditActor,
): Promise<StatusChangeResult> {
  const order = await readOperatorOrder(db, storefrontId, uuid);
  if (!order) return { ok: false, status: 404, message: 'Order not found.' };
  const from = order.status;
  const to = input.status;
  if (!isAllowedMove(from, to)) return refused(order, to);

  const atFrom: Guard = { sql: 'EXISTS (SELECT 1 FROM orders WHERE id = ? AND status = ?)', binds: [order.id, from] };
  const restocks = RESTOCKING_STATUSES.includes(to) && order.restocked_at === null;
  const retakes = from === 7 && to === 1 && order.restocked_at !== null;
  const statements: D1PreparedStatement[] = [];
  if (restocks) statements.push(...restockStatements(db, order, notRestockedGuard(order.id, from)));
  if (retakes) {
    statements.push(
      ...retakeStatements(db, order, { sql: 'EXISTS (SELECT 1 FROM orders WHERE id = ? AND status = 7 AND restocked_at IS NOT NULL)', binds: [order.id] }),
    );
  }
  statements.push(
    db
      .prepare(
        `INSERT INTO order_status_history (id, order_id, from_status, to_status, actor_id, actor_name, note, tracking)
         SELECT ${storeRowId('order_status_history', storefrontId)}, ?, ?, ?, ?, ?, ?, ? WHERE ${atFrom.sql}`,
      )
      .bind(order.id, from, to, actor.id, actor.name, input.note, input.tracking ? JSON.stringify(input.tracking) : null, ...atFrom.binds),
  );
  const audit = {
    actor,
    action: 'order.status',
    storefrontId,
    detail: { uuid, from, to, from_label: orderStatusLabel(from), to_label: orderStatusLabel(to), ...(input.tracking ? { tracking: input.tracking } : {}) },
    guard: atFrom,
  };
  statements.push(
    db
      .prepare(
        `UPDATE orders SET status = ?,
           restocked_at = CASE WHEN ? THEN COALESCE(restocked_at, ${NOW}) WHEN ? THEN NULL ELSE restocked_at END,
           payment_status = CASE WHEN ? AND payment_status = 'failed' THEN 'pending' ELSE payment_status END,
           updated_at = ${NOW}
         WHERE id = ? AND status = ?`,
      )
      .bind(to, restocks ? 1 : 0, retakes ? 1 : 0, from === 7 && to === 1 ? 1 : 0, order.id, from),
  );

  let changed: boolean;
  try {
    changed = await runWithAudit(db, registry, statements, audit);
  } catch (error) {
    if (retakes && /CHECK constraint failed/i.test(String((error as Error)?.message ?? error))) {
      return {
        ok: false,
        status: 409,
        message: `Order ${uuid} gave its stock and gift-card balance back when its payment failed, and they are no longer all there to take again: restock the sizes (or top up the card) first, or cancel the order.`,
        current: from,
      };
    }
    throw error;
  }
  if (!changed) {
    // Another call moved it first: answer from where it is now.
    const now = await readOperatorOrder(db, storefrontId, uuid);
    if (!now) return { ok: false, status: 404, message: 'Order not found.' };
    return refused(now, to);
  }
  const updated = (await readOperatorOrder(db, storefrontId, uuid))!;
  return { ok: true, order: updated, from: from as OrderStatusValue, to, restocked: restocks };
}
