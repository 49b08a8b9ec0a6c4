import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '../../../worker/app.ts';
import { signStripePayload } from '../../../worker/payments/stripe-signature.ts';
import { getJson } from '../helpers.ts';
import { operator } from '../operator/operator-helpers.ts';
import recorded from './fixtures/stripe-checkout-session.json';
import { bearerFor, line, orderBody, setStock, SHOPPER_ID, sku, type Sku } from './order-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// Payments per store (Stripe Connect, ADR 0208): a store whose settings name `stripe_account` has
// its Checkout Sessions made for that account (the Stripe-Account header), and its events are
// routed by account: only events of its account, through the connected accounts' endpoint secret,
// reach its orders. Stripe is the faked transport of stripe.test.ts.

const SECRET_KEY = 'sk_test_recorded';
const PLATFORM_SECRET = 'whsec_platform';
const CONNECT_SECRET = 'whsec_connect';
const ACCOUNT = 'acct_1DemoMerchShop';
const stripeEnv = { ...env, STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: PLATFORM_SECRET, STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET };

let shopper: Record<string, string>;
let tee: Sku;

async function workerRequest(path: string, init: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.request(`http://demo.localhost${path}`, init, stripeEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

function fakeStripe() {
  const calls: { headers: Record<string, string>; form: Record<string, string> }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const form = Object.fromEntries(new URLSearchParams(String(init?.body)));
    calls.push({ headers: Object.fromEntries(new Headers(init?.headers)), form });
    const body = JSON.parse(JSON.stringify(recorded.response.body).replaceAll('{ORDER_UUID}', form.client_reference_id ?? ''));
    return new Response(JSON.stringify({ ...body, id: `cs_test_${crypto.randomUUID().replaceAll('-', '')}` }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

async function setAccount(storeId: number, account: string | undefined) {
  const store = await operator<{ data: { config: { settings: Record<string, unknown> } } }>('GET', `/storefronts/${storeId}`);
  const { stripe_account: _old, ...settings } = store.body.data.config.settings;
  const answer = await operator('PUT', `/storefronts/${storeId}`, { config: { ...store.body.data.config, settings: { ...settings, ...(account ? { stripe_account: account } : {}) } } });
  expect(answer.status).toBe(200);
}

async function placeWithStripe() {
  const response = await workerRequest('/api/storefronts/1/orders', { method: 'POST', headers: { ...shopper, 'content-type': 'application/json' }, body: JSON.stringify(await orderBody([line(tee)])) });
  const body = (await response.json()) as { data: { uuid: string } };
  const row = await DEMO_DB.prepare('SELECT payment_reference FROM orders WHERE uuid = ?').bind(body.data.uuid).first<{ payment_reference: string }>();
  return { uuid: body.data.uuid, sessionId: row!.payment_reference };
}

function completed(uuid: string, sessionId: string, account: string | null, storefrontId = '1') {
  return {
    id: `evt_${crypto.randomUUID().replaceAll('-', '')}`,
    type: 'checkout.session.completed',
    ...(account ? { account } : {}),
    data: { object: { id: sessionId, payment_status: 'paid', client_reference_id: uuid, metadata: { order_uuid: uuid, storefront_id: storefrontId, origin: 'http://demo.localhost' } } },
  };
}

async function send(event: object, secret: string) {
  const payload = JSON.stringify(event);
  const response = await workerRequest('/api/payments/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': await signStripePayload(payload, secret), 'content-type': 'application/json' }, body: payload });
  return (await response.json()) as { received: boolean; handled: boolean };
}

const paymentOf = async (uuid: string) => (await DEMO_DB.prepare('SELECT payment_status FROM orders WHERE uuid = ?').bind(uuid).first<{ payment_status: string }>())!.payment_status;

beforeAll(async () => {
  shopper = await bearerFor(SHOPPER_ID);
  tee = await sku('classic-crew-tee', 'White', 'S');
  await setStock(tee.product_size_id, 100);
  await setAccount(1, ACCOUNT);
});
afterEach(() => vi.restoreAllMocks());

describe('Stripe Connect: a store paid into its own account', () => {
  it('creates its Checkout Sessions for the connected account', async () => {
    const calls = fakeStripe();
    await placeWithStripe();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers['stripe-account']).toBe(ACCOUNT);
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it("routes events by account: only its account's events, through the connected accounts' secret", async () => {
    fakeStripe();
    const { uuid, sessionId } = await placeWithStripe();
    vi.restoreAllMocks();
    // Another account, a platform event, or the account's event under the platform's secret: not this order.
    expect(await send(completed(uuid, sessionId, 'acct_1SomeoneElse'), CONNECT_SECRET)).toEqual({ received: true, handled: false });
    expect(await send(completed(uuid, sessionId, null), PLATFORM_SECRET)).toEqual({ received: true, handled: false });
    expect(await send(completed(uuid, sessionId, ACCOUNT), PLATFORM_SECRET)).toEqual({ received: true, handled: false });
    expect(await paymentOf(uuid)).toBe('pending');
    expect(await send(completed(uuid, sessionId, ACCOUNT), CONNECT_SECRET)).toEqual({ received: true, handled: true });
    expect(await paymentOf(uuid)).toBe('paid');
  });

  it('keeps a store without an account on the platform: its events come without one', async () => {
    await setAccount(1, undefined);
    const calls = fakeStripe();
    const { uuid, sessionId } = await placeWithStripe();
    expect(calls[0]!.headers['stripe-account']).toBeUndefined();
    vi.restoreAllMocks();
    expect(await send(completed(uuid, sessionId, ACCOUNT), CONNECT_SECRET)).toEqual({ received: true, handled: false });
    expect(await send(completed(uuid, sessionId, null), PLATFORM_SECRET)).toEqual({ received: true, handled: true });
    await setAccount(1, ACCOUNT);
  });

  it('never shows the account to the browser, and refuses one that is no account id', async () => {
    const { body } = await getJson<{ data: { settings: Record<string, unknown> } }>('demo.localhost', '/api/storefronts/get-by-url?url=demo.localhost');
    expect(body.data.settings).not.toHaveProperty('stripe_account');
    const store = await operator<{ data: { config: { settings: Record<string, unknown> } } }>('GET', '/storefronts/1');
    expect(store.body.data.config.settings.stripe_account).toBe(ACCOUNT);
    const bad = await operator<{ errors: Record<string, string[]> }>('PUT', '/storefronts/1', { config: { ...store.body.data.config, settings: { ...store.body.data.config.settings, stripe_account: 'sk_live_oops' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors['config.settings.stripe_account']).toEqual(['must be a Stripe account id like acct_1NvXYZ…']);
  });
});
