import { describe, expect, it } from 'vitest';
import { ADDRESS, api } from '../orders/order-helpers.ts';
import { lineOf, type Line } from './kit-lines.ts';
import { DEMO_DB } from '../databases.ts';

const kitPath = (token: string) => `/storefronts/1/product-kits/token/${token}`;
const order = (items: Line[], email: string) => ({
  user_token: 'demo-user-token',
  email,
  shipping_address: ADDRESS,
  items,
  idempotency_key: crypto.randomUUID(),
});
type View = { data: { uuid: string; hide_prices: boolean; items: { name: string; total: number | null }[]; total: number | null; email: string }; message?: string };

async function lastMail(to: string) {
  return DEMO_DB.prepare('SELECT subject, text_body, html_body FROM mail_outbox WHERE storefront_id = 1 AND recipient = ? ORDER BY id DESC LIMIT 1')
    .bind(to)
    .first<{ subject: string; text_body: string; html_body: string }>();
}

describe("a kit link's order", () => {
  it('is not there before the order; the kit says it is not ordered', async () => {
    const kit = await api<{ data: { ordered: boolean } }>('GET', `${kitPath('demo-kit-token')}?user_token=demo-user-token`);
    expect(kit.body.data.ordered).toBe(false);
    const none = await api('GET', `${kitPath('demo-kit-token')}/order?user_token=demo-user-token`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('This gift has not been ordered yet.');
  });

  it('shows the placed order with prices to the link holder only, and mails the recipient a confirmation', async () => {
    const placed = await api('POST', `${kitPath('demo-kit-token')}/orders`, { body: order([await lineOf(1001), await lineOf(1021)], 'kit-recipient@example.test') });
    expect(placed.status).toBe(201);
    const uuid = placed.body.data.uuid as string;
    const view = await api<View>('GET', `${kitPath('demo-kit-token')}/order?user_token=demo-user-token`);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ uuid, hide_prices: false, email: 'kit-recipient@example.test' });
    expect(view.body.data.items).toHaveLength(2);
    expect(view.body.data.total).toBeGreaterThan(0);
    expect((await api('GET', `${kitPath('demo-kit-token')}/order?user_token=wrong`)).status).toBe(404);
    expect((await api('GET', `${kitPath('demo-kit-token')}/order`)).status).toBe(404);
    const kit = await api<{ data: { ordered: boolean } }>('GET', `${kitPath('demo-kit-token')}?user_token=demo-user-token`);
    expect(kit.body.data.ordered).toBe(true);

    const mail = await lastMail('kit-recipient@example.test');
    expect(mail?.subject).toContain(uuid);
    expect(mail?.text_body).toContain('/kit/confirmation?token=demo-kit-token&user_token=demo-user-token');
    expect(mail?.text_body).toMatch(/\$\d/);
  });

  it('hides every amount of a hide-prices kit, in the answer and in the mail', async () => {
    const placed = await api('POST', `${kitPath('hidden-kit-token')}/orders`, { body: order([await lineOf(1010)], 'hidden-recipient@example.test') });
    expect(placed.status).toBe(201);
    const view = await api<View>('GET', `${kitPath('hidden-kit-token')}/order?user_token=demo-user-token`);
    expect(view.body.data.hide_prices).toBe(true);
    expect(view.body.data.total).toBeNull();
    expect(view.body.data.items.every((item) => item.total === null)).toBe(true);
    const mail = await lastMail('hidden-recipient@example.test');
    expect(mail?.text_body).toContain(view.body.data.items[0]!.name);
    expect(mail?.text_body).not.toMatch(/\$/);
    expect(mail?.html_body).not.toMatch(/\$/);
  });

  it("another store never sees the order", async () => {
    const other = await api('GET', `/storefronts/1/product-kits/token/demo-kit-token/order?user_token=demo-user-token`, { host: 'private.localhost' });
    expect([403, 404]).toContain(other.status);
  });
});
