import { beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, api } from '../orders/order-helpers.ts';
import { importCatalog, newStore, smallCatalog } from './catalog-helpers.ts';
import { operator, tokenFor } from './operator-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// Kits with links, and gift cards, through the operator API (docs/decisions/0193-kit-links.md).

type Kit = { id: number; name: string; token: string; amount: number; banner: string | null; hide_prices: boolean; products: { product: string; required: boolean; quantity: number }[]; links: { total: number; ordered: number } };
type Link = { user_token: string; url: string | null; email: string | null; name: string | null; ordered?: boolean; order_uuid?: string | null };

const HOST = 'kits.localhost';
let store: number;

const kitBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Welcome 2027',
  amount: 2,
  hide_prices: true,
  products: [
    { product: 'harbor-tee', required: true, quantity: 1 },
    { product: 'summit-mug', required: false, quantity: 2 },
  ],
  ...extra,
});

async function lineOf(slug: string) {
  const row = await DEMO_DB.prepare(
    `SELECT p.id AS product, v.id AS variant, s.id AS size FROM products p JOIN product_variants v ON v.product_id = p.id JOIN variant_sizes s ON s.variant_id = v.id
     WHERE p.storefront_id = ? AND p.slug = ? AND s.quantity > 0 ORDER BY v.position, s.position LIMIT 1`,
  ).bind(store, slug).first<{ product: number; variant: number; size: number }>();
  return { product_id: row!.product, product_variant_id: row!.variant, product_size_id: row!.size, quantity: 1 };
}

beforeAll(async () => {
  store = await newStore(HOST);
  await importCatalog(store, smallCatalog(store));
});

