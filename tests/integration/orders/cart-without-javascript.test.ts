import { beforeEach, describe, expect, it } from 'vitest';
import { decodeCartCookieWithRevision } from '../../../shared/cart-cookie-lines.ts';
import { encodeCartCookie } from '../../../shared/cart-cookie-encode.ts';
import { cartLineId } from '../../../shared/cart-lines.ts';
import { freshIp, login, setCookie } from '../accounts/account-helpers.ts';
import { DEMO, fetchAs } from '../helpers.ts';
import { giftCardBalance, line, setStock, sku, type Sku } from './order-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// Issue 9 / ADR 0123: /cart rendered from the cart's cookies, the gift-card form and the checkout
// without JavaScript (the Worker runs the routes' loaders and actions).

const cartCookie = (items: Sku[], quantity = 1) => `cart_lines=${encodeCartCookie(items.map((item) => ({ ...line(item, quantity), input_fields: [], email: null, note: null, gift_amount: null })))}`;

/** The page's markup before its scripts: what a shopper sees (a Suspense fallback's text may still be among the page's messages). */
const shown = (html: string) => html.slice(0, html.indexOf('<script'));

async function page(path: string, cookie: string, init: RequestInit = {}) {
  const response = await fetchAs(DEMO, path, { ...init, headers: { cookie, 'cf-connecting-ip': freshIp(), ...(init.headers as Record<string, string> | undefined) } });
  return { response, html: response.status === 200 || response.status >= 400 ? await response.text() : '' };
}

const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

let tee: Sku;
beforeEach(async () => {
  tee = await sku('classic-crew-tee', 'Black', 'M');
  await setStock(tee.product_size_id, 50);
});

describe('/cart from the cart cookie', () => {
  it('shows the empty cart, not a loading text, without a cookie', async () => {
    const { response, html } = await page('/cart', '');
    expect(response.status).toBe(200);
    expect(html).toContain('Your cart is empty.');
    expect(shown(html)).not.toContain('Loading your cart');
  });

  it('renders the lines priced on the server, the summary and the stock cap', async () => {
    await setStock(tee.product_size_id, 2);
    const { html } = await page('/cart', cartCookie([tee], 3));
    expect(html).toContain(tee.name);
    expect(html).toContain('Size: M');
    expect(html).toContain('Color: Black');
    expect(html).toContain('3 items');
    expect(html).toContain(`$${((tee.price * 3) / 100).toFixed(2)}`);
    expect(html).toContain('Only 2 in stock. Please lower the quantity to check out.');
    expect(html).toContain('Lower the quantities that are more than the stock to check out.');
    expect(shown(html)).not.toContain('Loading your cart');
  });

  it('shows the gift card of the code cookie with its balance', async () => {
    const { html } = await page('/cart', `${cartCookie([tee])}; cart_code=GIFT-DEMO-50`);
    expect(html).toContain('Gift card GIFT-DEMO-50 applied (balance $50.00)');
    expect(html).toContain('Gift Card Balance');
  });
});

describe('the gift-card form without JavaScript', () => {
  it('refuses an empty or unknown code in the page, keeping what was typed', async () => {
    const empty = await page('/cart', cartCookie([tee]), form({ code: ' ', back: '/cart' }));
    expect(empty.response.status).toBe(400);
    expect(empty.html).toContain('Code is required.');
    const wrong = await page('/cart', cartCookie([tee]), form({ code: 'NOPE-123', back: '/cart' }));
    expect(wrong.response.status).toBe(404);
    expect(wrong.html).toContain('Not a valid gift card');
    expect(wrong.html).toContain('value="NOPE-123"');
    expect(wrong.response.headers.getSetCookie()).toEqual([]);
  });

  it('keeps an accepted code in a cookie of the cart paths and goes back (post/redirect/get); remove forgets it', async () => {
    const applied = await page('/cart', cartCookie([tee]), form({ code: ' GIFT-DEMO-50 ', back: '/checkout' }));
    expect(applied.response.status).toBe(303);
    expect(applied.response.headers.get('location')).toBe('/checkout');
    const cookies = applied.response.headers.getSetCookie();
    expect(cookies).toHaveLength(3);
    expect(cookies[0]).toMatch(/^cart_code=GIFT-DEMO-50; Path=\/cart; SameSite=Lax; Max-Age=\d+$/);
    expect(cookies[1]).toMatch(/^cart_code=GIFT-DEMO-50; Path=\/checkout; /);
    expect(cookies[2]).toMatch(/^cart_code=GIFT-DEMO-50; Path=\/kit; /);

    const removed = await page('/cart', `${cartCookie([tee])}; cart_code=GIFT-DEMO-50`, form({ intent: 'remove', back: 'https://elsewhere.test/' }));
    expect(removed.response.status).toBe(303);
    expect(removed.response.headers.get('location')).toBe('/cart');
    expect(setCookie(removed.response, 'cart_code')).toMatchObject({ value: '', attributes: expect.stringContaining('Max-Age=0') });
  });
});

