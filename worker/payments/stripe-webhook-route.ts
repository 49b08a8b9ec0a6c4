import type { Context } from 'hono';
import * as v from 'valibot';
import { forgetStoreCatalog } from '../api/catalog-memo.ts';
import type { AppEnv } from '../app-types.ts';
import { registryDb, storeDbById, StoreMovingError } from '../db/databases.ts';
import { afterPaid, afterStatusChange } from '../orders/fulfilment/after-status-change.ts';
import { contactEmailsOf, originForHost, type FulfilmentStore } from '../orders/fulfilment/order-mail-context.ts';
import { readOperatorOrder } from '../db/operator-order-detail.ts';
import { previewHostname } from '../operator/operator-stores.ts';
import { applyStripeEvent, paymentOutcome, StripeEventSchema } from './stripe-events.ts';
import { verifyStripeSignature } from './stripe-signature.ts';

/** The order's store as its mails and webhooks need it (the Host of Stripe's call is not the order's store). */
async function storeOf(c: Context<AppEnv>, storefrontId: number, origin: string | undefined): Promise<FulfilmentStore> {
  const row = await registryDb(c.env).prepare('SELECT name, config FROM storefronts WHERE id = ?').bind(storefrontId).first<{ name: string; config: string }>();
  let config: unknown = null;
  try {
    config = JSON.parse(row?.config ?? 'null');
  } catch {
    // An unreadable config has no contact e-mails.
  }
  return {
    id: storefrontId,
    name: row?.name ?? '',
    contactEmails: contactEmailsOf(config),
    origin: origin ?? originForHost(c.env, await previewHostname(registryDb(c.env), storefrontId)),
  };
}

/**
 * POST /api/payments/stripe/webhook: Stripe's signed events about Checkout Sessions
 * (docs/decisions/0042-payment-providers.md). One endpoint per deployment, registered twice in
 * Stripe: for the platform's own events (STRIPE_WEBHOOK_SECRET) and for connected accounts'
 * (STRIPE_CONNECT_WEBHOOK_SECRET, events carrying `account`; ADR 0208). The signed event names its
 * store and order, the order must carry the event's session id, and the account must be the
 * store's. Answers 2xx for every authentic event (also ones about nothing here), so Stripe does
 * not retry them.
 */
export async function stripeWebhook(c: Context<AppEnv>): Promise<Response> {
  const secrets = [
    { secret: c.env.STRIPE_WEBHOOK_SECRET, connect: false },
    { secret: c.env.STRIPE_CONNECT_WEBHOOK_SECRET, connect: true },
  ].filter((entry): entry is { secret: string; connect: boolean } => Boolean(entry.secret));
  if (secrets.length === 0) return c.json({ message: 'Stripe is not configured for this deployment.' }, 404);
  const payload = await c.req.text();
  const header = c.req.header('stripe-signature');
  let connect: boolean | null = null;
  for (const entry of secrets) {
    if (await verifyStripeSignature(payload, header, entry.secret)) {
      connect = entry.connect;
      break;
    }
  }
  if (connect === null) return c.json({ message: 'The Stripe signature is missing or not valid.' }, 400);
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return c.json({ message: 'The event is not valid JSON.' }, 400);
  }
  const parsed = v.safeParse(StripeEventSchema, json);
  if (!parsed.success) return c.json({ received: true, handled: false });
  // The connected accounts' endpoint speaks for accounts only, the platform's for the platform only.
  if (connect !== Boolean(parsed.output.account)) return c.json({ received: true, handled: false });
  const outcome = paymentOutcome(parsed.output);
  if (!outcome) return c.json({ received: true, handled: false });

  let result: Awaited<ReturnType<typeof applyStripeEvent>>;
  try {
    result = await applyStripeEvent(c.env, parsed.output, outcome);
  } catch (error) {
    if (!(error instanceof StoreMovingError)) throw error;
    return c.json({ received: false, message: error.message }, 503, { 'retry-after': String(error.retryAfterSeconds) });
  }
  if (result.changed && result.order) {
    const store = await storeOf(c, result.order.storefront_id, parsed.output.data.object.metadata?.origin);
    const db = await storeDbById(c.env, store.id, { deleted: true });
    if (!db) return c.json({ received: true, handled: result.changed });
    const order = await readOperatorOrder(db, store.id, result.order.uuid);
    if (order && outcome === 'paid') await afterPaid(c.env, db, store, order, result.issued);
    // A failed payment gave the stock back: this isolate's kept catalog answers of the store go.
    if (outcome === 'failed') forgetStoreCatalog(store.id);
    if (order && outcome === 'failed' && result.order.status === 1) {
      await afterStatusChange(c.env, db, store, { order, from: 1, to: 7, restocked: true, tracking: null, note: 'The payment failed.' });
    }
  }
  return c.json({ received: true, handled: result.changed });
}
