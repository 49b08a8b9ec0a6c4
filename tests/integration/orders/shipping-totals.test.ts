import { beforeAll, describe, expect, it } from 'vitest';
import { ALICE_ID, api, bearerFor, line, orderBody, SHOPPER_ID, sku, stockOf, type Sku } from './order-helpers.ts';
import { DEMO_DB, storeDbOf } from '../databases.ts';

// Issue 13 / ADR 0120: shipping by the store's rule, computed by the server, the same in the
// quote the checkout shows and in the order it places.

type QuoteBody = { data: { parcels: { key: string; shipping: number }[]; subtotal: number; shipping_total: number; total: number } };
type OrderBody = { data: { uuid: string; subtotal: number; shipping_total: number; total: number; total_without_discounts: number } };

let tee: Sku;
let mug: Sku;
let shopper: Record<string, string>;

beforeAll(async () => {
  tee = await sku('classic-crew-tee', 'Navy', 'M');
  mug = await sku('enamel-camp-mug', 'White', 'One Size');
  shopper = await bearerFor(SHOPPER_ID);
});

/** How many of `item` make at least `cents`. */
const enoughFor = (item: Sku, cents: number) => Math.ceil(cents / item.price);

describe('the demo store: $5.95 per parcel, free from $75 (its banner)', () => {
  it('charges the flat rate per parcel below $75', async () => {
    expect(tee.price + mug.price).toBeLessThan(7500);
    const { status, body } = await api<QuoteBody>('POST', '/storefronts/1/checkout/quote', { body: { items: [line(tee), line(mug)] } });
    expect(status).toBe(200);
    expect(body.data.parcels.map((parcel) => [parcel.key, parcel.shipping])).toEqual([['warehouse-1', 595], ['warehouse-2', 595]]);
    expect(body.data).toMatchObject({ shipping_total: 1190, total: tee.price + mug.price + 1190 });
  });

  it('ships every parcel free once the goods reach $75', async () => {
    const quantity = enoughFor(tee, 7500);
    const { body } = await api<QuoteBody>('POST', '/storefronts/1/checkout/quote', { body: { items: [line(tee, quantity), line(mug)] } });
    expect(body.data.parcels.map((parcel) => parcel.shipping)).toEqual([0, 0]);
    expect(body.data).toMatchObject({ shipping_total: 0, total: body.data.subtotal });
  });

  it('does not count a gift card bought in the order towards free shipping', async () => {
    const gift = await DEMO_DB.prepare(
      "SELECT p.id AS product_id, v.id AS product_variant_id FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.storefront_id = 1 AND p.slug = 'digital-gift-card' LIMIT 1",
    ).first<{ product_id: number; product_variant_id: number }>();
    const { body } = await api<QuoteBody>('POST', '/storefronts/1/checkout/quote', {
      body: { items: [line(tee), { ...gift!, product_size_id: null, gift_amount: 10000, quantity: 1, email: 'friend@demo.test' }] },
    });
    expect(body.data.parcels.map((parcel) => [parcel.key, parcel.shipping])).toEqual([['warehouse-1', 595], ['gift-cards', 0]]);
  });

  it('places the order with the totals the quote showed', async () => {
    const items = [line(tee, enoughFor(tee, 7500))];
    const quote = await api<QuoteBody>('POST', '/storefronts/1/checkout/quote', { body: { items } });
    const placed = await api<{ data: { uuid: string } }>('POST', '/storefronts/1/orders', { headers: shopper, body: await orderBody(items) });
    expect(placed.status).toBe(201);
    const order = await api<OrderBody>('GET', `/storefronts/1/orders/${placed.body.data.uuid}`, { headers: shopper });
    expect(order.body.data).toMatchObject({
      subtotal: quote.body.data.subtotal,
      shipping_total: 0,
      total: quote.body.data.total,
      total_without_discounts: quote.body.data.subtotal,
    });
    // The confirmation mail prints the address the US way and says how to pay (manual provider, ADR 0121/0122).
    // (The shopper's mail: the store's contact e-mails get a new-order mail about it too, issue 24.)
    const mail = await DEMO_DB.prepare("SELECT text_body FROM mail_outbox WHERE storefront_id = 1 AND recipient = 'shopper@demo.test' AND text_body LIKE ? ORDER BY id DESC LIMIT 1")
      .bind(`%${placed.body.data.uuid}%`)
      .first<{ text_body: string }>();
    expect(mail?.text_body).toContain('Wilmington, DE 19801');
    expect(mail?.text_body).toContain(`Amount due: $${(quote.body.data.total / 100).toFixed(2)}`);
    expect(mail?.text_body).toContain('Please pay by bank transfer');
  });
});

describe('a store without a rule of its own', () => {
  it('charges the default $7.95 per parcel, never free', async () => {
    const item = await storeDbOf(2).prepare(
      `SELECT p.id AS product_id, v.id AS product_variant_id, s.id AS product_size_id, s.price FROM products p
       JOIN product_variants v ON v.product_id = p.id JOIN variant_sizes s ON s.variant_id = v.id
       WHERE p.storefront_id = 2 AND p.status = 'published' AND p.disabled = 0 AND p.is_gift_card = 0 AND s.quantity > 20 AND v.discontinued = 0
         AND p.library_approved = 1 AND p.need_attention = 0 AND p.discontinued = 0 ORDER BY s.price DESC LIMIT 1`,
    ).first<{ product_id: number; product_variant_id: number; product_size_id: number; price: number }>();
    expect(item).not.toBeNull();
    const quantity = Math.min(20, Math.ceil(10000 / item!.price));
    const { status, body } = await api<QuoteBody>('POST', '/storefronts/2/checkout/quote', {
      host: 'private.localhost',
      headers: await bearerFor(ALICE_ID, 2),
      body: { items: [{ product_id: item!.product_id, product_variant_id: item!.product_variant_id, product_size_id: item!.product_size_id, quantity }] },
    });
    expect(status).toBe(200);
    expect(body.data.parcels.map((parcel) => parcel.shipping)).toEqual([795]);
  });
});

describe('the variant check tells the cart the stock of its sizes', () => {
  it('answers size_stock for this store’s sizes only', async () => {
    const other = await storeDbOf(2).prepare('SELECT s.id FROM variant_sizes s JOIN product_variants v ON v.id = s.variant_id WHERE v.storefront_id = 2 LIMIT 1').first<{ id: number }>();
    const { status, body } = await api<{ data: { inactive_product_variants: number[]; size_stock: { product_size_id: number; quantity: number }[] } }>(
      'POST',
      '/storefronts/1/product-variants/check',
      { body: { product_variant_ids: [tee.product_variant_id], product_size_ids: [tee.product_size_id, other!.id, 999999] } },
    );
    expect(status).toBe(200);
    expect(body.data.inactive_product_variants).toEqual([]);
    expect(body.data.size_stock).toEqual([{ product_size_id: tee.product_size_id, quantity: await stockOf(tee.product_size_id) }]);
  });
});
