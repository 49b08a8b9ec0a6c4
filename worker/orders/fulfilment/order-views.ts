import { groupIntoParcels } from '../../../shared/orders/parcels.ts';
import { paymentAmounts } from '../../../shared/orders/payment-amounts.ts';
import { allowedMoves, orderStatusLabel } from '../../../shared/orders/status-moves.ts';
import type { BoughtCardRow, HistoryRow, OperatorOrderRow } from '../../db/operator-order-detail.ts';
import { customerName, storedAddress, type OrderLineRow, type OrderListRow } from '../../db/operator-orders.ts';

/** The operator API's shapes of an order (docs/api.md "Orders"). */

function lineView(line: OrderLineRow) {
  let inputFields: unknown = [];
  try {
    inputFields = JSON.parse(line.input_fields);
  } catch {
    // An unreadable value is shown as none.
  }
  return {
    id: line.id,
    product_id: line.product_id,
    name: line.name,
    color: line.color,
    size: line.size,
    quantity: line.quantity,
    unit_price: line.unit_price,
    total: line.total,
    warehouse: line.warehouse_id !== null && line.is_gift_card !== 1 ? { id: line.warehouse_id, name: line.warehouse_name ?? '' } : null,
    is_gift_card: line.is_gift_card === 1,
    recipient_email: line.recipient_email,
    note: line.note,
    input_fields: inputFields,
    image: line.image,
  };
}

/** A row of the list: what a fulfilment screen needs to pick the next order. */
export function orderListView(row: OrderListRow, lines: readonly OrderLineRow[]) {
  return {
    uuid: row.uuid,
    number: row.number,
    created_at: row.created_at,
    status: row.status,
    status_label: orderStatusLabel(row.status),
    payment_status: row.payment_status,
    total: row.total,
    customer: { email: row.email, name: customerName(row) },
    lines: lines.map((line) => ({ name: line.name, color: line.color, size: line.size, quantity: line.quantity, total: line.total, is_gift_card: line.is_gift_card === 1 })),
  };
}

function trackingOf(json: string | null): unknown {
  if (!json) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** One order with everything an operator acts on. */
export function orderDetailView(order: OperatorOrderRow, parts: { lines: OrderLineRow[]; history: HistoryRow[]; bought: BoughtCardRow[] }) {
  const lines = parts.lines.map(lineView);
  const { parcels } = groupIntoParcels(lines);
  const amounts = paymentAmounts(order);
  return {
    uuid: order.uuid,
    number: order.number,
    created_at: order.created_at,
    updated_at: order.updated_at,
    status: order.status,
    status_label: orderStatusLabel(order.status),
    allowed_moves: allowedMoves(order.status).map((status) => ({ status, label: orderStatusLabel(status) })),
    payment_status: order.payment_status,
    customer: { id: order.customer_id, email: order.email, name: customerName(order) },
    email: order.email,
    language: order.lang ?? 'en',
    kit_order: order.kit_id !== null,
    lines,
    parcels: parcels.map((parcel) => ({
      key: parcel.key,
      warehouse: parcel.warehouse,
      gift_cards: parcel.giftCards,
      line_ids: parcel.items.map((line) => line.id),
      item_count: parcel.items.reduce((sum, line) => sum + line.quantity, 0),
    })),
    shipping_address: storedAddress(order.shipping_address),
    totals: {
      subtotal: order.subtotal,
      shipping_total: order.shipping_total,
      gift_card_amount: order.gift_card_amount,
      total_without_discounts: order.total_without_discounts,
      total: order.total,
      paid: amounts.paid,
      due: amounts.due,
    },
    payment: { status: order.payment_status, provider: order.payment_provider, reference: order.payment_reference, paid_at: order.paid_at },
    gift_cards_used: order.gift_card_code && order.gift_card_amount > 0 ? [{ code: order.gift_card_code, amount: order.gift_card_amount }] : [],
    gift_cards_bought: parts.bought.map((card) => ({
      code: card.code,
      balance: card.balance,
      status: card.status,
      recipient_email: card.recipient_email,
      line_id: card.order_item_id,
      issued_at: card.created_at,
    })),
    restocked_at: order.restocked_at,
    confirmation_mail_sent: order.confirmation_mail === null ? null : order.confirmation_mail === 'sent',
    status_history: parts.history.map((entry) => ({
      at: entry.at,
      from: entry.from_status,
      from_label: entry.from_status === null ? null : orderStatusLabel(entry.from_status),
      to: entry.to_status,
      to_label: orderStatusLabel(entry.to_status),
      actor: { id: entry.actor_id, name: entry.actor_name },
      note: entry.note,
      ...(entry.tracking ? { tracking: trackingOf(entry.tracking) } : {}),
    })),
  };
}
