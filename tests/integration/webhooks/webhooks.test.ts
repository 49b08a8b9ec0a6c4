import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../../worker/env.ts';
import worker from '../../../worker/index.ts';
import { enqueueWebhookEvent } from '../../../worker/webhooks/enqueue-webhook.ts';
import { verifyWebhookSignature } from '../../../worker/webhooks/webhook-signature.ts';
import { operator, tokenFor } from '../operator/operator-helpers.ts';
import { setStock, sku, type Sku } from '../orders/order-helpers.ts';
import { markPayment, moveOrder, placeOrder } from '../fulfilment/fulfilment-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// Webhooks through the real WEBHOOKS queue (Miniflare runs it, with wrangler.toml's retries and
// dead-letter queue; retries wait 0 s here): signed deliveries, a receiver that fails twice and
// then accepts, dead letters, a retry by hand. The receiver is a stub of the outbound fetch.

const RECEIVER = 'http://receiver.test/hooks/shop';

type Received = { url: string; headers: Headers; body: string };
type Delivery = { id: number; event: string; status: string; attempt_count: number; attempts: { status_code: number | null; error: string | null }[]; event_id: string };

let received: Received[] = [];
let answers: number[] = [];
let secret = '';
let tee: Sku;

/** The receiver: answers `answers` in turn (then 200), and keeps every request. */
function stubReceiver() {
  const original = globalThis.fetch.bind(globalThis);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.startsWith('http://receiver.test/')) return original(input, init);
    received.push({ url: request.url, headers: request.headers, body: await request.text() });
    return new Response('ok', { status: answers.shift() ?? 200 });
  });
}

async function deliveries(query = ''): Promise<Delivery[]> {
  const answer = await operator<{ data: Delivery[] }>('GET', `/storefronts/1/webhooks/deliveries${query}`);
  return answer.body.data;
}

/** Waits until the delivery of `event` about `marker` is `status`. */
async function settled(event: string, marker: string, status: string): Promise<Delivery> {
  return vi.waitUntil(
    async () => {
      const row = await DEMO_DB.prepare('SELECT id FROM webhook_deliveries WHERE event = ? AND body LIKE ? ORDER BY id DESC LIMIT 1').bind(event, `%${marker}%`).first<{ id: number }>();
      if (!row) return false;
      const found = (await deliveries('?limit=200')).find((delivery) => delivery.id === row.id);
      return found?.status === status ? found : false;
    },
    { timeout: 15_000, interval: 50 },
  );
}

beforeAll(async () => {
  tee = await sku('classic-crew-tee', 'Navy', 'M');
  await setStock(tee.product_size_id, 100);
});
afterEach(() => {
  vi.restoreAllMocks();
  received = [];
  answers = [];
});

