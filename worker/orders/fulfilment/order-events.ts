import { readOperatorOrder, readOrderParts } from '../../db/operator-order-detail.ts';
import type { Env } from '../../env.ts';
import { sendStoreMail } from '../../services/deliver-mail.ts';
import { studioOrderUrl } from '../../studio/studio-host.ts';
import { enqueueWebhookEvent } from '../../webhooks/enqueue-webhook.ts';
import { newOrderMail } from './new-order-mail.ts';
import { i18nFor, type FulfilmentStore } from './order-mail-context.ts';
import { orderDetailView } from './order-views.ts';

/** The order as mails and webhooks describe it (the operator API's detail), or null. */
export async function orderDetail(db: D1Database, storefrontId: number, uuid: string) {
  const order = await readOperatorOrder(db, storefrontId, uuid);
  return order ? orderDetailView(order, await readOrderParts(db, order)) : null;
}

/**
 * After an order is placed (checkout or a kit link): its store's contact e-mails get the new-order
 * mail and its webhook endpoint order.created (and order.paid when it was paid at once).
 */
export async function afterOrderPlaced(env: Env, db: D1Database, store: FulfilmentStore, uuid: string): Promise<void> {
  const order = await orderDetail(db, store.id, uuid);
  if (!order) return;
  const i18n = i18nFor(order.language);
  // The store's origin gives the Studio link its scheme and port in development.
  const studioUrl = studioOrderUrl(env, store.origin, store.id, order.uuid);
  for (const to of store.contactEmails) await sendStoreMail(env, db, store, newOrderMail(i18n, store, order, to, studioUrl));
  await enqueueWebhookEvent(env, store.id, 'order.created', { order });
  if (order.payment_status === 'paid') await enqueueWebhookEvent(env, store.id, 'order.paid', { order });
}
