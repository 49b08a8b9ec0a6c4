import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '../../../worker/app.ts';
import type { Env } from '../../../worker/env.ts';
import { resetMailWarnings } from '../../../worker/services/mailer.ts';
import { freshIp, newRegistration } from '../accounts/account-helpers.ts';
import { contactForm, VALID } from '../contact/contact-helpers.ts';
import { OPERATOR_TOKEN } from '../operator/operator-helpers.ts';
import { bearerFor, line, orderBody, setStock, SHOPPER_ID, sku, type Sku } from '../orders/order-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// Production (ENVIRONMENT is not "development") without a SEND_EMAIL binding: nothing is written
// to the outbox as if sent, the error log says so once, the shopper is told the mail could not be
// sent, and GET /api/operator/health names what is missing. With the binding, mail leaves from the
// store's name with its contact e-mail as reply-to.

const production = { ...env, ENVIRONMENT: 'production' } as unknown as Env;

async function call(bindings: Env, host: string, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await app.request(`http://${host}${path}`, { ...init, headers: { 'cf-connecting-ip': freshIp(), ...(init.headers as Record<string, string>) } }, bindings, ctx);
  await waitOnExecutionContext(ctx);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of several shapes, read field by field by the assertions
}

const postJson = (bindings: Env, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(bindings, 'demo.localhost', path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

const outboxCount = async (recipient: string) =>
  (await DEMO_DB.prepare('SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient = ?').bind(recipient).first<{ n: number }>())!.n;

let tee: Sku;
beforeAll(async () => {
  tee = await sku('classic-crew-tee', 'White', 'S');
  await setStock(tee.product_size_id, 100);
});
afterEach(() => vi.restoreAllMocks());

describe('production without a mail binding', () => {
  it('writes nothing as if sent, logs it once, and tells the shopper', async () => {
    resetMailWarnings();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = newRegistration();
    const registered = await postJson(production, '/api/storefronts/1/register', first);
    expect(registered.status).toBe(201);
    expect(registered.body.data.mail_sent).toBe(false);
    expect(await outboxCount(first.email)).toBe(0);
    const second = newRegistration();
    expect((await postJson(production, '/api/storefronts/1/register', second)).body.data.mail_sent).toBe(false);
    const mailErrors = errors.mock.calls.filter(([text]) => String(text).startsWith('Mail is not sent'));
    expect(mailErrors).toHaveLength(1);
    expect(mailErrors[0]![0]).toContain('lacks SEND_EMAIL and MAIL_FROM');

    const session = { authorization: `Bearer ${registered.body.data.token}` };
    const resend = await postJson(production, '/api/storefronts/1/email-verification/resend', {}, session);
    expect(resend).toEqual({ status: 503, body: { message: 'The e-mail could not be sent: this shop cannot send e-mail right now. Please try again later.' } });

    const forgot = await postJson(production, '/api/storefronts/1/forgot-password', { email: 'shopper@demo.test', storefront_id: 1 });
    expect(forgot.status).toBe(503);
    expect(forgot.body.message).toBe('We could not send you an e-mail: this shop cannot send e-mail right now. Please try again later or contact the store.');
    expect((await postJson(production, '/api/storefronts/1/forgot-password', { email: 'nobody@demo.test', storefront_id: 1 })).body).toEqual(forgot.body);

    const contact = await call(production, 'demo.localhost', '/api/storefronts/1/contact', { method: 'POST', body: contactForm({ ...VALID, email: 'prod-contact@example.com' }) });
    expect(contact.status).toBe(201);
    expect(contact.body.data.store_notified).toBe(false);
    expect(contact.body.message).toBe('Your message is saved, but the store could not be told by e-mail right now. For anything urgent, please try again later.');
  });

  it('records that the order confirmation could not be sent, and the shopper\'s order says so', async () => {
    const shopper = await bearerFor(SHOPPER_ID);
    const placed = await postJson(production, '/api/storefronts/1/orders', await orderBody([line(tee)], { email: 'prod-order@demo.test' }), shopper);
    expect(placed.status).toBe(201);
    expect(await outboxCount('prod-order@demo.test')).toBe(0);
    const order = await call(production, 'demo.localhost', `/api/storefronts/1/orders/${placed.body.data.uuid}`, { headers: shopper });
    expect(order.body.data.confirmation_mail_sent).toBe(false);
    // In development the same order confirmation is written to the outbox and said to be sent.
    const dev = await postJson(env as unknown as Env, '/api/storefronts/1/orders', await orderBody([line(tee)], { email: 'dev-order@demo.test' }), shopper);
    expect(await outboxCount('dev-order@demo.test')).toBe(1);
    expect((await call(env as unknown as Env, 'demo.localhost', `/api/storefronts/1/orders/${dev.body.data.uuid}`, { headers: shopper })).body.data.confirmation_mail_sent).toBe(true);

    const shipped = await call(production, 'ops.example.com', `/api/operator/storefronts/1/orders/${placed.body.data.uuid}/status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'In Progress' }),
    });
    expect(shipped.status).toBe(200);
    const cancelled = await call(production, 'ops.example.com', `/api/operator/storefronts/1/orders/${placed.body.data.uuid}/status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'Cancelled' }),
    });
    expect(cancelled.body.data.shopper_mail).toBe('not_sent');
  });

  it('sends through the binding, from the store\'s name, answered to its contact e-mail', async () => {
    const sent: unknown[] = [];
    const binding = { send: vi.fn(async (message: unknown) => (sent.push(message), { messageId: 'x' })) } as unknown as SendEmail;
    const live = { ...production, SEND_EMAIL: binding, MAIL_FROM: 'shop@mail.example' } as Env;
    const payload = newRegistration();
    const registered = await postJson(live, '/api/storefronts/1/register', payload);
    expect(registered.body.data.mail_sent).toBe(true);
    expect(sent).toEqual([
      expect.objectContaining({
        from: { name: 'Demo Merch', email: 'shop@mail.example' },
        replyTo: 'support@demo.test',
        to: payload.email,
        subject: 'Verify your e-mail address for Demo Merch',
      }),
    ]);
    // The sent log keeps recipient and subject only.
    const logged = await DEMO_DB.prepare('SELECT text_body, from_name, reply_to FROM mail_outbox WHERE recipient = ?').bind(payload.email).first();
    expect(logged).toEqual({ text_body: '', from_name: 'Demo Merch', reply_to: 'support@demo.test' });
  });
});