describe('a cart line\'s quantity and Remove without JavaScript', () => {
  const lineId = (html: string) => /name="line" value="([^"]+)"/.exec(html)![1]!;

  it('sets the quantity capped at the stock, in the cookie of both paths with a newer revision, and goes back to /cart', async () => {
    await setStock(tee.product_size_id, 4);
    const cookie = cartCookie([tee], 1);
    const { html } = await page('/cart', cookie);
    const id = lineId(html);
    const stepped = await page('/cart', cookie, form({ intent: 'quantity', line: id, set: '2' }));
    expect(stepped.response.status).toBe(303);
    expect(stepped.response.headers.get('location')).toBe('/cart');
    const written = stepped.response.headers.getSetCookie().filter((header) => header.startsWith('cart_lines='));
    expect(written.map((header) => /Path=[^;]+/.exec(header)![0])).toEqual(['Path=/cart', 'Path=/checkout', 'Path=/kit']);
    const value = /^cart_lines=([^;]+)/.exec(written[0]!)![1]!;
    const decoded = decodeCartCookieWithRevision(value)!;
    expect(decoded.lines[0]!.quantity).toBe(2);
    expect(decoded.revision).toBeGreaterThan(0);
    const after = await page('/cart', `cart_lines=${value}`);
    expect(after.html).toContain('2 items');

    // A typed 30 is capped at the 4 in stock, as the stepper caps it.
    const capped = await page('/cart', `cart_lines=${value}`, form({ intent: 'quantity', line: id, quantity: '30' }));
    const cappedValue = /^cart_lines=([^;]+)/.exec(setCookie(capped.response, 'cart_lines') ? `cart_lines=${setCookie(capped.response, 'cart_lines')!.value}` : '')![1]!;
    expect(decodeCartCookieWithRevision(cappedValue)!.lines[0]!.quantity).toBe(4);
    expect(decodeCartCookieWithRevision(cappedValue)!.revision).toBeGreaterThan(decoded.revision);
    // Not a quantity: nothing changes.
    const refused = await page('/cart', `cart_lines=${value}`, form({ intent: 'quantity', line: id, quantity: '0' }));
    expect(refused.response.status).toBe(303);
    expect(refused.response.headers.getSetCookie()).toEqual([]);
  });

  it('removes a line, keeping an emptied cart marked so the browser learns of it', async () => {
    const { html } = await page('/cart', cartCookie([tee], 2));
    const removed = await page('/cart', cartCookie([tee], 2), form({ intent: 'remove-line', line: lineId(html) }));
    expect(removed.response.status).toBe(303);
    const value = setCookie(removed.response, 'cart_lines')!.value;
    expect(decodeCartCookieWithRevision(value)).toEqual({ lines: [], revision: expect.any(Number) });
    const after = await page('/cart', `cart_lines=${value}`);
    expect(after.html).toContain('Your cart is empty.');
    expect(after.html).not.toContain(tee.name);
    // An unknown line changes nothing.
    const unknown = await page('/cart', cartCookie([tee], 2), form({ intent: 'remove-line', line: cartLineId({ ...tee, product_id: 999_999, size: 'M', input_fields: [], is_gift_card: false }) }));
    expect(unknown.response.headers.getSetCookie()).toEqual([]);
  });
});

describe('the checkout without JavaScript', () => {
  it('applies the gift card of the code cookie to the summary and the order', async () => {
    await DEMO_DB.prepare("UPDATE gift_cards SET balance = 1000 WHERE storefront_id = 1 AND code = 'GIFT-DEMO-50'").run();
    const session = await login(DEMO, 'shopper@demo.test');
    const cookie = `${session}; ${cartCookie([tee])}; cart_code=GIFT-DEMO-50`;
    const shown = await page('/checkout', cookie);
    expect(shown.html).toContain('Gift card GIFT-DEMO-50');
    expect(shown.html).toMatch(/-(<!-- -->)?\$10\.00/);
    const key = /name="idempotency_key" value="([^"]+)"/.exec(shown.html)![1]!;
    const total = /name="expected_total" value="(\d+)"/.exec(shown.html)![1]!;

    const placed = await page(
      '/checkout',
      cookie,
      form({ idempotency_key: key, expected_total: total, email: 'shopper@demo.test', first_name: 'Nora', last_name: 'Nojs', address1: '100 Market Street', address2: '', city: 'Wilmington', state: 'DE', zip: '19801', country: 'US', phone: '' }),
    );
    expect(placed.response.status).toBe(303);
    const uuid = /\/order-confirmation\/([0-9a-f-]{36})$/.exec(placed.response.headers.get('location') ?? '')![1]!;
    const order = await DEMO_DB.prepare('SELECT gift_card_amount, total, total_without_discounts FROM orders WHERE uuid = ?').bind(uuid).first<{ gift_card_amount: number; total: number; total_without_discounts: number }>();
    expect(order!.gift_card_amount).toBe(1000);
    expect(order!.total).toBe(order!.total_without_discounts - 1000);
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(0);
    // Both paths' line cookies are removed; the code stays (its card may still hold a balance).
    const cleared = placed.response.headers.getSetCookie().filter((header) => header.startsWith('cart_lines='));
    expect(cleared.map((header) => /Path=[^;]+/.exec(header)![0])).toEqual(['Path=/cart', 'Path=/checkout', 'Path=/kit']);
  });
});
