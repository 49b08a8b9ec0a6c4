import { SHOPPER_MAIL_STATUSES } from '../../../shared/orders/status-moves.ts';
import { forgetStoreCatalog } from '../../api/catalog-memo.ts';
import type { OperatorOrderRow } from '../../db/operator-order-detail.ts';
import { customerName } from '../../db/operator-orders.ts';
import type { Env } from '../../env.ts';
import { sendStoreMail } from '../../services/deliver-mail.ts';
import { enqueueWebhookEvent } from '../../webhooks/enqueue-webhook.ts';
import { giftCardMail } from '../order-mails.ts';
import type { IssuedCard } from '../issue-gift-cards.ts';
import { orderDetail } from './order-events.ts';
import { i18nFor, type FulfilmentStore } from './order-mail-context.ts';
import type { Tracking } from './status-change.ts';
import { statusChangeMail } from './status-mails.ts';

/** Where the shopper's mail links: the account's order page, or the kit link's confirmation (no account). */
export async function orderLink(db: D1Database, store: FulfilmentStore, order: OperatorOrderRow): Promise<string> {
  if (order.kit_id !== null) {
    const kit = await db.prepare('SELECT token, user_token FROM kits WHERE id = ? AND storefront_id = ?').bind(order.kit_id, store.id).first<{ token: string; user_token: string }>();
    if (kit) return `${store.origin}/kit/confirmation?${new URLSearchParams({ token: kit.token, user_token: kit.user_token })}`;
  }
  return `${store.origin}/my-account/orders/${order.uuid}`;
}

/**
 * What follows a status change: the catalog memo forgets the store when stock moved, the shopper
 * gets the mail of Shipped, Cancelled and Refund (in the order's language), and the store's
 * webhook order.status_changed. Answers whether the shopper's mail left ('none': no mail for it).
 */
export async function afterStatusChange(
  env: Env,
  db: D1Database,
  store: FulfilmentStore,
  change: { order: OperatorOrderRow; from: number; to: number; restocked: boolean; tracking: Tracking | null; note: string | null },
): Promise<'sent' | 'not_sent' | 'none'> {
  const { order, from, to, tracking, note } = change;
  if (change.restocked || (from === 7 && to === 1)) forgetStoreCatalog(store.id);
  let mail: 'sent' | 'not_sent' | 'none' = 'none';
  if ((SHOPPER_MAIL_STATUSES as readonly number[]).includes(to)) {
    const message = statusChangeMail(
      i18nFor(order.lang),
      store,
      {
        uuid: order.uuid,
        email: order.email,
        firstName: customerName(order).split(' ')[0] ?? '',
        giftCardCode: order.gift_card_code,
        giftCardAmount: order.gift_card_amount,
        balanceRestored: change.restocked,
      },
      to as 3 | 5 | 8,
      tracking,
      await orderLink(db, store, order),
    );
    mail = (await sendStoreMail(env, db, store, message)) ? 'sent' : 'not_sent';
  }
  const detail = await orderDetail(db, store.id, order.uuid);
  await enqueueWebhookEvent(env, store.id, 'order.status_changed', { order: detail, from, to, note, ...(tracking ? { tracking } : {}) });
  return mail;
}

/** After a payment is marked paid: each issued gift card to its recipient, and order.paid. */
export async function afterPaid(env: Env, db: D1Database, store: FulfilmentStore, order: OperatorOrderRow, issued: readonly IssuedCard[]): Promise<{ sent: number; not_sent: number }> {
  const ctx = { i18n: i18nFor(order.lang), storefront: { id: store.id, name: store.name }, origin: store.origin };
  let sent = 0;
  for (const card of issued) if (await sendStoreMail(env, db, store, giftCardMail(ctx, card))) sent++;
  await enqueueWebhookEvent(env, store.id, 'order.paid', { order: await orderDetail(db, store.id, order.uuid) });
  return { sent, not_sent: issued.length - sent };
}
