import { api, bearerFor, forgetUnpaidDeadlines, line, orderBody, SHOPPER_ID, type Sku } from '../orders/order-helpers.ts';
import { operator } from '../operator/operator-helpers.ts';
import { DEMO_DB } from '../databases.ts';

/** Helpers of the fulfilment tests (issue 24): orders placed as the demo shopper, moved by operators. */

let shopper: Record<string, string> | null = null;

export async function shopperHeaders(): Promise<Record<string, string>> {
  shopper ??= await bearerFor(SHOPPER_ID);
  return shopper;
}

/** Places an order of `items` as shopper@demo.test (manual payment, pending unless a card pays it all); its uuid. */
export async function placeOrder(items: { item: Sku; quantity?: number; fields?: Record<string, unknown> }[], extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<string> {
  const answer = await api<{ data: { uuid: string }; message?: string }>('POST', '/storefronts/1/orders', {
    headers: { ...(await shopperHeaders()), ...headers },
    body: await orderBody(items.map(({ item, quantity, fields }) => ({ ...line(item, quantity ?? 1), ...fields })), extra),
  });
  if (answer.status !== 201) throw new Error(`placing an order: ${answer.status} ${JSON.stringify(answer.body)}`);
  // These orders are moved by hand: no deadline, so the cap of open unpaid orders (ADR 0261) never refuses the next.
  await forgetUnpaidDeadlines();
  return answer.body.data.uuid;
}

/** Sets an order's status directly (test set-up only: the API moves it one allowed step at a time). */
export async function forceStatus(uuid: string, status: number): Promise<void> {
  await DEMO_DB.prepare('UPDATE orders SET status = ? WHERE uuid = ?').bind(status, uuid).run();
}

export type OrderDetail = {
  uuid: string;
  number: number;
  status: number;
  status_label: string;
  payment_status: string;
  allowed_moves: { status: number; label: string }[];
  status_history: { at: string; from: number | null; to: number; actor: { id: string; name: string }; note: string | null; tracking?: { carrier: string; number: string; url?: string } }[];
  gift_cards_used: { code: string; amount: number }[];
  gift_cards_bought: { code: string; balance: number; status: string; recipient_email: string | null }[];
  restocked_at: string | null;
  shopper_mail?: string;
  gift_card_mails?: { sent: number; not_sent: number };
  [key: string]: unknown;
};

export function moveOrder(uuid: string, body: Record<string, unknown>, token?: string) {
  return operator<{ data: OrderDetail; message: string; current_status?: number }>('POST', `/storefronts/1/orders/${uuid}/status`, body, token ? { token } : {});
}

export function markPayment(uuid: string, status: 'paid' | 'failed', token?: string) {
  return operator<{ data: OrderDetail; message: string }>('POST', `/storefronts/1/orders/${uuid}/payment`, { status }, token ? { token } : {});
}

export async function orderRow(uuid: string) {
  return (await DEMO_DB.prepare('SELECT id, status, payment_status, restocked_at, paid_at FROM orders WHERE uuid = ?').bind(uuid).first<{
    id: number;
    status: number;
    payment_status: string;
    restocked_at: string | null;
    paid_at: string | null;
  }>())!;
}

/** Mail in the development outbox to `to` whose subject contains `subject`, newest first. */
export async function outboxMails(to: string, subject: string) {
  const { results } = await DEMO_DB.prepare(
    'SELECT recipient, subject, text_body, from_name, reply_to FROM mail_outbox WHERE recipient = ? AND subject LIKE ? ORDER BY id DESC',
  )
    .bind(to, `%${subject}%`)
    .all<{ recipient: string; subject: string; text_body: string; from_name: string | null; reply_to: string | null }>();
  return results;
}
