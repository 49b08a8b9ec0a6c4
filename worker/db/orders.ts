import * as v from 'valibot';
import type { OrderListQuery } from '../../shared/schemas/orders.ts';
import { StoredAddressSchema, type OrderDetail, type OrderItem, type OrderRow } from '../../shared/schemas/orders.ts';

/** `%term%` for LIKE, with the wildcard characters of the term escaped. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

// The order's own customer and store only; a search matches the order number or an item name.
const LIST_WHERE = `
FROM orders o
WHERE o.storefront_id = ?1 AND o.customer_id = ?2
  AND (?3 IS NULL OR o.status = ?3)
  AND (?4 = '' OR o.uuid LIKE ?4 ESCAPE '\\'
       OR EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.name LIKE ?4 ESCAPE '\\'))`;

/** docs/product.md §7, orders list: one page of the customer's orders and the number of matches. */
export async function listCustomerOrders(
  db: D1Database,
  storefrontId: number,
  customerId: number,
  query: OrderListQuery,
): Promise<{ rows: OrderRow[]; total: number }> {
  const direction = query.sortOrder === 'asc' ? 'ASC' : 'DESC';
  // sortField is one of a fixed list (OrderListQuerySchema), never free text.
  const column = query.sortField === 'total' ? 'o.total' : 'o.created_at';
  const search = query.searchTerm ? likePattern(query.searchTerm) : '';
  const params = [storefrontId, customerId, query.status, search] as const;
  const [page, count] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT o.uuid, o.created_at, o.status, o.payment_status, o.total, o.total_without_discounts,
                (SELECT COALESCE(SUM(i.quantity), 0) FROM order_items i WHERE i.order_id = o.id) AS item_count
         ${LIST_WHERE}
         ORDER BY ${column} ${direction}, o.id ${direction}
         LIMIT ?5 OFFSET ?6`,
      )
      .bind(...params, query.pageSize, (query.page - 1) * query.pageSize),
    db.prepare(`SELECT COUNT(*) AS total ${LIST_WHERE}`).bind(...params),
  ]);
  return { rows: page!.results as OrderRow[], total: (count!.results[0] as { total: number } | undefined)?.total ?? 0 };
}

type OrderDbRow = Omit<OrderDetail, 'items' | 'shipping_address' | 'item_count' | 'confirmation_mail_sent' | 'shipments'> & { id: number; shipping_address: string; confirmation_mail: string | null };
type ItemDbRow = Omit<OrderItem, 'warehouse' | 'is_gift_card' | 'input_fields'> & {
  warehouse_id: number | null;
  warehouse_name: string | null;
  is_gift_card: number;
  input_fields: string;
};

const InputFieldsSchema = v.array(v.object({ id: v.number(), label: v.string(), value: v.string() }));
const TrackingSchema = v.object({ carrier: v.string(), number: v.string(), url: v.optional(v.string()) });

function parseJson<S extends v.GenericSchema>(schema: S, text: string): v.InferOutput<S> | null {
  try {
    const result = v.safeParse(schema, JSON.parse(text));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

/**
 * One order of one customer of one store, with its items. Another customer's or another
 * store's order is null, exactly like a missing one.
 */
export async function readCustomerOrder(db: D1Database, storefrontId: number, customerId: number, uuid: string): Promise<OrderDetail | null> {
  return readOrderWhere(db, storefrontId, 'o.customer_id = ? AND o.uuid = ?', [customerId, uuid]);
}

/** The order placed through a kit link (at most one per link; docs/decisions/0080-kit-orders.md, 0193-kit-links.md). */
export async function readKitOrder(db: D1Database, storefrontId: number, linkId: number): Promise<OrderDetail | null> {
  return readOrderWhere(db, storefrontId, 'o.kit_link_id = ?', [linkId]);
}

/** One order of this store matching `where` (a fixed SQL condition, never user text), with its items. */
async function readOrderWhere(db: D1Database, storefrontId: number, where: string, binds: (string | number)[]): Promise<OrderDetail | null> {
  const order = await db
    .prepare(
      `SELECT o.id, o.uuid, o.created_at, o.status, o.payment_status, o.payment_provider, o.email, o.shipping_address,
              o.subtotal, o.shipping_total, o.gift_card_amount, o.total_without_discounts, o.total, g.code AS gift_card_code, o.confirmation_mail
       FROM orders o LEFT JOIN gift_cards g ON g.id = o.gift_card_id AND g.storefront_id = o.storefront_id
       WHERE o.storefront_id = ? AND ${where}`,
    )
    .bind(storefrontId, ...binds)
    .first<OrderDbRow>();
  if (!order) return null;
  const { results } = await db
    .prepare(
      `SELECT i.id, i.product_id, p.slug, i.name, i.color, i.size, i.quantity, i.unit_price, i.total, i.warehouse_id,
              i.warehouse_name, i.is_gift_card, i.recipient_email, i.note, i.input_fields, i.image
       FROM order_items i JOIN orders o ON o.id = i.order_id AND o.storefront_id = ?2
       LEFT JOIN products p ON p.id = i.product_id AND p.storefront_id = ?2
       WHERE i.order_id = ?1 ORDER BY i.id`,
    )
    .bind(order.id, storefrontId)
    .all<ItemDbRow>();
  // The tracking the store gave with Shipped or Partially Shipped (issue 24), for the order page.
  const { results: shipped } = await db
    .prepare('SELECT tracking FROM order_status_history WHERE order_id = ? AND tracking IS NOT NULL ORDER BY id')
    .bind(order.id)
    .all<{ tracking: string }>();
  const shipments = shipped.map((row) => parseJson(TrackingSchema, row.tracking)).filter((entry) => entry !== null);
  const items: OrderItem[] = results.map(({ warehouse_id, warehouse_name, is_gift_card, input_fields, ...item }) => ({
    ...item,
    warehouse: warehouse_id != null && !is_gift_card ? { id: warehouse_id, name: warehouse_name ?? '' } : null,
    is_gift_card: is_gift_card === 1,
    input_fields: parseJson(InputFieldsSchema, input_fields) ?? [],
  }));
  const { id: _id, shipping_address, confirmation_mail, ...rest } = order;
  return {
    ...rest,
    confirmation_mail_sent: confirmation_mail === null ? null : confirmation_mail === 'sent',
    shipments,
    shipping_address: parseJson(StoredAddressSchema, shipping_address),
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
  };
}

export type OrderKeyRow = { id: number; uuid: string; customer_id: number | null; payment_status: string; payment_provider: string; payment_reference: string | null; total: number };

/** The order an idempotency key already made in this store, if any. */
export async function findOrderByIdempotencyKey(db: D1Database, storefrontId: number, key: string): Promise<OrderKeyRow | null> {
  return db
    .prepare('SELECT id, uuid, customer_id, payment_status, payment_provider, payment_reference, total FROM orders WHERE storefront_id = ? AND idempotency_key = ?')
    .bind(storefrontId, key)
    .first<OrderKeyRow>();
}
