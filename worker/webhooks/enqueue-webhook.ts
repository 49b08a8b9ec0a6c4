import { storeDbById } from '../db/databases.ts';
import { storeRowId } from '../db/store-row-id.ts';
import type { Env } from '../env.ts';
import type { WebhookEvent, WebhookMessage } from './webhook-events.ts';
import { readEndpoint } from './webhook-store.ts';

// Per isolate: a deployment without the queue binding is named in the error log once.
let missingQueueLogged = false;

/**
 * Sends `event` with `payload` to the store's webhook endpoint, if it has one that wants it
 * (docs/decisions/0205-webhooks-through-a-queue.md): the delivery is written to D1 with its body
 * fixed, then its id goes onto the WEBHOOKS queue, whose consumer signs and posts it with retries
 * and backoff and dead-letters it in the end. Never throws: a webhook must not fail the shopper's
 * order or the operator's change it reports (a delivery that could not be queued is kept as
 * `not_queued` and can be retried by hand). For any event of any feature, e.g. the catalog import:
 * `await enqueueWebhookEvent(c.env, storefrontId, 'catalog.imported', { … })`.
 */
export async function enqueueWebhookEvent(
  env: Env,
  storefrontId: number,
  event: WebhookEvent,
  payload: Record<string, unknown>,
): Promise<{ deliveryId: number; queued: boolean } | null> {
  try {
    const db = await storeDbById(env, storefrontId);
    if (!db) return null;
    const endpoint = await readEndpoint(db, storefrontId);
    if (!endpoint || !endpoint.events.includes(event)) return null;
    const eventId = `evt_${crypto.randomUUID().replaceAll('-', '')}`;
    const body = JSON.stringify({ id: eventId, type: event, created_at: new Date().toISOString(), storefront_id: storefrontId, data: payload });
    const row = await db
      .prepare(`INSERT INTO webhook_deliveries (id, storefront_id, event_id, event, body, url, status) VALUES (${storeRowId('webhook_deliveries', storefrontId)}, ?, ?, ?, ?, ?, ?) RETURNING id`)
      .bind(storefrontId, eventId, event, body, endpoint.url, env.WEBHOOKS ? 'pending' : 'not_queued')
      .first<{ id: number }>();
    const deliveryId = row!.id;
    return { deliveryId, queued: await queueDelivery(env, db, { delivery_id: deliveryId, storefront_id: storefrontId }) };
  } catch (error) {
    console.error(`Webhook ${event} of store ${storefrontId} could not be recorded`, error);
    return null;
  }
}

/** Puts a delivery on the queue; false (recorded on the delivery) when there is no queue or it refused. */
export async function queueDelivery(env: Env, db: D1Database, message: WebhookMessage): Promise<boolean> {
  if (!env.WEBHOOKS) {
    if (!missingQueueLogged) {
      missingQueueLogged = true;
      console.error('Webhooks are not sent: this deployment has no WEBHOOKS queue binding (wrangler.toml [[queues.producers]]). See GET /api/operator/health.');
    }
    await db
      .prepare("UPDATE webhook_deliveries SET status = 'not_queued', last_error = 'No WEBHOOKS queue binding.' WHERE id = ?")
      .bind(message.delivery_id)
      .run();
    return false;
  }
  try {
    await env.WEBHOOKS.send(message, { contentType: 'json' });
    return true;
  } catch (error) {
    console.error(`Webhook delivery ${message.delivery_id} could not be queued`, error);
    await db
      .prepare("UPDATE webhook_deliveries SET status = 'not_queued', last_error = ? WHERE id = ?")
      .bind(`The queue refused it: ${String((error as Error)?.message ?? error).slice(0, 200)}`, message.delivery_id)
      .run();
    return false;
  }
}
