import { beforeAll, describe, expect, it } from 'vitest';
import { decodeCartCookieWithRevision } from '../../../shared/cart-cookie-lines.ts';
import { encodeCartCookie } from '../../../shared/cart-cookie-encode.ts';
import { freshIp } from '../accounts/account-helpers.ts';
import { DEMO, DRAFT, fetchAs } from '../helpers.ts';
import { ADDRESS, countRows } from '../orders/order-helpers.ts';
import { lineOf, type Line } from './kit-lines.ts';
import { DEMO_DB } from '../databases.ts';

// ADR 0293: a gifting kit completed without JavaScript. The selection is the cart's cookie (sent
// to /kit too), the kit page's forms and the kit's checkout post to route actions that apply the
// kit's rules and place the order through the kit order API, and another store's host knows no
// such kit.

const KIT = '/kit?token=demo-kit-token&user_token=demo-user-token';
const CHECKOUT = '/checkout?token=demo-kit-token&user_token=demo-user-token';

/** A browser's cookies: what the answers set (a removal removes), sent with every request. */
class Jar {
  cookies = new Map<string, string>();
  take(response: Response): Response {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', ...value] = pair.split('=');
      if (value.join('=') === '' || /Max-Age=0\b/.test(header)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }
  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  lines() {
    return decodeCartCookieWithRevision(this.cookies.get('cart_lines') ?? null)?.lines ?? [];
  }
}

async function get(jar: Jar, path: string, host = DEMO) {
  return jar.take(await fetchAs(host, path, { headers: { cookie: jar.header } }));
}

async function post(jar: Jar, path: string, fields: Record<string, string>, host = DEMO) {
  return jar.take(
    await fetchAs(host, path, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header, 'cf-connecting-ip': freshIp() },
    }),
  );
}

const choice = (line: Line, quantity = 1) => ({ variant: String(line.product_variant_id), size: String(line.product_size_id ?? ''), quantity: String(quantity) });
const slugOf = async (id: number) => (await DEMO_DB.prepare('SELECT slug FROM products WHERE id = ?').bind(id).first<{ slug: string }>())!.slug;
const address = (extra: Record<string, string> = {}) => ({ email: 'nojs-gift@example.test', ...Object.fromEntries(Object.entries(ADDRESS).map(([key, value]) => [key, String(value ?? '')])), ...extra });
const hiddenKey = (html: string) => /name="idempotency_key" value="([^"]+)"/.exec(html)?.[1] ?? '';

let tee: Line, mug: Line, cap: Line;
let mugSlug: string, capSlug: string;
beforeAll(async () => {
  tee = await lineOf(1001);
  mug = await lineOf(1021);
  cap = await lineOf(1016);
  mugSlug = await slugOf(1021);
  capSlug = await slugOf(1016);
});

