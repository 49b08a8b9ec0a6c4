import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '../../../worker/app.ts';
import { PaymentStartError } from '../../../worker/payments/payment-provider.ts';
import { stripeProvider } from '../../../worker/payments/stripe-provider.ts';
import { signStripePayload, verifyStripeSignature } from '../../../worker/payments/stripe-signature.ts';
import recorded from './fixtures/stripe-checkout-session.json';
import { bearerFor, giftCardBalance, line, orderBody, setStock, SHOPPER_ID, sku, stockOf, type Sku } from './order-helpers.ts';
import { DEMO_DB } from '../databases.ts';

const SECRET_KEY = 'sk_test_recorded';
const WEBHOOK_SECRET = 'whsec_test_local';
const stripeEnv = { ...env, STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };

/** Fills the recorded exchange's placeholders. */
function fill<T>(value: T, uuid: string, amount: number): T {
  return JSON.parse(JSON.stringify(value).replaceAll('{ORDER_UUID}', uuid).replaceAll('{AMOUNT}', String(amount))) as T;
}

/** A fetch that answers like the recording and keeps what it was asked. */
function recordedStripe(answer: 'response' | 'error_response' = 'response') {
  const calls: { url: string; method: string; headers: Record<string, string>; form: Record<string, string> }[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const form = Object.fromEntries(new URLSearchParams(String(init?.body)));
    const call = { url: String(input), method: init?.method ?? 'GET', headers: Object.fromEntries(new Headers(init?.headers)), form };
    calls.push(call);
    const uuid = form.client_reference_id ?? '';
    const recording = fill(recorded[answer], uuid, Number(form['line_items[0][price_data][unit_amount]']));
    return new Response(JSON.stringify(recording.body), { status: recording.status, headers: { 'content-type': 'application/json' } });
  });
  return { calls, fetcher: fetcher as unknown as typeof fetch };
}

