/** The events a store's webhook endpoint may subscribe to (docs/decisions/0205-webhooks-through-a-queue.md). */
export const WEBHOOK_EVENTS = ['order.created', 'order.paid', 'order.status_changed', 'contact.submitted', 'catalog.imported'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The queue deliveries go through, and where the queue puts the ones it gave up on (wrangler.toml). */
export const WEBHOOK_QUEUE = 'storefront-webhooks';
export const WEBHOOK_DEAD_LETTER_QUEUE = 'storefront-webhooks-dlq';

/** What a queue message carries: the delivery to attempt (its body is in D1, never in the queue). */
export type WebhookMessage = { delivery_id: number; storefront_id: number };

/** Seconds before attempt n + 1 after attempt n failed: base × 4^(n−1), at most 6 hours. */
export function webhookBackoffSeconds(attempts: number, baseSeconds: number): number {
  const n = Math.max(1, Math.floor(attempts));
  return Math.min(Math.round(baseSeconds * 4 ** (n - 1)), 6 * 3600);
}

/** WEBHOOK_RETRY_BASE_SECONDS (default 30; the tests use 0). */
export function retryBaseSeconds(value: string | undefined): number {
  const base = value === undefined || value === '' ? 30 : Number(value);
  return Number.isFinite(base) && base >= 0 ? base : 30;
}
