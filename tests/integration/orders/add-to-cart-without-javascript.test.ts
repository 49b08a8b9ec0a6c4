import { beforeEach, describe, expect, it } from 'vitest';
import { decodeCartCookieWithRevision } from '../../../shared/cart-cookie-lines.ts';
import { freshIp, setCookie } from '../accounts/account-helpers.ts';
import { DEMO, fetchAs } from '../helpers.ts';
import { setStock, sku, type Sku } from './order-helpers.ts';
import { DEMO_DB, storeDbOf } from '../databases.ts';

// ADR 0107: the product page's Add to Cart without JavaScript. The form posts to the product's
// URL; a refusal re-renders the page, an accepted post is sent on (307) to /cart/add, where the
// cart's cookie (Path=/cart, /checkout and /kit only) comes with it, and lands on /cart (303).

const TEE = '/products/classic-crew-tee';

function post(path: string, fields: Record<string, string>, cookie = '', headers: Record<string, string> = {}) {
  return fetchAs(DEMO, path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'cf-connecting-ip': freshIp(), ...headers },
  });
}

/** What a browser does: the product page's post, then its 307 to /cart/add with the same form and the cart's cookie. */
async function addToCart(path: string, fields: Record<string, string>, cookie = '') {
  const first = await post(path, fields, cookie);
  expect(first.status).toBe(307);
  const location = first.headers.get('location')!;
  expect(location).toMatch(/^\/cart\/add\?product=/);
  const second = await post(location, fields, cookie);
  expect(second.status).toBe(303);
  expect(second.headers.get('location')).toBe('/cart');
  const written = setCookie(second, 'cart_lines');
  return { response: second, cookie: written ? `cart_lines=${written.value}` : cookie, value: written?.value ?? null };
}

const teeFields = (item: Sku, quantity: number) => ({ variant: String(item.product_variant_id), size: String(item.product_size_id), quantity: String(quantity) });

async function variantOf(slug: string, color: string, storefrontId = 1) {
  const row = await storeDbOf(storefrontId).prepare('SELECT v.id FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.storefront_id = ? AND p.slug = ? AND v.color = ?')
    .bind(storefrontId, slug, color)
    .first<{ id: number }>();
  return row!.id;
}

let tee: Sku;
beforeEach(async () => {
  tee = await sku('classic-crew-tee', 'Black', 'M');
  await setStock(tee.product_size_id, 50);
});

