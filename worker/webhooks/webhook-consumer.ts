import * as v from 'valibot';
import { storeDbById, writeRefusal } from '../db/databases.ts';
import { storeRowId } from '../db/store-row-id.ts';
import type { Env } from '../env.ts';
import { retryBaseSeconds, WEBHOOK_DEAD_LETTER_QUEUE, webhookBackoffSeconds, type WebhookEvent, type WebhookMessage } from './webhook-events.ts';
import { signWebhookBody } from './webhook-signature.ts';
import { readDelivery, readEndpoint } from './webhook-store.ts';

const MessageSchema = v.object({ delivery_id: v.pipe(v.number(), v.integer()), storefront_id: v.pipe(v.number(), v.integer()) });

/** How long a receiver may take to answer. */
const ATTEMPT_TIMEOUT_MS = 10_000;

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

type Outcome = 'done' | 'retry';

/**
 * The queue consumer of webhook deliveries (wrangler.toml [[queues.consumers]]). On the main
 * queue each message is one attempt: delivered (2xx) or gone (endpoint removed) is acknowledged;
 * anything else is retried after webhookBackoffSeconds, until the queue's max_retries move it to
 * the dead-letter queue, whose consumer (this one too) marks the delivery dead.
 */
export async function consumeWebhookBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const deadLetters = batch.queue === WEBHOOK_DEAD_LETTER_QUEUE;
  for (const message of batch.messages) {
    const parsed = v.safeParse(MessageSchema, message.body);
    if (!parsed.success) {
      console.error(`Webhook queue: a message that is no delivery was dropped (${batch.queue})`);
      message.ack();
      continue;
    }
    const body = parsed.output;
    const db = await storeDbById(env, body.storefront_id, { deleted: true });
    if (!db) {
      message.ack();
      continue;
    }
    // The store is moving between databases: its delivery waits until the move is done (an
    // attempt sent now could not be recorded).
    const moving = writeRefusal(db);
    if (moving) {
      message.retry({ delaySeconds: moving.retryAfterSeconds });
      continue;
    }
    if (deadLetters) {
      await db
        .prepare(`UPDATE webhook_deliveries SET status = 'dead', next_attempt_at = NULL WHERE id = ? AND status NOT IN ('delivered', 'cancelled')`)
        .bind(body.delivery_id)
        .run();
      message.ack();
      continue;
    }
    let outcome: Outcome;
    try {
      outcome = await attemptDelivery(env, db, body, message.attempts);
    } catch (error) {
      console.error(`Webhook delivery ${body.delivery_id} failed unexpectedly`, error);
      outcome = 'retry';
    }
    if (outcome === 'done') message.ack();
    else message.retry({ delaySeconds: webhookBackoffSeconds(message.attempts, retryBaseSeconds(env.WEBHOOK_RETRY_BASE_SECONDS)) });
  }
}

/** One attempt: the delivery's fixed body, signed now, posted to the endpoint's current URL. */
async function attemptDelivery(env: Env, db: D1Database, message: WebhookMessage, queueAttempts: number): Promise<Outcome> {
  const delivery = await readDelivery(db, message.storefront_id, message.delivery_id);
  if (!delivery || delivery.status === 'delivered' || delivery.status === 'cancelled') return 'done';
  const endpoint = await readEndpoint(db, message.storefront_id);
  if (!endpoint || !endpoint.events.includes(delivery.event as WebhookEvent)) {
    await db.prepare(`UPDATE webhook_deliveries SET status = 'cancelled', last_error = 'The endpoint no longer takes this event.' WHERE id = ?`).bind(delivery.id).run();
    return 'done';
  }
  const started = Date.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetch(endpoint.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'storefront-webhooks/1',
        'webhook-id': delivery.event_id,
        'webhook-event': delivery.event,
        'webhook-signature': await signWebhookBody(endpoint.secret, delivery.body),
      },
      body: delivery.body,
    });
    statusCode = response.status;
    await response.body?.cancel();
    if (!response.ok) error = `HTTP ${response.status}`;
  } catch (caught) {
    error = String((caught as Error)?.message ?? caught).slice(0, 300);
  }
  const ok = error === null;
  const delay = webhookBackoffSeconds(queueAttempts, retryBaseSeconds(env.WEBHOOK_RETRY_BASE_SECONDS));
  await db.batch([
    db
      .prepare(`INSERT INTO webhook_attempts (id, delivery_id, status_code, error, duration_ms) VALUES (${storeRowId('webhook_attempts', message.storefront_id)}, ?, ?, ?, ?)`)
      .bind(delivery.id, statusCode, error, Date.now() - started),
    db
      .prepare(
        `UPDATE webhook_deliveries SET attempts = attempts + 1, last_status_code = ?, last_error = ?, url = ?,
           status = CASE WHEN ? THEN 'delivered' ELSE 'retrying' END,
           delivered_at = CASE WHEN ? THEN ${NOW} ELSE delivered_at END,
           next_attempt_at = CASE WHEN ? THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+' || ? || ' seconds') END
         WHERE id = ?`,
      )
      .bind(statusCode, error, endpoint.url, ok ? 1 : 0, ok ? 1 : 0, ok ? 1 : 0, delay, delivery.id),
  ]);
  return ok ? 'done' : 'retry';
}
