import * as v from 'valibot';
import { giftCardUnits, issueGiftCardStatements, newGiftCardCode } from '../orders/order-statements.ts';

/** The part of a Stripe event this shop reads (a Checkout Session event). */
export const StripeEventSchema = v.object({
  id: v.string(),
  type: v.string(),
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

type StripeOrder = { id: number; storefront_id: number; uuid: string; email: string; customer_id: number | null };
export type GiftCardIssue = { to: string; code: string; amount: number; note: string | null };
export type ApplyResult = { changed: boolean; order: StripeOrder | null; issued: GiftCardIssue[] };

/**
 * Applies a verified event to its order: found by the store and order named in the signed
 * metadata AND the session id stored when the payment started, still pending. Every change is
 * one batch whose statements are guarded by "still pending", so a re-delivered event changes
 * nothing. Paid: the order's gift cards are issued. Failed: stock and gift-card balance are
 * given back and the order is Not Paid.
 */
export async function applyStripeEvent(db: D1Database, event: StripeEvent, outcome: Exclude<PaymentOutcome, null>): Promise<ApplyResult> {
  const session = event.data.object;
  const storefrontId = Number(session.metadata?.storefront_id);
  const uuid = session.metadata?.order_uuid ?? session.client_reference_id ?? '';
  if (!Number.isInteger(storefrontId) || !uuid) return { changed: false, order: null, issued: [] };
  const order = await db
    .prepare(
      `SELECT id, storefront_id, uuid, email, customer_id FROM orders
       WHERE storefront_id = ? AND uuid = ? AND payment_provider = 'stripe' AND payment_reference = ?`,
    )
    .bind(storefrontId, uuid, session.id)
    .first<StripeOrder>();
  if (!order) return { changed: false, order: null, issued: [] };
  const pending = "EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND payment_status = 'pending')";

  if (outcome === 'paid') {
    const { results: lines } = await db
      .prepare('SELECT is_gift_card, quantity, unit_price, recipient_email, note FROM order_items WHERE order_id = ? ORDER BY id')
      .bind(order.id)
      .all<{ is_gift_card: number; quantity: number; unit_price: number; recipient_email: string | null; note: string | null }>();
    const giftLines = lines.map((line) => ({ ...line, is_gift_card: line.is_gift_card === 1 }));
    const codes = Array.from({ length: giftCardUnits(giftLines) }, newGiftCardCode);
    const results = await db.batch([
      ...issueGiftCardStatements(db, order.storefront_id, giftLines, codes, order.id),
      db.prepare("UPDATE orders SET payment_status = 'paid' WHERE id = ?1 AND payment_status = 'pending'").bind(order.id),
    ]);
    const changed = (results[results.length - 1]?.meta.changes ?? 0) > 0;
    const issued: GiftCardIssue[] = [];
    let next = 0;
    for (const line of giftLines) {
      if (!line.is_gift_card || !line.recipient_email) continue;
      for (let unit = 0; unit < line.quantity; unit++) issued.push({ to: line.recipient_email, code: codes[next++]!, amount: line.unit_price, note: line.note });
    }
    return { changed, order, issued: changed ? issued : [] };
  }

  const results = await db.batch([
    db
      .prepare(
        `UPDATE variant_sizes SET quantity = quantity + (
           SELECT SUM(i.quantity) FROM order_items i WHERE i.order_id = ?1 AND i.is_gift_card = 0 AND i.size_id = variant_sizes.id)
         WHERE id IN (SELECT size_id FROM order_items WHERE order_id = ?1 AND is_gift_card = 0 AND size_id IS NOT NULL) AND ${pending}`,
      )
      .bind(order.id),
    db
      .prepare(
        `UPDATE gift_cards SET balance = balance + (SELECT gift_card_amount FROM orders WHERE id = ?1)
         WHERE id = (SELECT gift_card_id FROM orders WHERE id = ?1) AND storefront_id = ?2 AND ${pending}`,
      )
      .bind(order.id, order.storefront_id),
    db
      .prepare("UPDATE orders SET payment_status = 'failed', status = CASE WHEN status = 1 THEN 7 ELSE status END WHERE id = ?1 AND payment_status = 'pending'")
      .bind(order.id),
  ]);
  return { changed: (results[2]?.meta.changes ?? 0) > 0, order, issued: [] };
}
