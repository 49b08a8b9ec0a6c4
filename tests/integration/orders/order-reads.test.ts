import { beforeAll, describe, expect, it } from 'vitest';
import { fetchAs } from '../helpers.ts';
import { ALICE_ID, api, bearerFor, line, newCustomer, SHOPPER_ID, sku } from './order-helpers.ts';
import { DEMO_DB, storeDbOf } from '../databases.ts';

const uuid = (id: number) => `0d3e5eed-0000-4000-8000-${String(id).padStart(12, '0')}`;
type List = { data: { data: { uuid: string; status: number; payment_status: string; total: number; total_without_discounts: number; created_at: string }[]; total: number } };

let shopper: Record<string, string>;
let alice: Record<string, string>;

beforeAll(async () => {
  shopper = await bearerFor(SHOPPER_ID);
  alice = await bearerFor(ALICE_ID, 2);
});

describe('GET /orders', () => {
  it('lists the newest five by default', async () => {
    const { status, body } = await api<List>('GET', '/storefronts/1/orders', { headers: shopper });
    expect(status).toBe(200);
    expect(body.data.total).toBe(14);
    expect(body.data.data.map((o) => o.uuid)).toEqual([1, 2, 3, 4, 5].map(uuid));
    expect(body.data.data[0]).toMatchObject({ status: 1, payment_status: 'pending' });
  });

  it('filters by status, searches by item or number, sorts and pages', async () => {
    const shipped = await api<List>('GET', '/storefronts/1/orders?status=3&pageSize=15', { headers: shopper });
    expect(shipped.body.data.data.map((o) => o.uuid)).toEqual([3, 9, 10, 14].map(uuid));
    const all = await api<List>('GET', '/storefronts/1/orders?status=0&pageSize=10&page=2', { headers: shopper });
    expect(all.body.data.data).toHaveLength(4);
    const hoodies = await api<List>('GET', '/storefronts/1/orders?searchTerm=hoodie', { headers: shopper });
    expect(hoodies.body.data.data.map((o) => o.uuid)).toEqual([2, 8].map(uuid));
    const byNumber = await api<List>('GET', '/storefronts/1/orders?searchTerm=000000000012', { headers: shopper });
    expect(byNumber.body.data.data.map((o) => o.uuid)).toEqual([uuid(12)]);
    const wildcard = await api<List>('GET', '/storefronts/1/orders?searchTerm=%25', { headers: shopper });
    expect(wildcard.body.data.total).toBe(0);
    const cheapest = await api<List>('GET', '/storefronts/1/orders?sortField=total&sortOrder=asc&pageSize=15', { headers: shopper });
    const totals = cheapest.body.data.data.map((o) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('answers bad queries with a clear 400', async () => {
    for (const [query, message] of [
      ['pageSize=7', 'pageSize must be 5, 10 or 15.'],
      ['sortField=email', 'sortField must be created_at or total.'],
      ['status=12', 'status must be a number from 0 to 8.'],
    ]) {
      const { status, body } = await api<{ message: string }>('GET', `/storefronts/1/orders?${query}`, { headers: shopper });
      expect(status, query).toBe(400);
      expect(body.message).toContain(message);
    }
  });

  it('needs a login', async () => {
    expect((await api('GET', '/storefronts/1/orders')).status).toBe(401);
  });
});

describe('GET /orders/{uuid}', () => {
  it("answers the customer's order with items, address and totals", async () => {
    const { status, body } = await api<{ data: Record<string, unknown> & { items: unknown[] } }>('GET', `/storefronts/1/orders/${uuid(4)}`, { headers: shopper });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ uuid: uuid(4), status: 4, payment_status: 'paid', shipping_total: 1290, shipping_address: { city: 'Wilmington', zip: '19801' } });
    expect(body.data.items).toHaveLength(2);
    const withCode = await api<{ data: { gift_card_code: string; gift_card_amount: number } }>('GET', `/storefronts/1/orders/${uuid(9)}`, { headers: shopper });
    expect(withCode.body.data).toMatchObject({ gift_card_code: 'GIFT-DEMO-ZERO', gift_card_amount: 1500 });
  });

  it("answers 404 for another customer's order", async () => {
    const other = await bearerFor(await newCustomer(1, 'other-reader@demo.test'));
    const { status, body } = await api<{ message: string }>('GET', `/storefronts/1/orders/${uuid(1)}`, { headers: other });
    expect(status).toBe(404);
    expect(body.message).toBe('The order was not found.');
    const list = await api<List>('GET', '/storefronts/1/orders', { headers: other });
    expect(list.body.data.total).toBe(0);
  });

  it("answers 404 for another store's order", async () => {
    // Alice (store 2) asking her own store for store 1's order, and store 1 for hers.
    expect((await api('GET', `/storefronts/2/orders/${uuid(1)}`, { headers: alice, host: 'private.localhost' })).status).toBe(404);
    expect((await api('GET', `/storefronts/2/orders/${uuid(101)}`, { headers: alice, host: 'private.localhost' })).status).toBe(200);
    expect((await api('GET', `/storefronts/2/orders/${uuid(101)}`, { headers: shopper })).status).toBe(404);
    expect((await api('GET', `/storefronts/1/orders/${uuid(101)}`, { headers: shopper })).status).toBe(404);
    // A session of store 1 is nobody in store 2.
    expect((await api('GET', `/storefronts/2/orders/${uuid(101)}`, { headers: shopper, host: 'private.localhost' })).status).not.toBe(200);
  });

  it('answers 404 for a malformed uuid', async () => {
    expect((await api('GET', '/storefronts/1/orders/not-a-uuid', { headers: shopper })).status).toBe(404);
  });

  it("renders the order pages with 404 for another customer's order", async () => {
    const other = await bearerFor(await newCustomer(1, 'page-reader@demo.test'));
    const page = await fetchAs('demo.localhost', `/my-account/orders/${uuid(1)}`, { headers: other });
    expect(page.status).toBe(404);
    const confirmation = await fetchAs('demo.localhost', `/order-confirmation/${uuid(1)}`, { headers: other });
    expect(confirmation.status).toBe(404);
    const own = await fetchAs('demo.localhost', `/my-account/orders/${uuid(1)}`, { headers: shopper });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(uuid(1));
  });
});

describe('gift cards', () => {
  it("lists the customer's cards", async () => {
    const { status, body } = await api<{ data: { code: string; balance: number; status: string }[] }>('GET', '/storefronts/1/codes/auth-gift-cards', { headers: shopper });
    expect(status).toBe(200);
    expect(body.data).toEqual(
      expect.arrayContaining([
        { code: 'GIFT-DEMO-50', balance: 5000, status: 'active' },
        { code: 'GIFT-DEMO-ZERO', balance: 0, status: 'active' },
        { code: 'GIFT-DEMO-EXPIRED', balance: 1000, status: 'expired' },
      ]),
    );
    expect((await api('GET', '/storefronts/1/codes/auth-gift-cards')).status).toBe(401);
  });

  it('looks up a balance by code (query or Code header)', async () => {
    const byQuery = await api<{ data: { balance: number } }>('GET', '/storefronts/1/gift-cards/balance?code=gift-demo-50');
    expect(byQuery.body.data.balance).toBe(5000);
    const byHeader = await api<{ data: { balance: number } }>('GET', '/storefronts/1/gift-cards/balance', { headers: { code: 'GIFT-DEMO-ZERO' } });
    expect(byHeader.body.data.balance).toBe(0);
    for (const code of ['GIFT-DEMO-EXPIRED', 'NOPE', 'ACME-CODE']) {
      const { status, body } = await api<{ message: string }>('GET', `/storefronts/1/gift-cards/balance?code=${code}`);
      expect(status, code).toBe(404);
      expect(body.message).toBe('Not a valid gift card');
    }
    expect((await api('GET', '/storefronts/1/gift-cards/balance')).status).toBe(400);
  });
});

describe('cart checks', () => {
  it('names inactive variants', async () => {
    const tee = await sku('classic-crew-tee', 'Navy', 'M');
    const pin = await DEMO_DB.prepare("SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.storefront_id = 1 AND p.slug = 'enamel-lapel-pin' LIMIT 1").first<{ id: number }>();
    const acme = await storeDbOf(2).prepare('SELECT id FROM product_variants WHERE storefront_id = 2 LIMIT 1').first<{ id: number }>();
    const { status, body } = await api<{ data: { inactive_product_variants: number[] } }>('POST', '/storefronts/1/product-variants/check', {
      body: { product_variant_ids: [tee.product_variant_id, pin!.id, acme!.id, 999999] },
    });
    expect(status).toBe(200);
    expect(body.data.inactive_product_variants.sort()).toEqual([pin!.id, acme!.id, 999999].sort());
    expect((await api('POST', '/storefronts/1/product-variants/check', { body: { product_variant_ids: 'x' } })).status).toBe(400);
  });

  it('quotes parcels, shipping and the gift card for a cart', async () => {
    const tee = await sku('classic-crew-tee', 'Navy', 'M');
    const camp = await sku('enamel-camp-mug', 'White', 'One Size');
    const gift = await DEMO_DB.prepare("SELECT p.id AS product_id, v.id AS product_variant_id FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.storefront_id = 1 AND p.slug = 'digital-gift-card' LIMIT 1").first<{ product_id: number; product_variant_id: number }>();
    const { status, body } = await api<{ data: { parcels: { key: string; shipping: number; item_count: number }[]; subtotal: number; total: number; gift_card: { amount: number } } }>(
      'POST',
      '/storefronts/1/checkout/quote',
      {
        body: {
          items: [line(tee, 2), { ...gift!, product_size_id: null, gift_amount: 3000, quantity: 1, email: 'friend@demo.test' }, line(camp)],
          gift_card_code: 'GIFT-DEMO-50',
        },
      },
    );
    expect(status).toBe(200);
    expect(body.data.parcels.map((p) => [p.key, p.item_count])).toEqual([['warehouse-1', 2], ['warehouse-2', 1], ['gift-cards', 1]]);
    expect(body.data.parcels[2]!.shipping).toBe(0);
    expect(body.data.subtotal).toBe(tee.price * 2 + camp.price + 3000);
    expect(body.data.gift_card.amount).toBe(5000);
  });
});
