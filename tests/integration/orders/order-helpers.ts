import { hashToken, newToken } from '../../../worker/auth/session-token.ts';
import { fetchAs } from '../helpers.ts';
import { DEMO_DB, storeDbOf } from '../databases.ts';

export const SHOPPER_ID = 1;
export const UNVERIFIED_ID = 2;
export const ALICE_ID = 3;

/** A session of a customer, made directly in D1 (no login round trip): the Authorization header. */
export async function bearerFor(customerId: number, storefrontId = 1): Promise<Record<string, string>> {
  const token = newToken();
  await storeDbOf(storefrontId).prepare("INSERT INTO sessions (id, storefront_id, customer_id, expires_at) VALUES (?, ?, ?, '2999-01-01T00:00:00.000Z')")
    .bind(await hashToken(token), storefrontId, customerId)
    .run();
  return { authorization: `Bearer ${token}` };
}

/** Another verified customer of a store. */
export async function newCustomer(storefrontId: number, email: string): Promise<number> {
  const row = await storeDbOf(storefrontId).prepare(
    "INSERT INTO customers (storefront_id, email, username, first_name, last_name, password_hash, email_verified_at) VALUES (?, ?, ?, 'Other', 'Shopper', NULL, '2026-01-01T00:00:00.000Z') RETURNING id",
  )
    .bind(storefrontId, email, email)
    .first<{ id: number }>();
  return row!.id;
}

export type Sku = { product_id: number; product_variant_id: number; product_size_id: number; price: number; quantity: number; name: string };

/** A size of a demo product by slug, colour name and size. */
export async function sku(slug: string, color: string, size: string, storefrontId = 1): Promise<Sku> {
  const row = await storeDbOf(storefrontId).prepare(
    `SELECT p.id AS product_id, v.id AS product_variant_id, s.id AS product_size_id, s.price, s.quantity, p.name
     FROM products p JOIN product_variants v ON v.product_id = p.id JOIN variant_sizes s ON s.variant_id = v.id
     WHERE p.storefront_id = ? AND p.slug = ? AND v.color = ? AND s.size = ?`,
  )
    .bind(storefrontId, slug, color, size)
    .first<Sku>();
  if (!row) throw new Error(`no ${slug} ${color} ${size}`);
  return row;
}

export async function setStock(sizeId: number, quantity: number): Promise<void> {
  await DEMO_DB.prepare('UPDATE variant_sizes SET quantity = ? WHERE id = ?').bind(quantity, sizeId).run();
}

export async function stockOf(sizeId: number): Promise<number> {
  return (await DEMO_DB.prepare('SELECT quantity FROM variant_sizes WHERE id = ?').bind(sizeId).first<{ quantity: number }>())!.quantity;
}

export async function giftCardBalance(code: string, storefrontId = 1): Promise<number> {
  return (await storeDbOf(storefrontId).prepare('SELECT balance FROM gift_cards WHERE storefront_id = ? AND code = ?').bind(storefrontId, code).first<{ balance: number }>())!.balance;
}

export async function countRows(sql: string, ...params: (string | number)[]): Promise<number> {
  return (await DEMO_DB.prepare(`SELECT COUNT(*) AS n FROM (${sql})`).bind(...params).first<{ n: number }>())!.n;
}

export const ADDRESS = {
  first_name: 'Sam',
  last_name: 'Shopper',
  address1: '100 Market Street',
  address2: 'Suite 5',
  city: 'Wilmington',
  state: 'DE',
  zip: '19801',
  country: 'US',
  phone: '+1 302 555 0100',
};

export function line(item: Sku, quantity = 1) {
  return { product_id: item.product_id, product_variant_id: item.product_variant_id, product_size_id: item.product_size_id, quantity };
}

/**
 * An order of the demo store as the checkout sends it: with the total the shopper was shown, the
 * server's quote of these items and gift card now (ADR 0174; null when it cannot be priced).
 */
export async function orderBody(items: unknown[], extra: Record<string, unknown> = {}) {
  const quote = await api<{ data?: { total: number } }>('POST', '/storefronts/1/checkout/quote', { body: { items, gift_card_code: extra.gift_card_code ?? null } });
  return { email: 'shopper@demo.test', shipping_address: ADDRESS, items, idempotency_key: crypto.randomUUID(), expected_total: quote.body.data?.total ?? null, ...extra };
}

/** POST/GET JSON to the demo store's API with headers. */
export async function api<T = { data: Record<string, unknown>; message?: string; problems?: { message: string; kind: string }[] }>(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; host?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetchAs(options.host ?? 'demo.localhost', `/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * Takes the deadline off the demo shopper's unpaid orders: files that place many orders as that
 * shopper call it before each test, so the cap of open unpaid orders (ADR 0261, tested in
 * unpaid-order-expiry.test.ts) does not refuse their next one.
 */
export async function forgetUnpaidDeadlines(customerId = SHOPPER_ID): Promise<void> {
  await DEMO_DB.prepare('UPDATE orders SET expires_at = NULL WHERE customer_id = ? AND expires_at IS NOT NULL').bind(customerId).run();
}
