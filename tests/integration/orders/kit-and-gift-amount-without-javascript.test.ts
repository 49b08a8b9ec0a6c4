import { beforeEach, describe, expect, it } from 'vitest';
import { decodeCartCookieWithRevision } from '../../../shared/cart-cookie-lines.ts';
import { encodeCartCookie } from '../../../shared/cart-cookie-encode.ts';
import type { OrderLineInput } from '../../../shared/schemas/checkout.ts';
import { freshIp, setCookie } from '../accounts/account-helpers.ts';
import { DEMO, DRAFT, fetchAs } from '../helpers.ts';
import { lineOf } from '../kits/kit-lines.ts';
import { ADDRESS, api, setStock, sku, type Sku } from './order-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// ADR 0153: the product forms ADR 0107 left to JavaScript. A gift card's custom amount, a cart
// whose cookie cannot grow (said on /cart, nothing lost) and Add to Cart inside a gifting kit
// (posted to the kit's own URL, its tokens kept; the selection is the cart's cookie, ADR 0293).

const GIFT = '/products/digital-gift-card';
const KIT = '/kit?token=demo-kit-token&user_token=demo-user-token';
const CART_FULL = '/cart?not_added=cart-full';

function post(path: string, fields: Record<string, string>, cookie = '', headers: Record<string, string> = {}, host = DEMO) {
  return fetchAs(host, path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'cf-connecting-ip': freshIp(), ...headers },
  });
}

/** The first `<name …>` start tag of the HTML holding `attribute`. */
function tag(html: string, attribute: string, name = 'input'): string {
  return new RegExp(`<${name}\\b[^>]*${attribute}[^>]*>`).exec(html)?.[0] ?? '';
}

async function giftVariant(): Promise<number> {
  const row = await DEMO_DB.prepare("SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.storefront_id = 1 AND p.slug = 'digital-gift-card'").first<{ id: number }>();
  return row!.id;
}

let tee: Sku;
beforeEach(async () => {
  tee = await sku('classic-crew-tee', 'Navy', 'M');
  await setStock(tee.product_size_id, 50);
});

describe('a gift card custom amount without JavaScript', () => {
  it('adds the typed amount as the line\'s gift amount (the size and any posted price ignored), priced by the server', async () => {
    const variant = await giftVariant();
    const fifty = await DEMO_DB.prepare("SELECT id FROM variant_sizes WHERE variant_id = ? AND size = '$50'").bind(variant).first<{ id: number }>();
    const fields = { variant: String(variant), size: String(fifty!.id), quantity: '2', custom_amount: 'on', amount: '37.50', email: 'friend@example.com', note: '', price: '1' };
    const first = await post(`${GIFT}?size=%2450`, fields);
    expect(first.status).toBe(307);
    const second = await post(first.headers.get('location')!, fields);
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe('/cart');
    const value = setCookie(second, 'cart_lines')!.value;
    expect(decodeCartCookieWithRevision(value)!.lines).toEqual([
      { product_id: expect.any(Number), product_variant_id: variant, product_size_id: null, quantity: 2, input_fields: [], email: 'friend@example.com', note: null, gift_amount: 3750 },
    ]);
    const cart = await (await fetchAs(DEMO, '/cart', { headers: { cookie: `cart_lines=${value}` } })).text();
    expect(cart).toContain('Amount: $37.50');
    expect(cart).toContain('$75.00');
  });

  it('refuses a bad amount with the spec\'s warning and the field\'s reason, keeping every typed value', async () => {
    const variant = await giftVariant();
    const base = { variant: String(variant), size: '', quantity: '1', custom_amount: 'on', email: 'friend@example.com', note: 'Happy birthday' };
    for (const [amount, reason] of [
      ['', 'Amount is required.'],
      ['12.345', 'The amount can have at most 2 decimals.'],
      ['0.50', 'The amount must be at least $1.'],
      ['5000', 'The amount can be at most $1,000.00.'],
      ['ten', 'Enter the amount in dollars, for example 25 or 37.50.'],
    ] as const) {
      const refused = await post(GIFT, { ...base, amount });
      expect(refused.status, amount).toBe(422);
      expect(refused.headers.getSetCookie()).toEqual([]);
      const html = await refused.text();
      expect(html).toContain('Please enter a valid gift card amount!');
      expect(html).toContain(reason);
      // The switch stays on and the amount shows what was typed.
      expect(tag(html, 'name="custom_amount"')).toContain('checked=""');
      expect(tag(html, 'id="gift-amount"')).toContain(`value="${amount}"`);
      expect(html).toContain('value="friend@example.com"');
      expect(html).toContain('Happy birthday</textarea>');
    }
    // Sent straight to /cart/add: refused too, nothing written.
    const direct = await post('/cart/add?product=digital-gift-card', { ...base, amount: '0.50' });
    expect(direct.status).toBe(303);
    expect(direct.headers.get('location')).toBe(GIFT);
    expect(direct.headers.getSetCookie()).toEqual([]);
  });

  it('the switch off: the size is the amount, as before (a typed amount is ignored)', async () => {
    const variant = await giftVariant();
    const fifty = await DEMO_DB.prepare("SELECT id FROM variant_sizes WHERE variant_id = ? AND size = '$50'").bind(variant).first<{ id: number }>();
    const fields = { variant: String(variant), size: String(fifty!.id), quantity: '1', amount: '37.50', email: 'friend@example.com' };
    const first = await post(GIFT, fields);
    expect(first.status).toBe(307);
    const second = await post(first.headers.get('location')!, fields);
    expect(decodeCartCookieWithRevision(setCookie(second, 'cart_lines')!.value)!.lines[0]).toMatchObject({ product_size_id: fifty!.id, gift_amount: null });
  });
});

