import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createI18n } from '../../../client/i18n/create-i18n.ts';
import { PlaceOrderSchema } from '../../../shared/schemas/checkout.ts';
import { compiledCatalog } from '../../../worker/i18n/catalogs.ts';
import { placeOrder } from '../../../worker/orders/place-order.ts';
import { quoteCart } from '../../../worker/orders/quote-cart.ts';
import { manualProvider } from '../../../worker/payments/payment-provider.ts';
import { api, bearerFor, countRows, forgetUnpaidDeadlines, giftCardBalance, line, newCustomer, orderBody, setStock, SHOPPER_ID, sku, stockOf, UNVERIFIED_ID, type Sku } from './order-helpers.ts';
import { DEMO_DB } from '../databases.ts';

let shopper: Record<string, string>;
let tee: Sku;
let mug: Sku;

beforeAll(async () => {
  shopper = await bearerFor(SHOPPER_ID);
  tee = await sku('classic-crew-tee', 'Navy', 'M');
  mug = await sku('ceramic-mug', 'White', '11 oz');
  await setStock(tee.product_size_id, 10);
  await setStock(mug.product_size_id, 10);
});
// Many unpaid orders of the demo shopper: the cap of open unpaid orders is not what this file tests.
beforeEach(() => forgetUnpaidDeadlines());

type Placed = { data: { uuid: string; payment_status: string; redirect_url: string | null } };
type OrderAnswer = { data: { total: number; subtotal: number; shipping_total: number; items: { unit_price: number; total: number; name: string }[]; payment_status: string; gift_card_amount: number; total_without_discounts: number } };