describe('kits', () => {
  it('creates a kit, shows it, changes it; its links open it for shoppers, each ordered once', async () => {
    const created = await operator<{ data: { id: number; token: string } }>('POST', `/storefronts/${store}/kits`, kitBody());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, token } = created.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const shown = await operator<{ data: Kit }>('GET', `/storefronts/${store}/kits/${id}`);
    expect(shown.body.data).toMatchObject({ id, name: 'Welcome 2027', token, amount: 2, hide_prices: true, banner: null, links: { total: 0, ordered: 0 } });
    expect(shown.body.data.products).toEqual(kitBody().products);

    const changed = await operator<{ data: Kit }>('PUT', `/storefronts/${store}/kits/${id}`, kitBody({ name: 'Welcome kit', hide_prices: false }));
    expect(changed.body.data).toMatchObject({ name: 'Welcome kit', hide_prices: false });

    const anonymous = await operator<{ data: Link[] }>('POST', `/storefronts/${store}/kits/${id}/links`, { count: 2 });
    expect(anonymous.status).toBe(201);
    expect(anonymous.body.data).toHaveLength(2);
    const link = anonymous.body.data[0]!;
    expect(link.url).toBe(`http://${HOST}/kit?token=${token}&user_token=${link.user_token}`);
    const named = await operator<{ data: Link[] }>('POST', `/storefronts/${store}/kits/${id}/links`, { recipients: [{ email: 'Ann@Example.com', name: 'Ann' }] });
    expect(named.body.data[0]).toMatchObject({ email: 'ann@example.com', name: 'Ann' });

    // The shopper side: the link opens the kit; it is ordered once; the other links stay open.
    const opened = await api<{ data: { products: { slug: string }[]; ordered: boolean } }>('GET', `/storefronts/${store}/product-kits/token/${token}?user_token=${link.user_token}`, { host: HOST });
    expect(opened.status).toBe(200);
    expect(opened.body.data.products.map((p) => p.slug)).toEqual(['harbor-tee', 'summit-mug']);
    const order = (userToken: string) =>
      api<{ data: { uuid: string } }>('POST', `/storefronts/${store}/product-kits/token/${token}/orders`, {
        host: HOST,
        body: { user_token: userToken, email: 'ann@example.com', shipping_address: ADDRESS, items: [tee], idempotency_key: crypto.randomUUID() },
      });
    const tee = await lineOf('harbor-tee');
    const placed = await order(link.user_token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await order(link.user_token)).status).toBe(409);
    expect((await order(named.body.data[0]!.user_token)).status).toBe(201);

    const links = await operator<{ data: Link[]; next_cursor: string | null }>('GET', `/storefronts/${store}/kits/${id}/links?limit=2`);
    expect(links.body.data.map((l) => [l.user_token, l.ordered, l.order_uuid])).toEqual([
      [link.user_token, true, placed.body.data.uuid],
      [anonymous.body.data[1]!.user_token, false, null],
    ]);
    const rest = await operator<{ data: Link[] }>('GET', `/storefronts/${store}/kits/${id}/links?cursor=${links.body.next_cursor}`);
    expect(rest.body.data).toMatchObject([{ email: 'ann@example.com', ordered: true }]);
    expect((await operator<{ data: Kit }>('GET', `/storefronts/${store}/kits/${id}`)).body.data.links).toEqual({ total: 3, ordered: 2 });
    expect((await operator<{ data: Kit[] }>('GET', `/storefronts/${store}/kits`)).body.data.map((kit) => kit.id)).toContain(id);

    const audit = await operator<{ data: { action: string; detail: Record<string, unknown> }[] }>('GET', `/storefronts/${store}/audit`);
    expect(audit.body.data.map((entry) => entry.action)).toEqual(expect.arrayContaining(['kit.create', 'kit.update', 'kit.links']));
    expect(JSON.stringify(audit.body.data)).not.toContain(token);
  });

  it('names every problem of a kit by path', async () => {
    const answer = await operator<{ errors: Record<string, string[]> }>(
      'POST',
      `/storefronts/${store}/kits`,
      kitBody({ banner: '/media/1/kits/banner.svg', products: [{ product: 'harbor-tee' }, { product: 'nothing-here' }, { product: 'harbor-tee' }] }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      banner: [expect.stringContaining("another store's file")],
      'products.1.product': ['No product "nothing-here" in this store.'],
      'products.2.product': ['Duplicate of products.0.'],
    });
    const tooMany = await operator<{ errors: Record<string, string[]> }>('POST', `/storefronts/${store}/kits`, kitBody({ amount: 1, products: [{ product: 'harbor-tee', required: true }, { product: 'summit-mug', required: true }] }));
    expect(Object.keys(tooMany.body.errors)).toEqual(['amount']);
    const links = await operator<{ message: string }>('POST', `/storefronts/${store}/kits/999999/links`, { count: 1 });
    expect(links.status).toBe(404);
  });

  it('keeps each store’s kits to itself', async () => {
    const other = await newStore('kits-other.localhost');
    const { id } = (await operator<{ data: { id: number } }>('POST', `/storefronts/${store}/kits`, kitBody())).body.data;
    expect((await operator('GET', `/storefronts/${other}/kits/${id}`)).status).toBe(404);
    expect((await operator('POST', `/storefronts/${other}/kits/${id}/links`, { count: 1 })).status).toBe(404);
    // Another store's product slugs are not found in this store.
    expect((await operator('POST', `/storefronts/${other}/kits`, kitBody())).status).toBe(400);
    const manager = (await tokenFor('store_manager', [other])).token;
    expect((await operator('GET', `/storefronts/${store}/kits/${id}`, undefined, { token: manager })).status).toBe(404);
    const designer = (await tokenFor('designer', [store])).token;
    const refused = await operator<{ message: string }>('POST', `/storefronts/${store}/kits`, kitBody(), { token: designer });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("cannot change a store's catalog, kits or gift cards");
  });
});