describe('GET /api/operator/health', () => {
  const health = (bindings: Env) => call(bindings, 'ops.example.com', '/api/operator/health', { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });

  it('is ok in development and with every binding a configured feature needs', async () => {
    expect((await health(env as unknown as Env)).body).toEqual({ data: { ok: true, environment: 'development', problems: [] } });
    const binding = { send: vi.fn() } as unknown as SendEmail;
    expect((await health({ ...production, SEND_EMAIL: binding, MAIL_FROM: 'shop@mail.example' } as Env)).body.data).toEqual({ ok: true, environment: 'production', problems: [] });
  });

  it('names every missing binding or secret and its effect', async () => {
    await env.DB.prepare(
      "UPDATE storefronts SET config = json_set(config, '$.settings.stripe_account', 'acct_1HealthCheck') WHERE id = 4",
    ).run();
    await DEMO_DB.prepare("INSERT OR REPLACE INTO webhook_endpoints (storefront_id, url, events, secret) VALUES (3, 'https://erp.example/hook', '[\"order.created\"]', 'whsec_x')").run();
    const { WEBHOOKS: _queue, ...withoutQueue } = production as Env & { WEBHOOKS?: unknown };
    const answer = await health({ ...withoutQueue, SEND_EMAIL: { send: vi.fn() } as unknown as SendEmail, RECAPTCHA_SECRET: 'secret', ABLY_API_KEY: 'not-a-key' } as Env);
    expect(answer.status).toBe(200);
    expect(answer.body.data.ok).toBe(false);
    expect(answer.body.data.problems.map((p: { feature: string; missing: string[] }) => [p.feature, p.missing])).toEqual([
      ['mail', ['MAIL_FROM']],
      ['Stripe', ['STRIPE_SECRET_KEY']],
      ['bot check', ['RECAPTCHA_SITE_KEY']],
      ['Ably', ['ABLY_API_KEY in the form appId.keyId:secret']],
      ['webhooks', ['WEBHOOKS (queue binding)']],
    ]);
    for (const problem of answer.body.data.problems) expect(problem.effect.length).toBeGreaterThan(20);
    expect(answer.body.data.problems[1].effect).toContain('Store 4 names a Stripe connected account');

    const stripe = await health({ ...production, SEND_EMAIL: { send: vi.fn() } as unknown as SendEmail, MAIL_FROM: 'a@b.example', STRIPE_SECRET_KEY: 'sk_test' } as Env);
    expect(stripe.body.data.problems.map((p: { missing: string[] }) => p.missing)).toEqual([['STRIPE_WEBHOOK_SECRET'], ['STRIPE_CONNECT_WEBHOOK_SECRET']]);
    expect((await health({ ...production } as Env)).body.data.problems[0]).toMatchObject({ feature: 'mail', missing: ['SEND_EMAIL', 'MAIL_FROM'] });
  });

  it('needs an operator token', async () => {
    expect((await call(env as unknown as Env, 'ops.example.com', '/api/operator/health')).status).toBe(401);
  });
});
