import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_UNPAID_ORDERS } from '../../../shared/orders/unpaid-expiry.ts';
import { api, bearerFor, giftCardBalance, line, newCustomer, orderBody, setStock, sku, stockOf, type Sku } from './order-helpers.ts';
import { DEMO_DB } from '../databases.ts';

type ScheduledFetcher = { scheduled(options: { cron: string; scheduledTime: Date }): Promise<unknown> };
/** The hourly cron trigger (wrangler.toml [triggers]). */
const hourly = () => (exports.default as unknown as ScheduledFetcher).scheduled({ cron: '41 * * * *', scheduledTime: new Date() });

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function place(headers: Record<string, string>, items: unknown[], extra: Record<string, unknown> = {}) {
  return api<{ data: { uuid: string }; message?: string }>('POST', '/storefronts/1/orders', { headers, body: await orderBody(items, extra) });
}

async function orderOf(uuid: string) {
  return (await DEMO_DB.prepare('SELECT id, status, payment_status, restocked_at, expires_at, expiry_mail_at FROM orders WHERE uuid = ?').bind(uuid).first<{
    id: number;
    status: number;
    payment_status: string;
    restocked_at: string | null;
    expires_at: string | null;
    expiry_mail_at: string | null;
  }>())!;
}

const mailsTo = async (to: string, subject: string) =>
  (await DEMO_DB.prepare('SELECT subject, text_body FROM mail_outbox WHERE recipient = ? AND subject LIKE ? ORDER BY id').bind(to, `%${subject}%`).all<{ subject: string; text_body: string }>()).results;

let tee: Sku;
beforeAll(async () => {
  tee = await sku('classic-crew-tee', 'Black', 'M');
  await setStock(tee.product_size_id, 50);
});

// Issue 27, security 3 (docs/decisions/0261-unpaid-orders-expire.md).
describe('unpaid orders expire', () => {
  it('an unpaid order expires after 72 hours by default; the shopper is mailed a day before; then it is cancelled with its stock and gift-card balance back', async () => {
    const customer = await newCustomer(1, `expiry-${crypto.randomUUID()}@example.test`);
    const headers = await bearerFor(customer);
    await DEMO_DB.prepare("UPDATE gift_cards SET balance = 1000, status = 'active' WHERE storefront_id = 1 AND code = 'GIFT-DEMO-50'").run();
    const placed = await place(headers, [line(tee, 4)], { gift_card_code: 'GIFT-DEMO-50', email: 'expiry-shopper@example.test' });
    expect(placed.status).toBe(201);
    const uuid = placed.body.data.uuid;
    expect(await stockOf(tee.product_size_id)).toBe(46);
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(0);
    const expiresIn = (Date.parse((await orderOf(uuid)).expires_at!) - Date.now()) / 3_600_000;
    expect(expiresIn).toBeGreaterThan(71.9);
    expect(expiresIn).toBeLessThanOrEqual(72);

    // Not yet: nothing happens.
    await hourly();
    expect(await mailsTo('expiry-shopper@example.test', 'waiting for payment')).toHaveLength(0);

    // Within a day of its expiry: one reminder, not two.
    await DEMO_DB.prepare('UPDATE orders SET expires_at = ? WHERE uuid = ?').bind(hoursFromNow(20), uuid).run();
    await hourly();
    await hourly();
    const reminders = await mailsTo('expiry-shopper@example.test', 'waiting for payment');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text_body).toContain(`Your order ${uuid} has not been paid yet. Unless it is paid by`);
    expect((await orderOf(uuid)).status).toBe(1);

    // Past it: cancelled, stock and balance back once.
    await DEMO_DB.prepare('UPDATE orders SET expires_at = ? WHERE uuid = ?').bind(hoursFromNow(-1), uuid).run();
    await hourly();
    await hourly();
    const order = await orderOf(uuid);
    expect(order.status).toBe(5);
    expect(order.restocked_at).not.toBeNull();
    expect(await stockOf(tee.product_size_id)).toBe(50);
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(1000);
    expect(await mailsTo('expiry-shopper@example.test', 'was cancelled')).toHaveLength(1);
    const history = await DEMO_DB.prepare('SELECT actor_name, to_status FROM order_status_history WHERE order_id = ?').bind(order.id).all<{ actor_name: string; to_status: number }>();
    expect(history.results).toEqual([{ actor_name: 'Unpaid order expiry', to_status: 5 }]);
  });

  it('follows the store’s unpaidOrderHours; paid orders and orders placed before expiry existed never expire', async () => {
    const row = await env.DB.prepare('SELECT config FROM storefronts WHERE id = 1').first<{ config: string }>();
    const config = JSON.parse(row!.config) as { settings: Record<string, unknown> };
    config.settings.unpaidOrderHours = 48;
    await env.DB.prepare('UPDATE storefronts SET config = ? WHERE id = 1').bind(JSON.stringify(config)).run();
    const { invalidateStorefront } = await import('../../../worker/tenant/registry.ts');
    invalidateStorefront(1);
    const headers = await bearerFor(await newCustomer(1, `expiry-${crypto.randomUUID()}@example.test`));
    const placed = await place(headers, [line(tee, 1)]);
    const hours = (Date.parse((await orderOf(placed.body.data.uuid)).expires_at!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    // The seeded unpaid order of March (placed before expiry existed) stays as it is.
    const seeded = await DEMO_DB.prepare("SELECT uuid FROM orders WHERE storefront_id = 1 AND payment_status = 'pending' AND status = 1 AND expires_at IS NULL LIMIT 1").first<{ uuid: string }>();
    expect(seeded).not.toBeNull();
    await hourly();
    expect((await orderOf(seeded!.uuid)).status).toBe(1);
  });
});

describe('open unpaid orders per customer', () => {
  it(`refuses the next order past ${MAX_OPEN_UNPAID_ORDERS}, with a message, also when they are placed at once`, async () => {
    const headers = await bearerFor(await newCustomer(1, `cap-${crypto.randomUUID()}@example.test`));
    const answers = await Promise.all(Array.from({ length: MAX_OPEN_UNPAID_ORDERS + 3 }, () => place(headers, [line(tee, 1)])));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_OPEN_UNPAID_ORDERS);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual([409, 409, 409]);
    expect(refused[0]!.body.message).toBe(
      `You already have ${MAX_OPEN_UNPAID_ORDERS} unpaid orders. Please pay one of them, or wait until an unpaid order expires, before placing another.`,
    );
  });
});
