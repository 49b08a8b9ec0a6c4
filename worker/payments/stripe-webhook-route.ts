import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-types.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import { giftCardMail } from '../orders/order-mails.ts';
import { deliverMail } from '../services/deliver-mail.ts';
import { applyStripeEvent, paymentOutcome, StripeEventSchema } from './stripe-events.ts';
import { verifyStripeSignature } from './stripe-signature.ts';

/**
 * POST /api/payments/stripe/webhook: Stripe's signed events about Checkout Sessions
 * (docs/decisions/0042-payment-providers.md). One endpoint per deployment: the signed event
 * names its store and order, and the order must carry the event's session id. Answers 2xx for
 * every authentic event (also ones about nothing here), so Stripe does not retry them.
 */
export async function stripeWebhook(c: Context<AppEnv>): Promise<Response> {
  const secret = c.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) return c.json({ message: 'Stripe is not configured for this deployment.' }, 404);
  const payload = await c.req.text();
  if (!(await verifyStripeSignature(payload, c.req.header('stripe-signature'), secret))) {
    return c.json({ message: 'The Stripe signature is missing or not valid.' }, 400);
  }
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return c.json({ message: 'The event is not valid JSON.' }, 400);
  }
  const parsed = v.safeParse(StripeEventSchema, json);
  if (!parsed.success) return c.json({ received: true, handled: false });
  const outcome = paymentOutcome(parsed.output);
  if (!outcome) return c.json({ received: true, handled: false });

  const result = await applyStripeEvent(c.env.DB, parsed.output, outcome);
  if (result.changed && result.order && result.issued.length) {
    const store = await c.env.DB.prepare('SELECT id, name FROM storefronts WHERE id = ?')
      .bind(result.order.storefront_id)
      .first<{ id: number; name: string }>();
    const origin = parsed.output.data.object.metadata?.origin ?? new URL(c.req.url).origin;
    const mailContext = { i18n: requestI18n(c), storefront: store ?? { id: result.order.storefront_id, name: '' }, origin };
    for (const card of result.issued) await deliverMail(c, giftCardMail(mailContext, card));
  }
  return c.json({ received: true, handled: result.changed });
}