describe('placing an order', () => {
  it('prices every line from the database, whatever the request says', async () => {
    const tampered = { ...line(tee, 2), price: 1, final_price: 1, unit_price: 1, total: 1 };
    const placed = await api<Placed>('POST', '/storefronts/1/orders', { headers: shopper, body: { ...await orderBody([tampered]), subtotal: 2, total: 2 } });
    expect(placed.status).toBe(201);
    expect(placed.body.data.payment_status).toBe('pending');
    const order = await api<OrderAnswer>('GET', `/storefronts/1/orders/${placed.body.data.uuid}`, { headers: shopper });
    expect(order.body.data.items[0]).toMatchObject({ unit_price: tee.price, total: tee.price * 2 });
    expect(order.body.data.subtotal).toBe(tee.price * 2);
    expect(order.body.data.total).toBe(tee.price * 2 + order.body.data.shipping_total);
    expect(await stockOf(tee.product_size_id)).toBe(8);
  });

  it('writes the confirmation mail to the outbox', async () => {
    const placed = await api<Placed>('POST', '/storefronts/1/orders', { headers: shopper, body: await orderBody([line(mug)]) });
    const mail = await DEMO_DB.prepare('SELECT subject, text_body FROM mail_outbox WHERE storefront_id = 1 AND recipient = ? ORDER BY id DESC LIMIT 1')
      .bind('shopper@demo.test')
      .first<{ subject: string; text_body: string }>();
    expect(mail?.subject).toContain(placed.body.data.uuid);
    expect(mail?.text_body).toContain(`/my-account/orders/${placed.body.data.uuid}`);
  });

  it('refuses missing stock with a message naming the item, and changes nothing', async () => {
    await setStock(mug.product_size_id, 1);
    const before = await countRows('SELECT id FROM orders WHERE storefront_id = 1');
    const answer = await api('POST', '/storefronts/1/orders', { headers: shopper, body: await orderBody([line(mug, 3)]) });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(`Only 1 of ${mug.name} (White, 11 oz) left in stock. Please lower the quantity.`);
    expect(answer.body.problems?.[0]?.kind).toBe('out-of-stock');
    await setStock(mug.product_size_id, 0);
    const none = await api('POST', '/storefronts/1/orders', { headers: shopper, body: await orderBody([line(mug)]) });
    expect(none.body.message).toBe(`${mug.name} (White, 11 oz) is out of stock. Please remove it from your cart.`);
    expect(await countRows('SELECT id FROM orders WHERE storefront_id = 1')).toBe(before);
    await setStock(mug.product_size_id, 10);
  });

  it('refuses inactive products by name', async () => {
    const pin = await DEMO_DB.prepare(
      "SELECT p.id AS product_id, v.id AS product_variant_id, s.id AS product_size_id, p.name FROM products p JOIN product_variants v ON v.product_id = p.id JOIN variant_sizes s ON s.variant_id = v.id WHERE p.storefront_id = 1 AND p.slug = 'enamel-lapel-pin' LIMIT 1",
    ).first<Sku>();
    const answer = await api('POST', '/storefronts/1/orders', { headers: shopper, body: await orderBody([line(pin!)]) });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(new RegExp(`^${pin!.name} \\(.+\\) is no longer available`));
  });

  it('pays with a gift card and marks an order covered by it as paid', async () => {
    await DEMO_DB.prepare("UPDATE gift_cards SET balance = 100000 WHERE storefront_id = 1 AND code = 'GIFT-DEMO-50'").run();
    const placed = await api<Placed>('POST', '/storefronts/1/orders', { headers: shopper, body: await orderBody([line(tee)], { gift_card_code: 'gift-demo-50' }) });
    expect(placed.status).toBe(201);
    expect(placed.body.data.payment_status).toBe('paid');
    const order = await api<OrderAnswer>('GET', `/storefronts/1/orders/${placed.body.data.uuid}`, { headers: shopper });
    expect(order.body.data.total).toBe(0);
    expect(order.body.data.gift_card_amount).toBe(order.body.data.total_without_discounts);
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(100000 - order.body.data.gift_card_amount);
  });

  it('refuses unusable gift cards', async () => {
    for (const code of ['GIFT-DEMO-EXPIRED', 'NO-SUCH-CODE', 'ACME-CODE']) {
      const answer = await api('POST', '/storefronts/1/orders', { headers: shopper, body: await orderBody([line(tee)], { gift_card_code: code }) });
      expect(answer.status, code).toBe(400);
      expect(answer.body.message).toBe('Not a valid gift card');
    }
  });

  it('issues bought gift cards when the order is paid in full', async () => {
    const gift = await sku('digital-gift-card', 'Gift Violet', '$25').catch(async () => {
      const row = await DEMO_DB.prepare("SELECT v.color FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.slug = 'digital-gift-card' AND p.storefront_id = 1").first<{ color: string }>();
      return sku('digital-gift-card', row!.color, '$25');
    });
    const giftLine = { ...line(gift, 2), email: 'friend@demo.test', note: 'Enjoy!' };
    const placed = await api<Placed>('POST', '/storefronts/1/orders', { headers: shopper, body: { ...await orderBody([giftLine], { gift_card_code: 'GIFT-DEMO-50' }), shipping_address: null } });
    expect(placed.status).toBe(201);
    expect(placed.body.data.payment_status).toBe('paid');
    expect(await countRows("SELECT id FROM gift_cards WHERE storefront_id = 1 AND code LIKE 'GIFT-%-%-%' AND balance = ?", gift.price)).toBe(2);
    expect(await countRows("SELECT id FROM mail_outbox WHERE recipient = 'friend@demo.test' AND text_body LIKE '%Enjoy!%'")).toBe(2);
  });

  it('needs a shipping address for items that ship, with field messages for a bad one', async () => {
    const missing = await api('POST', '/storefronts/1/orders', { headers: shopper, body: { ...await orderBody([line(tee)]), shipping_address: null } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('A shipping address is required for items that ship.');
    const bad = await api<{ message: string; errors: Record<string, string[]> }>('POST', '/storefronts/1/orders', {
      headers: shopper,
      body: await orderBody([line(tee)], { shipping_address: { first_name: '', last_name: 'S', address1: 'x', city: 'y', zip: '1', country: 'US', state: '' } }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.first_name ?? bad.body.errors['shipping_address.first_name']).toEqual(['First name is required.']);
  });

  it('asks guests to log in and unverified customers to verify', async () => {
    expect((await api('POST', '/storefronts/1/orders', { body: await orderBody([line(tee)]) })).status).toBe(401);
    const unverified = await bearerFor(UNVERIFIED_ID);
    const answer = await api('POST', '/storefronts/1/orders', { headers: unverified, body: await orderBody([line(tee)]) });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Please verify your e-mail address before placing an order.');
  });

  it('makes 100 identical submits with one idempotency key one order', async () => {
    const body = await orderBody([line(tee)]);
    const stock = await stockOf(tee.product_size_id);
    const answers = await Promise.all(Array.from({ length: 100 }, () => api<Placed>('POST', '/storefronts/1/orders', { headers: shopper, body })));
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.data.uuid)).size).toBe(1);
    expect(await countRows('SELECT id FROM orders WHERE storefront_id = 1 AND idempotency_key = ?', body.idempotency_key)).toBe(1);
    expect(await stockOf(tee.product_size_id)).toBe(stock - 1);
  });

  it("does not hand out another customer's order for a reused key", async () => {
    const body = await orderBody([line(tee)]);
    expect((await api('POST', '/storefronts/1/orders', { headers: shopper, body })).status).toBe(201);
    const other = await bearerFor(await newCustomer(1, 'key-thief@demo.test'));
    const answer = await api('POST', '/storefronts/1/orders', { headers: other, body: { ...body, email: 'key-thief@demo.test' } });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This idempotency key was already used for another order.');
  });
});

describe('a failure in the middle of an order', () => {
  it('leaves no partial rows', async () => {
    await setStock(tee.product_size_id, 5);
    await setStock(mug.product_size_id, 5);
    await DEMO_DB.prepare("UPDATE gift_cards SET balance = 5000 WHERE storefront_id = 1 AND code = 'GIFT-DEMO-50'").run();
    const orders = await countRows('SELECT id FROM orders');
    const items = await countRows('SELECT id FROM order_items');
    // The mug sells out between pricing and writing: the batch's later stock statement fails
    // after the order row, its items and the tee's decrement were already executed.
    let batches = 0;
    const racing = new Proxy(DEMO_DB, {
      get(target, property) {
        if (property === 'batch') {
          return async (statements: D1PreparedStatement[]) => {
            // Batch 1 reads the catalog; batch 2 writes the order.
            if (++batches === 2) await target.prepare('UPDATE variant_sizes SET quantity = 0 WHERE id = ?').bind(mug.product_size_id).run();
            return target.batch(statements);
          };
        }
        const value = Reflect.get(target, property) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const i18n = createI18n('en', compiledCatalog('en'));
    const input = v.parse(PlaceOrderSchema, await orderBody([line(tee, 2), line(mug, 1)], { gift_card_code: 'GIFT-DEMO-50' }));
    // At the total this store (no shipping rule) shows for it.
    const seen = await quoteCart(DEMO_DB, { id: 1, config: { settings: {} } }, i18n, input.items, 'GIFT-DEMO-50');
    const result = await placeOrder(
      { db: racing, storefront: { id: 1, name: 'Demo Merch', config: { settings: {} } }, i18n, origin: 'http://demo.localhost', buyer: { customerId: SHOPPER_ID, firstName: 'Sam' }, provider: manualProvider, sendMail: async () => true, maxOpenUnpaidOrders: 3 },
      { ...input, expected_total: seen.ok ? seen.quote.total : null },
    );
    expect(batches).toBe(3); // read, write (rolled back), read again to name the item
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(result.ok ? '' : result.message).toContain('is out of stock');
    expect(await countRows('SELECT id FROM orders')).toBe(orders);
    expect(await countRows('SELECT id FROM order_items')).toBe(items);
    expect(await stockOf(tee.product_size_id)).toBe(5);
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(5000);
  });
});
