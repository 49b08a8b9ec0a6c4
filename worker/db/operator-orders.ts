import * as v from 'valibot';
import { StoredAddressSchema, type StoredAddress } from '../../shared/schemas/orders.ts';

/**
 * A store's orders as its operators read them (docs/decisions/0201-order-list-at-a-million.md).
 * Every function takes the store's D1 handle: a store's rows may live in a database of their own.
 */

export type OrderListFilter = {
  status: number | null;
  paymentStatus: string | null;
  /** ISO timestamps: from inclusive, to exclusive. */
  from: string | null;
  to: string | null;
  q: string | null;
};

/** Where the page before ended: the last order's created_at and id (newest first). */
export type OrderCursor = { createdAt: string; id: number };

export type OrderListRow = {
  id: number;
  uuid: string;
  number: number | null;
  created_at: string;
  status: number;
  payment_status: string;
  total: number;
  subtotal: number;
  shipping_total: number;
  gift_card_amount: number;
  email: string;
  shipping_address: string;
  customer_id: number | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
};

export type OrderLineRow = {
  id: number;
  order_id: number;
  product_id: number | null;
  name: string;
  color: string | null;
  size: string | null;
  quantity: number;
  unit_price: number;
  total: number;
  warehouse_id: number | null;
  warehouse_name: string | null;
  is_gift_card: number;
  recipient_email: string | null;
  note: string | null;
  input_fields: string;
  image: string | null;
};

/** The cursor as the API hands it out: opaque, URL-safe. */
export function encodeOrderCursor(cursor: OrderCursor): string {
  return btoa(`${cursor.createdAt}|${cursor.id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor back, or null when it is not one this API made. */
export function decodeOrderCursor(text: string): OrderCursor | null {
  try {
    const [createdAt, id] = atob(text.replace(/-/g, '+').replace(/_/g, '/')).split('|');
    if (!createdAt || !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(createdAt) || !id || !/^[1-9]\d{0,15}$/.test(id)) return null;
    return { createdAt, id: Number(id) };
  } catch {
    return null;
  }
}

// Above every character a term can hold: `term < word || TOP` is "starts with word".
const TOP = '\u{10FFFF}';

/** What `q` asks for: words that start a term of the order, a uuid prefix, an order number. */
type Search = { words: string[]; uuid: string | null; number: number | null };

function searchOf(q: string): Search {
  const lower = q.toLowerCase();
  const number = /^#?([1-9]\d{0,14})$/.exec(lower)?.[1];
  return {
    words: lower.split(/\s+/).filter(Boolean).slice(0, 5),
    uuid: /^[0-9a-f-]{4,36}$/.test(lower) ? lower : null,
    number: number ? Number(number) : null,
  };
}

/**
 * The order ids `q` finds, as one compound SELECT: every word starts a term of the order (its
 * e-mail, the names on it), or `q` starts the order's uuid, or `q` is its number.
 */
function matchesOf(storefrontId: number, search: Search): { sql: string; binds: unknown[] } {
  const parts: string[] = [];
  const binds: unknown[] = [];
  const wordParts = search.words.map((word) => {
    binds.push(storefrontId, word, `${word}${TOP}`);
    return 'SELECT DISTINCT order_id AS id FROM order_search_terms WHERE storefront_id = ? AND term >= ? AND term < ?';
  });
  if (wordParts.length) parts.push(wordParts.join(' INTERSECT '));
  // `+storefront_id`: the uuid's own index, not the store's (which would walk every order of the store).
  if (search.uuid) {
    parts.push('SELECT id FROM orders WHERE uuid >= ? AND uuid < ? AND +storefront_id = ?');
    binds.push(search.uuid, `${search.uuid}~`, storefrontId);
  }
  if (search.number) {
    parts.push('SELECT id FROM orders WHERE storefront_id = ? AND number = ?');
    binds.push(storefrontId, search.number);
  }
  return { sql: parts.join(' UNION '), binds };
}

/** The same test for one order row `o`, probed through the terms' order index (the scan plan). */
function matchCondition(storefrontId: number, search: Search): { sql: string; binds: unknown[] } {
  const parts: string[] = [];
  const binds: unknown[] = [];
  if (search.words.length) {
    parts.push(
      `(${search.words
        .map((word) => {
          binds.push(storefrontId, word, `${word}${TOP}`);
          return 'EXISTS (SELECT 1 FROM order_search_terms t WHERE t.order_id = o.id AND t.storefront_id = ? AND t.term >= ? AND t.term < ?)';
        })
        .join(' AND ')})`,
    );
  }
  if (search.uuid) {
    parts.push('(o.uuid >= ? AND o.uuid < ?)');
    binds.push(search.uuid, `${search.uuid}~`);
  }
  if (search.number) {
    parts.push('o.number = ?');
    binds.push(search.number);
  }
  return { sql: `(${parts.join(' OR ')})`, binds };
}

/** Above this many matches a search walks the newest-first index instead of sorting its matches. */
export const DENSE_SEARCH_MATCHES = 20_000;

const LIST_COLUMNS = `o.id, o.uuid, o.number, o.created_at, o.status, o.payment_status, o.total, o.subtotal, o.shipping_total, o.gift_card_amount,
  o.email, o.shipping_address,
  o.customer_id, c.first_name AS customer_first_name, c.last_name AS customer_last_name`;

/**
 * The list's statement (exported for the query-plan test): SQL and its values, `limit + 1` rows.
 * A search runs one of two plans (docs/decisions/0201-order-list-at-a-million.md): `matches`
 * finds the matching orders first and sorts only them (a name, an e-mail, a uuid: a few rows);
 * `scan` walks the store's newest-first index and tests each order (a word half the store has).
 */
export function listOrdersQuery(
  storefrontId: number,
  filter: OrderListFilter,
  limit: number,
  cursor: OrderCursor | null,
  plan: 'matches' | 'scan' = 'matches',
): { sql: string; binds: unknown[] } {
  const where: string[] = ['o.storefront_id = ?'];
  const binds: unknown[] = [storefrontId];
  if (filter.status !== null) {
    where.push('o.status = ?');
    binds.push(filter.status);
  }
  if (filter.paymentStatus !== null) {
    where.push('o.payment_status = ?');
    binds.push(filter.paymentStatus);
  }
  if (filter.from !== null) {
    where.push('o.created_at >= ?');
    binds.push(filter.from);
  }
  if (filter.to !== null) {
    where.push('o.created_at < ?');
    binds.push(filter.to);
  }
  if (cursor) {
    where.push('(o.created_at, o.id) < (?, ?)');
    binds.push(cursor.createdAt, cursor.id);
  }
  let from = 'orders o LEFT JOIN customers c ON c.id = o.customer_id';
  const matchBinds: unknown[] = [];
  if (filter.q && plan === 'scan') {
    const condition = matchCondition(storefrontId, searchOf(filter.q));
    where.push(condition.sql);
    binds.push(...condition.binds);
  } else if (filter.q) {
    const matches = matchesOf(storefrontId, searchOf(filter.q));
    // The matches drive the join (CROSS JOIN keeps that order): a handful of orders is sorted,
    // instead of walking the store's whole index and testing each order against the matches.
    from = `(${matches.sql}) m CROSS JOIN orders o ON o.id = m.id LEFT JOIN customers c ON c.id = o.customer_id`;
    matchBinds.push(...matches.binds);
  }
  return {
    sql: `SELECT ${LIST_COLUMNS} FROM ${from} WHERE ${where.join(' AND ')} ORDER BY o.created_at DESC, o.id DESC LIMIT ?`,
    binds: [...matchBinds, ...binds, limit + 1],
  };
}

/** Which plan a search takes: `scan` when it matches more than DENSE_SEARCH_MATCHES orders. */
async function searchPlan(db: D1Database, storefrontId: number, q: string): Promise<'matches' | 'scan'> {
  const matches = matchesOf(storefrontId, searchOf(q));
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM (SELECT id FROM (${matches.sql}) LIMIT ${DENSE_SEARCH_MATCHES + 1})`)
    .bind(...matches.binds)
    .first<{ n: number }>();
  return (row?.n ?? 0) > DENSE_SEARCH_MATCHES ? 'scan' : 'matches';
}