describe('Add to Cart without JavaScript', () => {
  it('adds the line to the cookie of /cart, /checkout and /kit, which /cart then shows', async () => {
    const { response, value } = await addToCart(`${TEE}?color=Black&size=M`, teeFields(tee, 2));
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(3);
    expect(cookies[0]).toMatch(/^cart_lines=[^;]+; Path=\/cart; SameSite=Lax; Max-Age=\d+$/);
    expect(cookies[1]).toMatch(/^cart_lines=[^;]+; Path=\/checkout; SameSite=Lax; /);
    expect(cookies[2]).toMatch(/^cart_lines=[^;]+; Path=\/kit; SameSite=Lax; /);
    const cart = decodeCartCookieWithRevision(value);
    expect(cart?.lines).toEqual([
      { product_id: tee.product_id, product_variant_id: tee.product_variant_id, product_size_id: tee.product_size_id, quantity: 2, input_fields: [], email: null, note: null, gift_amount: null },
    ]);
    expect(cart!.revision).toBeGreaterThan(0);

    const page = await fetchAs(DEMO, '/cart', { headers: { cookie: `cart_lines=${value}` } });
    const html = await page.text();
    expect(html).toContain(tee.name);
    expect(html).toContain('Size: M');
    expect(html).toContain('2 items');
  });

  it('merges with the same choice already in the cart at a newer revision, and caps at the stock', async () => {
    const first = await addToCart(TEE, teeFields(tee, 3));
    const before = decodeCartCookieWithRevision(first.value)!;
    const second = await addToCart(TEE, teeFields(tee, 2), first.cookie);
    const after = decodeCartCookieWithRevision(second.value)!;
    expect(after.lines.map((line) => line.quantity)).toEqual([5]);
    expect(after.revision).toBeGreaterThan(before.revision);

    await setStock(tee.product_size_id, 6);
    const capped = decodeCartCookieWithRevision((await addToCart(TEE, teeFields(tee, 4), second.cookie)).value)!;
    expect(capped.lines.map((line) => line.quantity)).toEqual([6]);

    // Another size is another line.
    const large = await sku('classic-crew-tee', 'Black', 'L');
    await setStock(large.product_size_id, 4);
    const two = decodeCartCookieWithRevision((await addToCart(TEE, teeFields(large, 4), second.cookie)).value)!;
    expect(two.lines.map((line) => [line.product_size_id, line.quantity])).toEqual([
      [tee.product_size_id, 5],
      [large.product_size_id, 4],
    ]);
  });

  it('refuses a quantity above the size\'s stock with the spec text, the typed quantity kept and nothing added', async () => {
    await setStock(tee.product_size_id, 20);
    const response = await post(`${TEE}?color=Black&size=M`, teeFields(tee, 500));
    expect(response.status).toBe(422);
    expect(response.headers.getSetCookie()).toEqual([]);
    const html = await response.text();
    // docs/product.md §4: 'Out of Stock' when the chosen quantity exceeds the size's stock, on the button too.
    expect(html).toMatch(/<p role="alert"[^>]*>Out of Stock<\/p>/);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Out of Stock<\/button>/);
    expect(html).toMatch(/<input[^>]*value="500"[^>]*name="quantity"|<input[^>]*name="quantity"[^>]*value="500"/);
    // Sent straight to /cart/add, it is refused too.
    const direct = await post('/cart/add?product=classic-crew-tee', teeFields(tee, 500));
    expect(direct.status).toBe(303);
    expect(direct.headers.get('location')).toBe(TEE);
    expect(direct.headers.getSetCookie()).toEqual([]);
    // Within the stock it is added as asked.
    const { value } = await addToCart(TEE, teeFields(tee, 20));
    expect(decodeCartCookieWithRevision(value)!.lines.map((line) => line.quantity)).toEqual([20]);
  });

  it('refuses a sold-out size with the spec text, keeping the page and adding nothing', async () => {
    await setStock(tee.product_size_id, 0);
    const response = await post(`${TEE}?color=Black&size=M`, teeFields(tee, 1));
    expect(response.status).toBe(422);
    expect(response.headers.getSetCookie()).toEqual([]);
    const html = await response.text();
    expect(html).toMatch(/<p role="alert"[^>]*>Out of Stock<\/p>/);
    // Sent straight to /cart/add, it is refused too: back to the product, no cookie.
    const direct = await post('/cart/add?product=classic-crew-tee', teeFields(tee, 1));
    expect(direct.status).toBe(303);
    expect(direct.headers.get('location')).toBe(TEE);
    expect(direct.headers.getSetCookie()).toEqual([]);
  });

  it('refuses another store\'s variant and another store\'s product', async () => {
    const foreign = await storeDbOf(2).prepare(
      'SELECT p.slug, v.id AS variant, s.id AS size FROM products p JOIN product_variants v ON v.product_id = p.id JOIN variant_sizes s ON s.variant_id = v.id WHERE p.storefront_id = 2 LIMIT 1',
    ).first<{ slug: string; variant: number; size: number }>();
    const refused = await post(TEE, { variant: String(foreign!.variant), size: String(foreign!.size), quantity: '1' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Please select a color!');
    const direct = await post('/cart/add?product=classic-crew-tee', { variant: String(foreign!.variant), size: String(foreign!.size), quantity: '1' });
    expect(direct.status).toBe(303);
    expect(direct.headers.getSetCookie()).toEqual([]);
    // A size of another colour of the same product is not the chosen colour's.
    const white = await sku('classic-crew-tee', 'White', 'M');
    const mixed = await post(TEE, { variant: String(tee.product_variant_id), size: String(white.product_size_id), quantity: '1' });
    expect(mixed.status).toBe(422);
    expect(await mixed.text()).toContain('Selected size is not available');

    const otherStore = await post(`/products/${foreign!.slug}`, { variant: String(foreign!.variant), size: String(foreign!.size), quantity: '1' });
    expect(otherStore.headers.getSetCookie()).toEqual([]);
    expect([404, 303, 302]).toContain(otherStore.status);
    expect(otherStore.headers.get('location') ?? '').not.toMatch(/^\/cart/);
  });

  it('a custom product: a required field left empty is refused in the page with the typed values kept', async () => {
    const variant = await variantOf('custom-name-badge', 'Black');
    const size = await DEMO_DB.prepare('SELECT id FROM variant_sizes WHERE variant_id = ? LIMIT 1').bind(variant).first<{ id: number }>();
    const fields = await DEMO_DB.prepare("SELECT f.id, f.label, f.is_required FROM input_fields f JOIN products p ON p.id = f.product_id WHERE p.slug = 'custom-name-badge' ORDER BY f.position").all<{
      id: number;
      label: string;
      is_required: number;
    }>();
    const [required, optional] = [fields.results.find((f) => f.is_required)!, fields.results.find((f) => !f.is_required)!];
    const base = { variant: String(variant), size: String(size!.id), quantity: '3', [`field-${optional.id}`]: 'Head of Fun' };
    const refused = await post('/products/custom-name-badge?color=Black', { ...base, [`field-${required.id}`]: '  ' });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain(`${required.label} is required.`);
    expect(html).toContain('value="Head of Fun"');
    expect(html).toMatch(/aria-label="Quantity" name="quantity"[^>]*value="3"|value="3"[^>]*aria-label="Quantity"|name="quantity"[^>]*value="3"/);

    const added = decodeCartCookieWithRevision((await addToCart('/products/custom-name-badge?color=Black', { ...base, [`field-${required.id}`]: 'Sam' })).value)!;
    expect(added.lines[0]).toMatchObject({
      quantity: 3,
      input_fields: [
        { id: required.id, value: 'Sam' },
        { id: optional.id, value: 'Head of Fun' },
      ],
    });
  });

  it('a gift card needs a valid recipient; its amount is the chosen size, priced by the server', async () => {
    const variant = await variantOf('digital-gift-card', (await DEMO_DB.prepare("SELECT v.color FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.slug = 'digital-gift-card'").first<{ color: string }>())!.color);
    const fifty = await DEMO_DB.prepare("SELECT id FROM variant_sizes WHERE variant_id = ? AND size = '$50'").bind(variant).first<{ id: number }>();
    const fields = { variant: String(variant), size: String(fifty!.id), quantity: '1', note: 'Happy birthday', price: '1' };
    const refused = await post('/products/digital-gift-card?size=%2450', { ...fields, email: 'not-an-email' });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('Please enter a valid e-mail address.');
    expect(html).toContain('Happy birthday</textarea>');

    const { cookie, value } = await addToCart('/products/digital-gift-card?size=%2450', { ...fields, email: 'friend@example.com' });
    expect(decodeCartCookieWithRevision(value)!.lines[0]).toMatchObject({ product_size_id: fifty!.id, email: 'friend@example.com', note: 'Happy birthday', gift_amount: null });
    const cart = await (await fetchAs(DEMO, '/cart', { headers: { cookie } })).text();
    expect(cart).toContain('$50.00');
  });

  it('answers 403 to a post from another site, like every page form', async () => {
    const response = await post(TEE, teeFields(tee, 1), '', { origin: 'https://elsewhere.test' });
    expect(response.status).toBe(403);
    const onward = await post('/cart/add?product=classic-crew-tee', teeFields(tee, 1), '', { origin: 'https://elsewhere.test' });
    expect(onward.status).toBe(403);
    expect(onward.headers.getSetCookie()).toEqual([]);
  });
});