async function workerRequest(path: string, init: RequestInit, bindings: object = stripeEnv): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.request(`http://demo.localhost${path}`, init, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

async function sendEvent(event: object, options: { secret?: string; timestamp?: number } = {}): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature = await signStripePayload(payload, options.secret ?? WEBHOOK_SECRET, options.timestamp);
  return workerRequest('/api/payments/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, body: payload });
}

function sessionEvent(type: string, uuid: string, sessionId: string, extra: Record<string, unknown> = {}, storefrontId = '1') {
  return {
    id: `evt_${crypto.randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    data: { object: { id: sessionId, object: 'checkout.session', client_reference_id: uuid, metadata: { order_uuid: uuid, storefront_id: storefrontId, origin: 'http://demo.localhost' }, ...extra } },
  };
}

let shopper: Record<string, string>;
let tee: Sku;

beforeAll(async () => {
  shopper = await bearerFor(SHOPPER_ID);
  tee = await sku('classic-crew-tee', 'White', 'S');
  await setStock(tee.product_size_id, 20);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function placeWithStripe(body: object) {
  const response = await workerRequest('/api/storefronts/1/orders', {
    method: 'POST',
    headers: { ...shopper, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: { uuid: string; payment_status: string; redirect_url: string | null }; message?: string } };
}

describe('Stripe provider (recorded requests)', () => {
  it('creates a Checkout Session for the amount due, exactly as recorded', async () => {
    const { calls, fetcher } = recordedStripe();
    const provider = stripeProvider({ secretKey: SECRET_KEY, fetch: fetcher });
    const uuid = crypto.randomUUID();
    const start = await provider.startPayment({ storefrontId: 1, storeName: 'Demo Merch', orderUuid: uuid, amount: 4595, currency: 'usd', email: 'shopper@demo.test', origin: 'http://demo.localhost' });
    const expected = fill(recorded.request, uuid, 4595);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({ url: expected.url, method: expected.method, headers: expected.headers, form: expected.form });
    expect(start.reference).toBe(recorded.response.body.id);
    expect(start.redirectUrl).toBe(recorded.response.body.url);
  });

  it("raises Stripe's refusal as a PaymentStartError", async () => {
    const provider = stripeProvider({ secretKey: SECRET_KEY, fetch: recordedStripe('error_response').fetcher });
    await expect(
      provider.startPayment({ storefrontId: 1, storeName: 'x', orderUuid: crypto.randomUUID(), amount: 1, currency: 'usd', email: 'a@b.test', origin: 'http://x' }),
    ).rejects.toThrow(PaymentStartError);
  });
});

describe('placing an order with Stripe', () => {
  it('leaves the order pending with the session as its reference and sends the shopper to pay', async () => {
    const { calls, fetcher } = recordedStripe();
    vi.spyOn(globalThis, 'fetch').mockImplementation(fetcher);
    const body = await orderBody([line(tee)]);
    const placed = await placeWithStripe(body);
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ payment_status: 'pending', redirect_url: recorded.response.body.url });
    const row = await DEMO_DB.prepare('SELECT payment_provider, payment_reference, total FROM orders WHERE uuid = ?').bind(placed.body.data.uuid).first<{ payment_provider: string; payment_reference: string; total: number }>();
    expect(row).toMatchObject({ payment_provider: 'stripe', payment_reference: recorded.response.body.id });
    expect(calls[0]!.form['line_items[0][price_data][unit_amount]']).toBe(String(row!.total));
    // A repeated submit returns the same order and the same payment page.
    const again = await placeWithStripe(body);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ uuid: placed.body.data.uuid, redirect_url: recorded.response.body.url });
    expect(calls[1]!.headers['idempotency-key']).toBe(`order-${placed.body.data.uuid}`);
  });

  it('keeps the order when Stripe refuses and answers 502', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(recordedStripe('error_response').fetcher);
    const placed = await placeWithStripe(await orderBody([line(tee)]));
    expect(placed.status).toBe(502);
    expect(placed.body.message).toBe('The payment could not be started. Your order is saved; please try again.');
  });

  it('needs the webhook secret with the secret key', async () => {
    const response = await workerRequest('/api/storefronts/1/orders', { method: 'POST', headers: { ...shopper, 'content-type': 'application/json' }, body: JSON.stringify(await orderBody([line(tee)])) }, { ...env, STRIPE_SECRET_KEY: SECRET_KEY });
    expect(response.status).toBe(500);
  });
});

describe('Stripe webhooks (locally signed events)', () => {
  async function stripeOrder(extra: Record<string, unknown> = {}) {
    vi.spyOn(globalThis, 'fetch').mockImplementation(recordedStripe().fetcher);
    const placed = await placeWithStripe(await orderBody([line(tee, 2)], extra));
    vi.restoreAllMocks();
    const sessionId = `cs_test_${crypto.randomUUID().replaceAll('-', '')}`;
    await DEMO_DB.prepare('UPDATE orders SET payment_reference = ? WHERE uuid = ?').bind(sessionId, placed.body.data.uuid).run();
    return { uuid: placed.body.data.uuid, sessionId };
  }
  const paymentOf = async (uuid: string) =>
    (await DEMO_DB.prepare('SELECT payment_status, status FROM orders WHERE uuid = ?').bind(uuid).first<{ payment_status: string; status: number }>())!;

  it('marks the order paid once, however often the event comes', async () => {
    const { uuid, sessionId } = await stripeOrder();
    const event = sessionEvent('checkout.session.completed', uuid, sessionId, { payment_status: 'paid' });
    const first = await sendEvent(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, handled: true });
    expect(await paymentOf(uuid)).toEqual({ payment_status: 'paid', status: 1 });
    expect(await (await sendEvent(event)).json()).toEqual({ received: true, handled: false });
  });

  it('gives stock and gift-card balance back when the session expires', async () => {
    await DEMO_DB.prepare("UPDATE gift_cards SET balance = 1000 WHERE storefront_id = 1 AND code = 'GIFT-DEMO-50'").run();
    const stock = await stockOf(tee.product_size_id);
    const { uuid, sessionId } = await stripeOrder({ gift_card_code: 'GIFT-DEMO-50' });
    expect(await stockOf(tee.product_size_id)).toBe(stock - 2);
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(0);
    const event = sessionEvent('checkout.session.expired', uuid, sessionId);
    expect(await (await sendEvent(event)).json()).toEqual({ received: true, handled: true });
    expect(await paymentOf(uuid)).toEqual({ payment_status: 'failed', status: 7 });
    expect(await stockOf(tee.product_size_id)).toBe(stock);
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(1000);
    // Re-delivered: nothing is given back twice.
    await sendEvent(event);
    expect(await stockOf(tee.product_size_id)).toBe(stock);
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(1000);
  });

  it('ignores events whose session, order or store do not match', async () => {
    const { uuid, sessionId } = await stripeOrder();
    for (const event of [
      sessionEvent('checkout.session.completed', uuid, 'cs_test_other', { payment_status: 'paid' }),
      sessionEvent('checkout.session.completed', uuid, sessionId, { payment_status: 'paid' }, '2'),
      sessionEvent('checkout.session.completed', uuid, sessionId, { payment_status: 'unpaid' }),
      sessionEvent('payment_intent.created', uuid, sessionId),
    ]) {
      const response = await sendEvent(event);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, handled: false });
    }
    expect((await paymentOf(uuid)).payment_status).toBe('pending');
  });

  it('refuses unsigned, wrongly signed and stale events', async () => {
    const event = JSON.stringify(sessionEvent('checkout.session.completed', crypto.randomUUID(), 'cs_x', { payment_status: 'paid' }));
    const post = (signature?: string) =>
      workerRequest('/api/payments/stripe/webhook', { method: 'POST', headers: signature ? { 'stripe-signature': signature } : {}, body: event });
    expect((await post()).status).toBe(400);
    expect((await post(await signStripePayload(event, 'whsec_wrong'))).status).toBe(400);
    expect((await post(await signStripePayload(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600))).status).toBe(400);
    expect((await workerRequest('/api/payments/stripe/webhook', { method: 'POST', body: event }, env)).status).toBe(404);
  });

  it('verifies signatures the way Stripe documents them', async () => {
    const header = await signStripePayload('{"a":1}', 'whsec_x', 1_700_000_000);
    expect(await verifyStripeSignature('{"a":1}', header, 'whsec_x', 1_700_000_100)).toBe(true);
    expect(await verifyStripeSignature('{"a":2}', header, 'whsec_x', 1_700_000_100)).toBe(false);
    expect(await verifyStripeSignature('{"a":1}', `${header},v1=deadbeef`, 'whsec_x', 1_700_000_100)).toBe(true);
    expect(await verifyStripeSignature('{"a":1}', 't=abc,v1=00', 'whsec_x')).toBe(false);
  });
});