describe('gift cards', () => {
  type Card = { code: string; balance: number; status: string };

  it('issues a card with a generated code of 80 random bits, lists and filters, changes its status', async () => {
    const issued = await operator<{ data: Card }>('POST', `/storefronts/${store}/gift-cards`, { balance: 5000 });
    expect(issued.status).toBe(201);
    expect(issued.body.data).toEqual({ code: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/), balance: 5000, status: 'active' });
    const code = issued.body.data.code;
    const second = await operator<{ data: Card }>('POST', `/storefronts/${store}/gift-cards`, { balance: 2500 });
    expect(second.body.data.code).not.toBe(code);

    // A shopper can use it on this store, and only here.
    const balance = await api<{ data: { balance: number } }>('GET', `/storefronts/${store}/gift-cards/balance?code=${code}`, { host: HOST });
    expect(balance).toMatchObject({ status: 200, body: { data: { balance: 5000 } } });
    expect((await api('GET', `/storefronts/1/gift-cards/balance?code=${code}`)).status).toBe(404);

    const given = await operator<{ data: Card }>('POST', `/storefronts/${store}/gift-cards`, { balance: 0, code: 'WELCOME-2027', status: 'inactive' });
    expect(given.body.data).toEqual({ code: 'WELCOME-2027', balance: 0, status: 'inactive' });
    const taken = await operator<{ message: string; errors: Record<string, string[]> }>('POST', `/storefronts/${store}/gift-cards`, { balance: 100, code: 'welcome-2027' });
    expect(taken.status).toBe(409);
    expect(Object.keys(taken.body.errors)).toEqual(['code']);

    const all = await operator<{ data: (Card & { created_at: string })[] }>('GET', `/storefronts/${store}/gift-cards`);
    expect(all.body.data.map((card) => card.code)).toEqual(['WELCOME-2027', second.body.data.code, code]);
    const inactive = await operator<{ data: Card[] }>('GET', `/storefronts/${store}/gift-cards?status=inactive`);
    expect(inactive.body.data.map((card) => card.code)).toEqual(['WELCOME-2027']);
    const paged = await operator<{ data: Card[]; next_cursor: string }>('GET', `/storefronts/${store}/gift-cards?limit=1`);
    const next = await operator<{ data: Card[] }>('GET', `/storefronts/${store}/gift-cards?limit=1&cursor=${paged.body.next_cursor}`);
    expect(next.body.data[0]!.code).toBe(second.body.data.code);
    expect((await operator('GET', `/storefronts/${store}/gift-cards?status=lost`)).status).toBe(400);

    const activated = await operator<{ data: Card }>('PATCH', `/storefronts/${store}/gift-cards/welcome-2027`, { status: 'active' });
    expect(activated.body.data).toMatchObject({ code: 'WELCOME-2027', status: 'active' });
    expect((await operator('PATCH', `/storefronts/${store}/gift-cards/NOPE-NOPE`, { status: 'active' })).status).toBe(404);
    expect((await operator('PATCH', `/storefronts/${store}/gift-cards/WELCOME-2027`, { status: 'spent' })).status).toBe(400);

    const audit = await operator<{ data: { action: string; detail: Record<string, unknown> }[] }>('GET', `/storefronts/${store}/audit`);
    const entries = audit.body.data.filter((entry) => entry.action.startsWith('gift_card.'));
    expect(entries.map((entry) => entry.action)).toEqual(['gift_card.status', 'gift_card.issue', 'gift_card.issue', 'gift_card.issue']);
    // The audit log keeps a hint, never the code.
    expect(JSON.stringify(entries)).not.toContain(code);
    expect(entries[0]!.detail).toEqual({ code: '…2027', from: 'inactive', to: 'active' });
  });

  it('validates the body and keeps stores apart', async () => {
    const bad = await operator<{ errors: Record<string, string[]> }>('POST', `/storefronts/${store}/gift-cards`, { balance: -1, code: 'x', status: 'spent', extra: true });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['balance', 'code', 'extra', 'status']);
    const other = await newStore('gift-other.localhost');
    await operator('POST', `/storefronts/${store}/gift-cards`, { balance: 100, code: 'ONLY-HERE' });
    expect((await operator('PATCH', `/storefronts/${other}/gift-cards/ONLY-HERE`, { status: 'inactive' })).status).toBe(404);
    expect((await operator<{ data: Card[] }>('GET', `/storefronts/${other}/gift-cards`)).body.data).toEqual([]);
    // The same code in another store is another card.
    expect((await operator('POST', `/storefronts/${other}/gift-cards`, { balance: 100, code: 'ONLY-HERE' })).status).toBe(201);
  });
});