describe('the webhook endpoint', () => {
  it('shows the signing secret once, and keeps it unless rotated', async () => {
    const created = await operator<{ data: { url: string; events: string[]; secret: string | null } }>('PUT', '/storefronts/1/webhooks', {
      url: RECEIVER,
      events: ['order.created', 'order.paid', 'order.status_changed', 'contact.submitted', 'catalog.imported'],
    });
    expect(created.status).toBe(201);
    expect(created.body.data.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    secret = created.body.data.secret!;
    const read = await operator<{ data: Record<string, unknown> }>('GET', '/storefronts/1/webhooks');
    expect(read.body.data).toEqual({ url: RECEIVER, events: expect.any(Array), created_at: expect.any(String), updated_at: expect.any(String) });
    const again = await operator<{ data: { secret: string | null } }>('PUT', '/storefronts/1/webhooks', { url: RECEIVER, events: ['order.created', 'order.paid', 'order.status_changed', 'contact.submitted', 'catalog.imported'] });
    expect(again.status).toBe(200);
    expect(again.body.data.secret).toBeNull();
    expect((await DEMO_DB.prepare('SELECT secret FROM webhook_endpoints WHERE storefront_id = 1').first<{ secret: string }>())!.secret).toBe(secret);
  });

  it('refuses unknown events and other roles', async () => {
    const bad = await operator<{ message: string }>('PUT', '/storefronts/1/webhooks', { url: RECEIVER, events: ['order.shipped'] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('events may only contain: order.created, order.paid, order.status_changed, contact.submitted, catalog.imported.');
    const fulfilment = await tokenFor('fulfilment', [1]);
    expect((await operator('PUT', '/storefronts/1/webhooks', { url: RECEIVER, events: ['order.created'] }, { token: fulfilment.token })).status).toBe(403);
    expect((await operator('GET', '/storefronts/1/webhooks/deliveries', undefined, { token: fulfilment.token })).status).toBe(200);
  });
});

describe('deliveries through the queue', () => {
  it('signs each delivery: t and HMAC-SHA256 of "t.body" with the secret', async () => {
    stubReceiver();
    const uuid = await placeOrder([{ item: tee }]);
    const delivery = await settled('order.created', uuid, 'delivered');
    const request = received.find((r) => r.body.includes(uuid))!;
    expect(request.url).toBe(RECEIVER);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('webhook-id')).toBe(delivery.event_id);
    expect(request.headers.get('webhook-event')).toBe('order.created');
    const signature = request.headers.get('webhook-signature')!;
    expect(signature).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    expect(await verifyWebhookSignature(signature, request.body, secret)).toBe(true);
    expect(await verifyWebhookSignature(signature, request.body.replace(uuid, 'x'), secret)).toBe(false);
    expect(await verifyWebhookSignature(signature, request.body, 'whsec_other')).toBe(false);
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({ id: delivery.event_id, type: 'order.created', storefront_id: 1, data: { order: { uuid, status: 1, status_label: 'New Order' } } });
  });

  it('retries a receiver that fails twice, then accepts: three attempts, delivered', async () => {
    stubReceiver();
    answers = [500, 502];
    const uuid = await placeOrder([{ item: tee }]);
    const delivery = await settled('order.created', uuid, 'delivered');
    expect(delivery.attempt_count).toBe(3);
    expect(delivery.attempts.map((attempt) => [attempt.status_code, attempt.error])).toEqual([
      [500, 'HTTP 500'],
      [502, 'HTTP 502'],
      [200, null],
    ]);
    const bodies = received.filter((r) => r.body.includes(uuid)).map((r) => r.body);
    expect(new Set(bodies).size).toBe(1);
  });

  it('dead-letters what keeps failing, and sends it again on request', async () => {
    stubReceiver();
    answers = Array(7).fill(503);
    const uuid = await placeOrder([{ item: tee }]);
    const dead = await settled('order.created', uuid, 'dead');
    // wrangler.toml: max_retries 6, so seven attempts before the dead-letter queue.
    expect(dead.attempts.map((attempt) => attempt.status_code)).toEqual(Array(7).fill(503));
    const retried = await operator<{ data: Delivery }>('POST', `/storefronts/1/webhooks/deliveries/${dead.id}/retry`);
    expect(retried.status).toBe(202);
    const delivered = await settled('order.created', uuid, 'delivered');
    expect(delivered.attempts.map((attempt) => attempt.status_code)).toEqual([...Array(7).fill(503), 200]);
    expect((await deliveries('?status=dead')).some((d) => d.id === dead.id)).toBe(false);
  });

  it('sends order.status_changed, order.paid and contact.submitted', async () => {
    stubReceiver();
    const uuid = await placeOrder([{ item: tee }]);
    await moveOrder(uuid, { status: 2, note: 'picked' });
    const changed = await settled('order.status_changed', uuid, 'delivered');
    const body = JSON.parse(received.find((r) => r.headers.get('webhook-id') === changed.event_id)!.body);
    expect(body.data).toMatchObject({ from: 1, to: 2, note: 'picked', order: { uuid, status: 2 } });
    await markPayment(uuid, 'paid');
    await settled('order.paid', uuid, 'delivered');
    const form = new FormData();
    for (const [key, value] of Object.entries({ first_name: 'Hook', last_name: 'Tester', email: 'hook@example.com', message: 'webhook-marker-77', recaptcha: '' })) form.set(key, value);
    const { fetchAs } = await import('../helpers.ts');
    expect((await fetchAs('demo.localhost', '/api/storefronts/1/contact', { method: 'POST', body: form })).status).toBe(201);
    await settled('contact.submitted', 'webhook-marker-77', 'delivered');
  });

  it('lets any feature send its event (catalog.imported), and skips stores or events without an endpoint', async () => {
    stubReceiver();
    const queued = await enqueueWebhookEvent(env as unknown as Env, 1, 'catalog.imported', { import_id: 'imp-42', products: 3 });
    expect(queued).toEqual({ deliveryId: expect.any(Number), queued: true });
    await settled('catalog.imported', 'imp-42', 'delivered');
    expect(await enqueueWebhookEvent(env as unknown as Env, 2, 'catalog.imported', {})).toBeNull();
  });
});

describe('the consumer', () => {
  it('acknowledges a delivered message and retries a failed one with backoff', async () => {
    stubReceiver();
    const queued = (await enqueueWebhookEvent({ ...env, WEBHOOKS: undefined } as unknown as Env, 1, 'catalog.imported', { import_id: 'imp-backoff' }))!;
    expect(queued.queued).toBe(false);
    answers = [500];
    const messages = [{ id: 'm1', timestamp: new Date(), attempts: 3, body: { delivery_id: queued.deliveryId, storefront_id: 1 } }];
    const batch = createMessageBatch('storefront-webhooks', messages);
    const ctx = createExecutionContext();
    await worker.queue!(batch, { ...env, WEBHOOK_RETRY_BASE_SECONDS: '30' } as unknown as Env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.retryMessages).toEqual([{ msgId: 'm1' }]);
    // The third attempt failed: 30 s × 4² before the fourth. (getQueueResult does not report a
    // retry's delay, so the delay is read where the consumer records it: next_attempt_at.)
    const row = (await DEMO_DB.prepare('SELECT status, next_attempt_at FROM webhook_deliveries WHERE id = ?').bind(queued.deliveryId).first<{ status: string; next_attempt_at: string }>())!;
    expect(row.status).toBe('retrying');
    expect((Date.parse(row.next_attempt_at) - Date.now()) / 1000).toBeGreaterThan(470);
    expect((Date.parse(row.next_attempt_at) - Date.now()) / 1000).toBeLessThan(481);

    const okBatch = createMessageBatch('storefront-webhooks', [{ ...messages[0]!, id: 'm2', attempts: 4 }]);
    const okCtx = createExecutionContext();
    await worker.queue!(okBatch, env as unknown as Env, okCtx);
    expect((await getQueueResult(okBatch, okCtx)).explicitAcks).toEqual(['m2']);

    const deadBatch = createMessageBatch('storefront-webhooks-dlq', [{ ...messages[0]!, id: 'm3' }]);
    const deadCtx = createExecutionContext();
    await worker.queue!(deadBatch, env as unknown as Env, deadCtx);
    expect((await getQueueResult(deadBatch, deadCtx)).explicitAcks).toEqual(['m3']);
    // Already delivered: a late dead letter changes nothing.
    expect((await DEMO_DB.prepare('SELECT status FROM webhook_deliveries WHERE id = ?').bind(queued.deliveryId).first<{ status: string }>())!.status).toBe('delivered');
  });

  it('while its store is being moved, sends nothing and retries the message after the move (ADR 0309)', async () => {
    stubReceiver();
    const queued = (await enqueueWebhookEvent({ ...env, WEBHOOKS: undefined } as unknown as Env, 1, 'catalog.imported', { import_id: 'imp-moving' }))!;
    const messages = [{ id: 'mv1', timestamp: new Date(), attempts: 1, body: { delivery_id: queued.deliveryId, storefront_id: 1 } }];
    await env.DB.prepare('UPDATE storefronts SET moving_until = ? WHERE id = 1').bind(new Date(Date.now() + 60_000).toISOString()).run();
    try {
      const batch = createMessageBatch('storefront-webhooks', messages);
      const ctx = createExecutionContext();
      await worker.queue!(batch, env as unknown as Env, ctx);
      expect((await getQueueResult(batch, ctx)).retryMessages).toEqual([{ msgId: 'mv1' }]);
      expect(received).toEqual([]);
      const row = await DEMO_DB.prepare('SELECT status, attempts FROM webhook_deliveries WHERE id = ?').bind(queued.deliveryId).first<{ status: string; attempts: number }>();
      expect(row!.attempts).toBe(0);
    } finally {
      await env.DB.prepare('UPDATE storefronts SET moving_until = NULL WHERE id = 1').run();
    }
    const after = createMessageBatch('storefront-webhooks', [{ ...messages[0]!, id: 'mv2', attempts: 2 }]);
    const afterCtx = createExecutionContext();
    await worker.queue!(after, env as unknown as Env, afterCtx);
    expect((await getQueueResult(after, afterCtx)).explicitAcks).toEqual(['mv2']);
    expect(received).toHaveLength(1);
  });
});
