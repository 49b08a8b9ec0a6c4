import { formatPrice } from '../../shared/money.ts';
import { formatDateTime } from '../../shared/dates.ts';
import { EXPIRY_REMINDER_HOURS } from '../../shared/orders/unpaid-expiry.ts';
import { readOperatorOrder } from '../db/operator-order-detail.ts';
import { customerName } from '../db/operator-orders.ts';
import { registryDb, storeDb } from '../db/databases.ts';
import type { Env } from '../env.ts';
import type { AuditActor } from '../operator/audit-log.ts';
import { previewHostname } from '../operator/operator-stores.ts';
import { sendStoreMail } from '../services/deliver-mail.ts';
import { afterStatusChange, orderLink } from './fulfilment/after-status-change.ts';
import { contactEmailsOf, i18nFor, originForHost, type FulfilmentStore } from './fulfilment/order-mail-context.ts';
import { changeOrderStatus } from './fulfilment/status-change.ts';
import { compose } from './order-mails.ts';
import { OPEN_UNPAID_ORDER } from './order-statements.ts';

/** Who cancels an expired order, in its history and the audit log. */
export const EXPIRY_ACTOR: AuditActor = { id: 'system:unpaid-expiry', name: 'Unpaid order expiry', ip: '' };

/** Orders handled per store and run: the hourly run catches up with any rest. */
const BATCH = 200;

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
const UNPAID = OPEN_UNPAID_ORDER;

export type ExpiryCounts = { reminded: number; cancelled: number };

/**
 * Unpaid orders of every store (docs/decisions/0261-unpaid-orders-expire.md): a day before an
 * order's `expires_at` (fixed when it was placed, by the store's `unpaidOrderHours`, 72 by default)
 * its shopper is mailed once; past it the order is cancelled like an operator's Cancelled, giving its stock and gift-card balance back once, with
 * the Cancelled mail and webhook. Run by the hourly cron trigger.
 */
export async function expireUnpaidOrders(env: Env, now = Date.now()): Promise<ExpiryCounts> {
  const registry = registryDb(env);
  const { results: stores } = await registry
    // A store being moved is left for the next hourly run (docs/decisions/0235-store-databases.md).
    .prepare("SELECT id, name, config, database FROM storefronts WHERE deleted_at IS NULL AND (moving_until IS NULL OR moving_until < strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))")
    .all<{ id: number; name: string; config: string; database: number }>();
  const counts: ExpiryCounts = { reminded: 0, cancelled: 0 };
  const nowIso = new Date(now).toISOString();
  const remindIso = new Date(now + EXPIRY_REMINDER_HOURS * 60 * 60 * 1000).toISOString();
  for (const row of stores) {
    const db = storeDb(env, row);
    const due = await db
      .prepare(
        `SELECT uuid, expires_at FROM orders
         WHERE storefront_id = ? AND expires_at < ? AND ${UNPAID} AND (expires_at <= ? OR expiry_mail_at IS NULL)
         ORDER BY expires_at LIMIT ${BATCH}`,
      )
      .bind(row.id, remindIso, nowIso)
      .all<{ uuid: string; expires_at: string }>();
    if (due.results.length === 0) continue;
    const config = parseConfig(row.config);
    const store: FulfilmentStore = {
      id: row.id,
      name: row.name,
      contactEmails: contactEmailsOf(config),
      origin: originForHost(env, await previewHostname(registry, row.id)),
    };
    for (const order of due.results) {
      if (order.expires_at <= nowIso) {
        if (await cancelExpired(env, db, registry, store, order.uuid)) counts.cancelled++;
      } else if (await remind(env, db, store, order.uuid, order.expires_at)) {
        counts.reminded++;
      }
    }
  }
  return counts;
}

function parseConfig(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null; // an unreadable config: the default expiry, no contact e-mails
  }
}

/** The mail a day before: what is due, until when, and where to see the order. Claimed first, so it leaves once. */
async function remind(env: Env, db: D1Database, store: FulfilmentStore, uuid: string, expiresAt: string): Promise<boolean> {
  const claimed = await db
    .prepare(`UPDATE orders SET expiry_mail_at = ${NOW} WHERE storefront_id = ? AND uuid = ? AND expiry_mail_at IS NULL AND ${UNPAID}`)
    .bind(store.id, uuid)
    .run();
  if ((claimed.meta.changes ?? 0) === 0) return false;
  const order = await readOperatorOrder(db, store.id, uuid);
  if (!order) return false;
  const i18n = i18nFor(order.lang);
  const message = compose(
    store.id,
    order.email,
    i18n._('Your {store} order {number} is waiting for payment', { store: store.name, number: order.uuid }),
    [
      [i18n._('Hello {name},', { name: customerName(order).split(' ')[0] ?? '' })],
      [
        i18n._('Your order {number} has not been paid yet. Unless it is paid by {date} (UTC), it will be cancelled and its items released.', {
          number: order.uuid,
          date: formatDateTime(expiresAt, i18n.locale),
        }),
        i18n._('Amount due: {amount}', { amount: formatPrice(order.total, i18n.locale) }),
      ],
      [i18n._('If you have a question about it, simply reply to this e-mail.')],
    ],
    { url: await orderLink(db, store, order), label: i18n._('View your order') },
  );
  await sendStoreMail(env, db, store, message);
  return true;
}

/** Cancelled by the expiry: the operator's Cancelled move (restock once, history, audit), then its mail and webhook. */
async function cancelExpired(env: Env, db: D1Database, registry: D1Database, store: FulfilmentStore, uuid: string): Promise<boolean> {
  const note = 'Not paid in time: cancelled automatically.';
  const result = await changeOrderStatus(db, registry, store.id, uuid, { status: 5, note, tracking: null }, EXPIRY_ACTOR);
  if (!result.ok) return false; // moved or paid meanwhile
  await afterStatusChange(env, db, store, { order: result.order, from: result.from, to: 5, restocked: result.restocked, tracking: null, note });
  return true;
}