describe('a gifting kit without JavaScript', () => {
  it('is chosen, refused by the kit\'s rules, checked out and ordered, all on the server', async () => {
    const jar = new Jar();
    const opened = await get(jar, KIT);
    expect(opened.status).toBe(200);
    expect(jar.cookies.get('gifting')).toBe('demo-kit-token.demo-user-token.0');
    expect((await opened.text()).match(/>Empty slot<\/li>/g)).toHaveLength(3);

    // Add to Cart inside the kit: the selection is the cookie (of /cart, /checkout and /kit), the list returns.
    const added = await post(jar, `${KIT}&product=classic-crew-tee`, choice(tee));
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe(KIT);
    expect(added.headers.getSetCookie().filter((header) => header.startsWith('cart_lines=')).map((header) => /Path=[^;]+/.exec(header)![0])).toEqual(['Path=/cart', 'Path=/checkout', 'Path=/kit']);
    expect(jar.lines()).toMatchObject([{ product_id: 1001, quantity: 1 }]);
    const list = await (await get(jar, KIT)).text();
    expect(list).toMatch(/aria-label="Remove Classic Crew T-Shirt[^"]*from the kit"/);
    expect(list.match(/>Empty slot<\/li>/g)).toHaveLength(2);

    // The kit's rules: the tee's kit quantity is 1; nothing is written.
    const again = await post(jar, `${KIT}&product=classic-crew-tee`, choice(tee));
    expect(again.status).toBe(422);
    expect(again.headers.getSetCookie().filter((header) => header.startsWith('cart_lines='))).toEqual([]);
    expect(await again.text()).toContain('You can choose at most 1 of Classic Crew T-Shirt.');
    expect(jar.lines()).toHaveLength(1);

    // The checkout says a required product is missing (the kit page's leave guard text), and the
    // order's own check refuses a post with the kit's text, the typed values kept.
    const early = await get(jar, CHECKOUT);
    expect(early.status).toBe(200);
    const earlyHtml = await early.text();
    expect(earlyHtml).toContain('You cant leave this page untill you add all the required products');
    expect(earlyHtml).toContain('Classic Ceramic Mug 11 oz');
    const missing = await post(jar, CHECKOUT, { ...address({ first_name: 'Robin' }), idempotency_key: hiddenKey(earlyHtml) });
    expect(missing.status).toBe(422);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('Classic Ceramic Mug 11 oz is required in this kit.');
    expect(missingHtml).toContain('value="Robin"');

    // The mug and the cap fill the slots; a slot's remove takes the cap out again, a 4th unit is refused.
    expect((await post(jar, `${KIT}&product=${mugSlug}`, choice(mug))).status).toBe(303);
    expect((await post(jar, `${KIT}&product=${capSlug}`, choice(cap))).status).toBe(303);
    expect(jar.lines().map((line) => line.product_id)).toEqual([1001, 1021, 1016]);
    const full = await post(jar, `${KIT}&product=${capSlug}`, choice(cap));
    expect(full.status).toBe(422);
    expect(await full.text()).toContain('You have chosen all 3 products of this kit.');
    const capLine = /name="line" value="(1016-[^"]+)"/.exec(await (await get(jar, KIT)).text())![1]!;
    const removed = await post(jar, KIT, { intent: 'remove', line: capLine });
    expect(removed.status).toBe(303);
    expect(jar.lines().map((line) => line.product_id)).toEqual([1001, 1021]);

    // The checkout renders the selection (no eternal loading text) and its form posts here.
    const page = await get(jar, CHECKOUT);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('Loading your order summary');
    expect(html).toContain('Classic Crew T-Shirt');
    expect(html).toContain('Classic Ceramic Mug 11 oz');
    expect(html).not.toContain('Please turn on JavaScript');
    const key = hiddenKey(html);
    expect(key).not.toBe('');

    // A field refused by the checkout's schema: beside the field, everything typed kept.
    const invalid = await post(jar, CHECKOUT, { ...address({ first_name: '', city: 'Wilmington' }), idempotency_key: key });
    expect(invalid.status).toBe(400);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain('First name is required.');
    expect(invalidHtml).toContain('value="nojs-gift@example.test"');
    expect(invalidHtml).toContain('value="Wilmington"');

    const before = await countRows('SELECT id FROM orders');
    const placed = await post(jar, CHECKOUT, { ...address(), idempotency_key: key });
    expect(placed.status).toBe(303);
    expect(placed.headers.get('location')).toBe('/kit/confirmation?token=demo-kit-token&user_token=demo-user-token');
    expect(await countRows('SELECT id FROM orders')).toBe(before + 1);
    // The selection and gifting mode end; a browser's stored cart learns it from the marker.
    expect(jar.cookies.has('cart_lines')).toBe(false);
    expect(jar.cookies.has('gifting')).toBe(false);
    expect(jar.cookies.get('cart_placed')).toBe('1');
    const confirmation = await (await get(jar, '/kit/confirmation?token=demo-kit-token&user_token=demo-user-token')).text();
    expect(confirmation).toContain('Thank you for your order!');
    expect(confirmation).toContain('Classic Ceramic Mug 11 oz');
  });

  it('asks before a filled cart is emptied, in the server\'s HTML; opening the gift empties it', async () => {
    const jar = new Jar();
    jar.cookies.set('cart_lines', encodeCartCookie([{ ...tee, input_fields: [], email: null, note: null, gift_amount: null }], 1000));
    const asked = await get(jar, KIT.replace('demo-kit-token', 'hidden-kit-token'));
    const html = await asked.text();
    expect(html).toContain('Your cart is not empty');
    expect(html).toContain('Keep my cart');
    expect(jar.cookies.has('gifting')).toBe(false);
    expect(jar.lines()).toHaveLength(1);

    await get(jar, `${KIT.replace('demo-kit-token', 'hidden-kit-token')}&open=1`);
    expect(jar.cookies.get('gifting')).toBe('hidden-kit-token.demo-user-token.1');
    const emptied = decodeCartCookieWithRevision(jar.cookies.get('cart_lines') ?? null)!;
    expect(emptied.lines).toEqual([]);
    expect(emptied.revision).toBeGreaterThan(1000);
  });
});

describe('another store\'s host', () => {
  it('knows no such kit: its page, its forms and its checkout answer not found', async () => {
    const jar = new Jar();
    jar.cookies.set('gifting', 'demo-kit-token.demo-user-token.0');
    jar.cookies.set('cart_lines', encodeCartCookie([{ ...tee, input_fields: [], email: null, note: null, gift_amount: null }, { ...mug, input_fields: [], email: null, note: null, gift_amount: null }], 1000));
    const before = await countRows('SELECT id FROM orders');
    expect(await (await get(jar, KIT, DRAFT)).text()).toContain('There was an error loading the kit. Please try again later.');
    expect((await post(jar, `${KIT}&product=classic-crew-tee`, choice(tee), DRAFT)).status).toBe(404);
    expect((await post(jar, KIT, { intent: 'remove', line: 'x' }, DRAFT)).status).toBe(404);
    expect(await (await get(jar, CHECKOUT, DRAFT)).text()).toContain('There was an error loading the kit. Please try again later.');
    const placed = await post(jar, CHECKOUT, { ...address(), idempotency_key: crypto.randomUUID() }, DRAFT);
    expect(placed.status).toBe(404);
    expect(await placed.text()).toContain('The kit was not found.');
    expect(await countRows('SELECT id FROM orders')).toBe(before);
  });
});