/**
 * One page of a store's orders, newest first (created_at, then id), `limit` after `cursor`.
 * Keyset paging over the store's indexes: the 100th page costs what the first does. A search
 * sorts its matches, or walks the index when it has very many (listOrdersQuery).
 */
export async function listStoreOrders(
  db: D1Database,
  storefrontId: number,
  filter: OrderListFilter,
  limit: number,
  cursor: OrderCursor | null,
): Promise<{ rows: OrderListRow[]; next: OrderCursor | null }> {
  const plan = filter.q ? await searchPlan(db, storefrontId, filter.q) : 'matches';
  const query = listOrdersQuery(storefrontId, filter, limit, cursor, plan);
  const { results } = await db.prepare(query.sql).bind(...query.binds).all<OrderListRow>();
  const rows = results.slice(0, limit);
  const last = rows.at(-1);
  return { rows, next: results.length > limit && last ? { createdAt: last.created_at, id: last.id } : null };
}

/** The lines of some orders (one query), grouped by order id, in line order. */
export async function linesOfOrders(db: D1Database, orderIds: readonly number[]): Promise<Map<number, OrderLineRow[]>> {
  const byOrder = new Map<number, OrderLineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const { results } = await db
    .prepare(
      `SELECT id, order_id, product_id, name, color, size, quantity, unit_price, total, warehouse_id, warehouse_name, is_gift_card,
              recipient_email, note, input_fields, image
       FROM order_items WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY order_id, id`,
    )
    .bind(JSON.stringify(orderIds))
    .all<OrderLineRow>();
  for (const row of results) {
    const list = byOrder.get(row.order_id);
    if (list) list.push(row);
    else byOrder.set(row.order_id, [row]);
  }
  return byOrder;
}

/** The stored address, or null when there is none (gift cards only) or it cannot be read. */
export function storedAddress(json: string): StoredAddress | null {
  try {
    const parsed = v.safeParse(StoredAddressSchema, JSON.parse(json));
    return parsed.success && Object.values(parsed.output).some(Boolean) ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The name on an order: the shipping address's, else the customer account's. */
export function customerName(row: Pick<OrderListRow, 'shipping_address' | 'customer_first_name' | 'customer_last_name'>): string {
  const address = storedAddress(row.shipping_address);
  const shipTo = [address?.first_name, address?.last_name].filter(Boolean).join(' ');
  return shipTo || [row.customer_first_name, row.customer_last_name].filter(Boolean).join(' ');
}
