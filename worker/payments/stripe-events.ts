import * as v from 'valibot';
import { moveWaitSeconds, registryDb, storeDb, StoreMovingError } from '../db/databases.ts';
import type { Env } from '../env.ts';
import { storeRowId } from '../db/store-row-id.ts';
import { issueGiftCardsStatement, issuedCards, type IssuedCard } from '../orders/issue-gift-cards.ts';
import { restockStatements } from '../orders/order-restock.ts';

/** The part of a Stripe event this shop reads (a Checkout Session event). */
export const StripeEventSchema = v.object({
  id: v.string(),
  type: v.string(),
  /** Set on events of a connected account (Stripe Connect): whose account it happened in. */
  account: v.optional(v.nullable(v.string())),
  data: v.object({
    object: v.object({
      id: v.string(),
      payment_status: v.optional(v.nullable(v.string())),
      client_reference_id: v.optional(v.nullable(v.string())),
      metadata: v.optional(v.nullable(v.record(v.string(), v.string()))),
    }),
  }),
});
export type StripeEvent = v.InferOutput<typeof StripeEventSchema>;

export type PaymentOutcome = 'paid' | 'failed' | null;

/** What an event means for the order: paid, failed (expired or declined), or nothing. */
export function paymentOutcome(event: StripeEvent): PaymentOutcome {
  const session = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
      return session.payment_status === 'paid' || session.payment_status === 'no_payment_required' ? 'paid' : null;
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'failed';
    default:
      return null;
  }
}

type StripeOrder = { id: number; storefront_id: number; uuid: string; email: string; customer_id: number | null; status: number; lang: string | null };
export type GiftCardIssue = IssuedCard;
export type ApplyResult = { changed: boolean; order: StripeOrder | null; issued: GiftCardIssue[] };

/**
 * Applies a verified event to its order: found by the store and order named in the signed
 * metadata AND the session id stored when the payment started, still pending. Every change is
 * one batch whose statements are guarded by "still pending", so a re-delivered event changes
 * nothing. Paid: the order's gift cards are issued. Failed: stock and gift-card balance are
 * given back and the order is Not Paid.
 */
export async function applyStripeEvent(env: Env, event: StripeEvent, outcome: Exclude<PaymentOutcome, null>): Promise<ApplyResult> {
  const session = event.data.object;
  const storefrontId = Number(session.metadata?.storefront_id);
  const uuid = session.metadata?.order_uuid ?? session.client_reference_id ?? '';
  if (!Number.isInteger(storefrontId) || !uuid) return { changed: false, order: null, issued: [] };
  // Routed by account (ADR 0208): an event of a connected account only reaches the store that
  // names that account, and a platform event only a store paid into the platform's account.
  const store = await registryDb(env)
    .prepare("SELECT id, database, moving_until, json_extract(config, '$.settings.stripe_account') AS account FROM storefronts WHERE id = ?")
    .bind(storefrontId)
    .first<{ id: number; database: number; moving_until: string | null; account: string | null }>();
  if (!store || (store.account ?? null) !== (event.account ?? null)) return { changed: false, order: null, issued: [] };
  // A store being moved takes no write: Stripe is answered 503 and sends the event again (ADR 0236).
  const wait = moveWaitSeconds(store.moving_until);
  if (wait > 0) throw new StoreMovingError(store.id, wait);
  const db = storeDb(env, store);
  const order = await db
    .prepare(
      `SELECT id, storefront_id, uuid, email, customer_id, status, lang FROM orders
       WHERE storefront_id = ? AND uuid = ? AND payment_provider = 'stripe' AND payment_reference = ?`,
    )
    .bind(storefrontId, uuid, session.id)
    .first<StripeOrder>();
  if (!order) return { changed: false, order: null, issued: [] };
  const pending = { sql: "EXISTS (SELECT 1 FROM orders WHERE id = ? AND payment_status = 'pending')", binds: [order.id] };

  if (outcome === 'paid') {
    // The cards are issued set-wise (one statement), only while the order is still pending.
    const results = await db.batch([
      issueGiftCardsStatement(db, order.storefront_id, { id: order.id }, pending),
      db
        .prepare("UPDATE orders SET payment_status = 'paid', paid_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND payment_status = 'pending'")
        .bind(order.id),
    ]);
    const changed = (results[1]?.meta.changes ?? 0) > 0;
    return { changed, order, issued: changed ? await issuedCards(db, order.storefront_id, order.id) : [] };
  }

  // Failed: stock and spent balance back (once: restocked_at), New Order becomes Not Paid, in the history.
  const notRestocked = { sql: `${pending.sql} AND EXISTS (SELECT 1 FROM orders WHERE id = ? AND restocked_at IS NULL)`, binds: [order.id, order.id] };
  const results = await db.batch([
    ...restockStatements(db, order, notRestocked),
    db
      .prepare(
        `INSERT INTO order_status_history (id, order_id, from_status, to_status, actor_id, actor_name, note)
         SELECT ${storeRowId('order_status_history', order.storefront_id)}, id, status, 7, 'stripe', 'Stripe', 'The payment failed.' FROM orders WHERE id = ? AND payment_status = 'pending' AND status = 1`,
      )
      .bind(order.id),
    db
      .prepare(
        `UPDATE orders SET payment_status = 'failed', status = CASE WHEN status = 1 THEN 7 ELSE status END,
           restocked_at = COALESCE(restocked_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ? AND payment_status = 'pending'`,
      )
      .bind(order.id),
  ]);
  return { changed: (results.at(-1)?.meta.changes ?? 0) > 0, order, issued: [] };
}