describe('a cart whose cookie cannot grow, without JavaScript', () => {
  const teeFields = () => ({ variant: String(tee.product_variant_id), size: String(tee.product_size_id), quantity: '1' });

  it('a cookie already marked too large: nothing written, /cart says the item was not added', async () => {
    const response = await post('/cart/add?product=classic-crew-tee', teeFields(), 'cart_lines=too-large');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(CART_FULL);
    expect(response.headers.getSetCookie()).toEqual([]);
    const page = await (await fetchAs(DEMO, CART_FULL, { headers: { cookie: 'cart_lines=too-large' } })).text();
    expect(page).toContain('The item was not added: your cart is too large to grow without JavaScript.');
  });

  it('a line that would not fit: the cookie keeps its lines, and /cart shows them with the message', async () => {
    const badge = await DEMO_DB.prepare(
      "SELECT p.id AS product, v.id AS variant, s.id AS size, f.id AS field FROM products p JOIN product_variants v ON v.product_id = p.id JOIN variant_sizes s ON s.variant_id = v.id JOIN input_fields f ON f.product_id = p.id WHERE p.storefront_id = 1 AND p.slug = 'custom-name-badge' AND f.is_required = 1 LIMIT 1",
    ).first<{ product: number; variant: number; size: number; field: number }>();
    await setStock(badge!.size, 500);
    const line = (n: number): OrderLineInput => ({
      product_id: badge!.product,
      product_variant_id: badge!.variant,
      product_size_id: badge!.size,
      quantity: 1,
      input_fields: [{ id: badge!.field, value: `${n}${'x'.repeat(400)}` }],
      email: null,
      note: null,
      gift_amount: null,
    });
    // As many distinct lines as the cookie takes.
    let lines: OrderLineInput[] = [];
    while (encodeCartCookie([...lines, line(lines.length)], 1) !== 'too-large') lines = [...lines, line(lines.length)];
    const value = encodeCartCookie(lines, Date.now());
    expect(value).not.toBe('too-large');
    const cookie = `cart_lines=${value}`;
    const response = await post('/cart/add?product=custom-name-badge', { variant: String(badge!.variant), size: String(badge!.size), quantity: '1', [`field-${badge!.field}`]: 'y'.repeat(400) }, cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(CART_FULL);
    expect(response.headers.getSetCookie()).toEqual([]);
    const page = await (await fetchAs(DEMO, CART_FULL, { headers: { cookie } })).text();
    expect(page).toContain('The item was not added: your cart is too large to grow without JavaScript.');
    expect(page).toContain(`${lines.length} items`);
    // Without the flag the page says nothing of it.
    expect(await (await fetchAs(DEMO, '/cart', { headers: { cookie } })).text()).not.toContain('The item was not added');
  });
});

describe('Add to Cart inside a gifting kit without JavaScript', () => {
  const path = `${KIT}&product=classic-crew-tee&color=Navy&size=M`;
  const fields = () => ({ variant: String(tee.product_variant_id), size: String(tee.product_size_id), quantity: '1' });

  it('a valid choice: added to the cart cookie\'s selection, back to the kit\'s list (ADR 0293)', async () => {
    const response = await post(path, fields());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(KIT);
    expect(decodeCartCookieWithRevision(setCookie(response, 'cart_lines')!.value)!.lines).toMatchObject([{ product_variant_id: tee.product_variant_id, quantity: 1 }]);
    // The form posts to the page's own URL (no action: the tokens stay in it).
    const html = await (await fetchAs(DEMO, path)).text();
    const form = tag(html, 'aria-label="Classic Crew T-Shirt"', 'form');
    expect(form).toContain('method="post"');
    expect(form).not.toContain('action=');
  });

  it('a choice the product refuses answers with the product\'s own texts', async () => {
    const response = await post(`${KIT}&product=classic-crew-tee&color=Navy`, { variant: String(tee.product_variant_id), size: '', quantity: '1' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Please select a size!');
  });

  it('a wrong token, a product not in the kit or another store\'s host: the kit\'s own error, nothing checked', async () => {
    for (const [host, url] of [
      [DEMO, '/kit?token=demo-kit-token&user_token=wrong&product=classic-crew-tee'],
      [DEMO, `${KIT}&product=digital-gift-card`], // a product of the store, not of the kit
      [DEMO, '/kit?product=classic-crew-tee'],
      [DRAFT, `${KIT}&product=classic-crew-tee`],
    ] as const) {
      const response = await post(url, fields(), '', {}, host);
      expect(response.status, `${host}${url}`).toBe(404);
      expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith('cart_lines='))).toEqual([]);
    }
  });

  it('an ordered kit: 409 and the page says the gift was ordered, nothing checked', async () => {
    const hoodie = await lineOf(1010);
    const placed = await api('POST', '/storefronts/1/product-kits/token/hidden-kit-token/orders', {
      body: { user_token: 'demo-user-token', email: 'nojs-recipient@example.test', shipping_address: ADDRESS, items: [hoodie], idempotency_key: crypto.randomUUID() },
    });
    expect(placed.status).toBe(201);
    const slug = (await DEMO_DB.prepare('SELECT slug FROM products WHERE id = 1010').first<{ slug: string }>())!.slug;
    const response = await post(`/kit?token=hidden-kit-token&user_token=demo-user-token&product=${slug}`, {
      variant: String(hoodie.product_variant_id),
      size: String(hoodie.product_size_id ?? ''),
      quantity: '1',
    });
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain('This gift has already been ordered.');
  });

  it('answers 403 to a post from another site', async () => {
    const response = await post(path, fields(), '', { origin: 'https://elsewhere.test' });
    expect(response.status).toBe(403);
  });
});
