import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MAX_STORE_ID, RANGED_TABLES, storeIdRange } from '../../../worker/db/store-row-id.ts';
import { STORE_TABLES } from '../../../worker/db/store-tables.ts';
import { postJson, newRegistration } from '../accounts/account-helpers.ts';
import { contactForm, postContact, VALID } from '../contact/contact-helpers.ts';
import { DEMO_DB } from '../databases.ts';
import { fetchAs } from '../helpers.ts';
import { decodeCartCookieWithRevision } from '../../../shared/cart-cookie-lines.ts';
import { freshIp, setCookie } from '../accounts/account-helpers.ts';
import { importCatalog, newStore, smallCatalog } from '../operator/catalog-helpers.ts';
import { operator } from '../operator/operator-helpers.ts';
import { ADDRESS, api } from '../orders/order-helpers.ts';

// Per-store id ranges (ADR 0308): every row a store's operators and shoppers make gets an id from
// the store's own range, so the store can move to any database without renumbering.

const HOST = 'ranges.localhost';

describe('per-store id ranges', () => {
  it('gives every row a store makes an id in its range, and answers those ids back', async () => {
    const store = await newStore(HOST);
    const { lo, hi } = storeIdRange(store);
    const inRange = (id: number) => id > lo && id < hi;
    expect((await importCatalog(store, smallCatalog(store))).status).toBe(200);

    // Operator writes: a kit and its links, a gift card.
    const kit = await operator<{ data: { id: number; token: string } }>('POST', `/storefronts/${store}/kits`, {
      name: 'Ranges kit',
      amount: 1,
      hide_prices: false,
      products: [{ product: 'harbor-tee', required: true, quantity: 1 }],
    });
    expect(kit.status, JSON.stringify(kit.body)).toBe(201);
    expect(inRange(kit.body.data.id)).toBe(true);
    expect((await operator('GET', `/storefronts/${store}/kits/${kit.body.data.id}`)).status).toBe(200);
    const links = await operator<{ data: { user_token: string }[] }>('POST', `/storefronts/${store}/kits/${kit.body.data.id}/links`, { count: 2 });
    expect(links.status).toBe(201);
    expect((await operator('POST', `/storefronts/${store}/gift-cards`, { balance: 25 })).status).toBe(201);

    // Shopper writes: a kit order (order and line), an account (and its mail), a contact message.
    const tee = await DEMO_DB.prepare(
      `SELECT p.id AS product_id, v.id AS product_variant_id, s.id AS product_size_id FROM products p JOIN product_variants v ON v.product_id = p.id
       JOIN variant_sizes s ON s.variant_id = v.id WHERE p.storefront_id = ? AND p.slug = 'harbor-tee' AND s.quantity > 0 LIMIT 1`,
    ).bind(store).first<{ product_id: number; product_variant_id: number; product_size_id: number }>();
    const placed = await api<{ data: { uuid: string } }>('POST', `/storefronts/${store}/product-kits/token/${kit.body.data.token}/orders`, {
      host: HOST,
      body: { user_token: links.body.data[0]!.user_token, email: 'ann@example.com', shipping_address: ADDRESS, items: [{ ...tee, quantity: 1 }], idempotency_key: crypto.randomUUID() },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // An operator moves it on: a line in its history.
    const moved = await operator('POST', `/storefronts/${store}/orders/${placed.body.data.uuid}/status`, { status: 2 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const registered = await postJson(HOST, `/api/storefronts/${store}/register`, newRegistration());
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const contact = await postContact(HOST, store, contactForm(VALID));
    expect(contact.status).toBe(201);
    const { data: submission } = (await contact.json()) as { data: { id: number } };
    expect(inRange(submission.id)).toBe(true);

    // Every row of the store in every table with an integer id: in its range.
    const made: Record<string, number> = {};
    for (const spec of STORE_TABLES.filter((t) => (RANGED_TABLES as readonly string[]).includes(t.table))) {
      const { results } = await DEMO_DB.prepare(`SELECT id FROM ${spec.table} WHERE ${spec.where}`).bind(store).all<{ id: number }>();
      expect(results.filter((row) => !inRange(row.id)), spec.table).toEqual([]);
      if (results.length) made[spec.table] = results.length;
    }
    expect(Object.keys(made).sort()).toEqual(
      expect.arrayContaining([
        'brands', 'categories', 'contact_submissions', 'customers', 'decoration_methods', 'gift_cards', 'kit_links', 'kits', 'order_items',
        'order_status_history', 'orders', 'product_files', 'product_variants', 'products', 'size_guide_sizes', 'size_guides', 'variant_images',
        'variant_sizes', 'warehouses', 'mail_outbox',
      ]),
    );
    // Numbered one after another from the range's start, the order lines and links included.
    expect(await DEMO_DB.prepare('SELECT min(id) AS n FROM kit_links WHERE storefront_id = ?').bind(store).first('n')).toBe(lo + 1);
    expect(await DEMO_DB.prepare('SELECT count(*) AS n FROM products WHERE id > ? AND id < ?').bind(lo, hi).first('n')).toBe(made.products);
  });

  it('numbers a kit’s first link (made by trigger) from the kit’s store range', async () => {
    const store = await newStore('ranges-trigger.localhost');
    const { lo } = storeIdRange(store);
    // A kit for one person gets its first link from the kits_first_link trigger.
    await DEMO_DB.prepare("INSERT INTO kits (id, storefront_id, token, user_token, amount) VALUES (?, ?, 'trigger-kit', 'trigger-user', 1)").bind(lo + 7, store).run();
    expect(await DEMO_DB.prepare('SELECT id FROM kit_links WHERE kit_id = ?').bind(lo + 7).first('id')).toBe(lo + 1);
  });

  it('takes a product with range ids into the cart without JavaScript, and /cart shows it', async () => {
    const host = 'ranges-cart.localhost';
    const store = await newStore(host);
    expect((await importCatalog(store, smallCatalog(store))).status).toBe(200);
    const { lo } = storeIdRange(store);
    const size = await DEMO_DB.prepare(
      `SELECT v.id AS variant, s.id AS size FROM products p JOIN product_variants v ON v.product_id = p.id JOIN variant_sizes s ON s.variant_id = v.id
       WHERE p.storefront_id = ? AND p.slug = 'harbor-tee' AND v.color = 'White' AND s.size = 'M'`,
    ).bind(store).first<{ variant: number; size: number }>();
    expect(size!.variant).toBeGreaterThan(lo);
    const fields = new URLSearchParams({ variant: String(size!.variant), size: String(size!.size), quantity: '2' });
    const post = (path: string) =>
      fetchAs(host, path, { method: 'POST', body: fields, headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshIp() } });
    const first = await post('/products/harbor-tee?color=White&size=M');
    expect(first.status).toBe(307);
    const added = await post(first.headers.get('location')!);
    expect(added.status).toBe(303);
    const cookie = setCookie(added, 'cart_lines')!;
    expect(decodeCartCookieWithRevision(cookie.value)?.lines).toMatchObject([{ product_variant_id: size!.variant, product_size_id: size!.size, quantity: 2 }]);
    const cart = await fetchAs(host, '/cart', { headers: { cookie: `cart_lines=${cookie.value}` } });
    expect(await cart.text()).toContain('Harbor Tee');
  });
});

describe('the last id range', () => {
  it('refuses a new store once store ids reach the last range, saying why, and creates nothing', async () => {
    const registry = env.DB;
    await registry.prepare("INSERT INTO storefronts (id, name, status, config, database) VALUES (?, 'Last range', 'live', '{}', 0)").bind(MAX_STORE_ID).run();
    try {
      const refused = await operator<{ message: string }>('POST', '/storefronts', { name: 'One too many', hostnames: ['one-too-many.localhost'], config: {} });
      expect(refused.status).toBe(507);
      expect(refused.body.message).toContain(String(MAX_STORE_ID));
      expect(await registry.prepare("SELECT COUNT(*) AS n FROM storefront_hosts WHERE hostname = 'one-too-many.localhost'").first('n')).toBe(0);
    } finally {
      await registry.prepare('DELETE FROM storefronts WHERE id = ?').bind(MAX_STORE_ID).run();
    }
    expect((await operator('POST', '/storefronts', { name: 'Fits again', hostnames: ['fits-again.localhost'], config: {} })).status).toBe(201);
  });
});
