import { beforeEach, describe, expect, it } from 'vitest';
import { encodeCartCookie } from '../../../shared/cart-cookie-encode.ts';
import { freshIp, login } from '../accounts/account-helpers.ts';
import { DEMO, fetchAs } from '../helpers.ts';
import { api, bearerFor, countRows, giftCardBalance, line, orderBody, setStock, SHOPPER_ID, sku, type Sku } from './order-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// Issue 27, item 8 (docs/decisions/0174-order-total-confirmed.md): a gift card emptied between the
// checkout page and Place Order made the order go through at full price, a total the shopper never
// saw. The order now carries the total the page showed; another total is refused with 409 and the
// total now, which the page shows before the shopper places the order again.

let tee: Sku;
let shopper: Record<string, string>;
beforeEach(async () => {
  tee = await sku('classic-crew-tee', 'Navy', 'M');
  await setStock(tee.product_size_id, 50);
  shopper = await bearerFor(SHOPPER_ID);
});

const setBalance = (cents: number) => DEMO_DB.prepare("UPDATE gift_cards SET balance = ? WHERE storefront_id = 1 AND code = 'GIFT-DEMO-50'").bind(cents).run();
const ordersNow = () => countRows('SELECT id FROM orders WHERE storefront_id = 1');
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('POST /orders with the total the shopper saw', () => {
  it('refuses an order whose gift card was emptied meanwhile, answering the new total; places it at that total once confirmed', async () => {
    await setBalance(1000);
    const seen = await orderBody([line(tee)], { gift_card_code: 'GIFT-DEMO-50' });
    await setBalance(0);
    const before = await ordersNow();

    const refused = await api<{ message: string; total: number }>('POST', '/storefronts/1/orders', { headers: shopper, body: seen });
    expect(refused.status).toBe(409);
    const full = (seen.expected_total as number) + 1000;
    expect(refused.body.total).toBe(full);
    expect(refused.body.message).toBe(`The total of your order is now ${dollars(full)}. Please check your order and place it again.`);
    expect(await ordersNow()).toBe(before);

    const confirmed = await api<{ data: { uuid: string } }>('POST', '/storefronts/1/orders', { headers: shopper, body: { ...seen, expected_total: full } });
    expect(confirmed.status).toBe(201);
    const order = await DEMO_DB.prepare('SELECT total FROM orders WHERE uuid = ?').bind(confirmed.body.data.uuid).first<{ total: number }>();
    expect(order?.total).toBe(full);
  });

  it('refuses an order that names no total, with the total to show', async () => {
    const { expected_total: total, ...body } = await orderBody([line(tee)]);
    const refused = await api<{ total: number }>('POST', '/storefronts/1/orders', { headers: shopper, body });
    expect(refused.status).toBe(409);
    expect(refused.body.total).toBe(total);
  });
});

describe('the checkout without JavaScript', () => {
  const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const cartCookie = () => `cart_lines=${encodeCartCookie([{ ...line(tee), input_fields: [], email: null, note: null, gift_amount: null }])}`;
  const page = async (cookie: string, init: RequestInit = {}) => {
    const response = await fetchAs(DEMO, '/checkout', { ...init, headers: { cookie, 'cf-connecting-ip': freshIp(), ...(init.headers as Record<string, string> | undefined) } });
    return { response, html: response.status === 303 ? '' : await response.text() };
  };
  const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  const typed = { email: 'shopper@demo.test', first_name: 'Nora', last_name: 'Nojs', address1: '100 Market Street', address2: '', city: 'Wilmington', state: 'DE', zip: '19801', country: 'US', phone: '' };

  it('tells the shopper the new total, keeps what they typed, and places the order only once they send it again', async () => {
    await setBalance(1000);
    const cookie = `${await login(DEMO, 'shopper@demo.test')}; ${cartCookie()}; cart_code=GIFT-DEMO-50`;
    const shown = await page(cookie);
    const seenTotal = Number(hidden(shown.html, 'expected_total'));
    expect(seenTotal).toBeGreaterThan(0);
    await setBalance(0);
    const before = await ordersNow();

    const refused = await page(cookie, form({ ...typed, idempotency_key: hidden(shown.html, 'idempotency_key')!, expected_total: String(seenTotal) }));
    expect(refused.response.status).toBe(409);
    const full = seenTotal + 1000;
    expect(refused.html).toMatch(new RegExp(`role="alert"[^>]*>.*The total of your order is now \\${dollars(full)}\\. Please check your order and place it again\\.`, 's'));
    expect(refused.html).toContain('value="Nora"');
    expect(refused.html).toContain('value="100 Market Street"');
    // The summary and the form now carry the total the shopper was just told.
    expect(hidden(refused.html, 'expected_total')).toBe(String(full));
    expect(await ordersNow()).toBe(before);

    const placed = await page(cookie, form({ ...typed, idempotency_key: hidden(refused.html, 'idempotency_key')!, expected_total: hidden(refused.html, 'expected_total')! }));
    expect(placed.response.status).toBe(303);
    expect(placed.response.headers.get('location')).toMatch(/\/order-confirmation\/[0-9a-f-]{36}$/);
    expect(await ordersNow()).toBe(before + 1);
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(0);
  });
});
