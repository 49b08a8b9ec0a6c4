import { beforeAll, describe, expect, it } from 'vitest';
import { listOrdersQuery, type OrderListFilter } from '../../../worker/db/operator-orders.ts';
import { fetchAs } from '../helpers.ts';
import { OPERATOR_TOKEN, operator, tokenFor } from '../operator/operator-helpers.ts';
import { setStock, sku, type Sku } from '../orders/order-helpers.ts';
import { moveOrder, placeOrder } from './fulfilment-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// GET …/orders (filters, keyset paging newest first) and GET …/orders/export.csv (streamed, one row per line).

type Row = { uuid: string; number: number; created_at: string; status: number; status_label: string; payment_status: string; total: number; customer: { email: string; name: string }; lines: { name: string; quantity: number }[] };
type Page = { data: Row[]; next_cursor: string | null; message?: string };

const BULK_STORE = 66;
const BULK = 450;

let tee: Sku;
beforeAll(async () => {
  tee = await sku('classic-crew-tee', 'Navy', 'M');
  await setStock(tee.product_size_id, 200);
  // Store 66 gets 450 orders of two lines each, two per minute, straight in SQL.
  await DEMO_DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${BULK})
     INSERT INTO orders (uuid, storefront_id, status, payment_status, email, shipping_address, subtotal, shipping_total, total_without_discounts, total, created_at)
     SELECT printf('66000000-0000-4000-8000-%012d', i), ${BULK_STORE}, 1 + i % 8, CASE i % 3 WHEN 0 THEN 'paid' WHEN 1 THEN 'pending' ELSE 'failed' END,
       'buyer' || i || '@bulk.test', json_object('first_name', 'Bulk', 'last_name', 'Buyer' || i, 'city', 'Town, "Old"', 'country', 'US'),
       1000, 0, 1000, 1000, strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || (i / 2) || ' minutes')
     FROM n`,
  ).run();
  await DEMO_DB.prepare(
    `INSERT INTO order_items (order_id, name, color, size, quantity, unit_price, total)
     SELECT id, 'Bulk Tee', 'Navy', 'M', 1, 600, 600 FROM orders WHERE storefront_id = ${BULK_STORE}
     UNION ALL SELECT id, '=HYPERLINK("x")', NULL, NULL, 2, 200, 400 FROM orders WHERE storefront_id = ${BULK_STORE}`,
  ).run();
});

async function list(storeId: number, query = '') {
  return operator<Page>('GET', `/storefronts/${storeId}/orders${query}`);
}

async function everyPage(storeId: number, query: string, limit: number): Promise<{ rows: Row[]; pages: number }> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await list(storeId, `?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.status).toBe(200);
    rows.push(...page.body.data);
    cursor = page.body.next_cursor;
    pages++;
  } while (cursor);
  return { rows, pages };
}

describe('the order list', () => {
  it('pages newest first with a cursor, every order exactly once', async () => {
    const { rows, pages } = await everyPage(BULK_STORE, '', 200);
    expect(pages).toBe(3);
    expect(rows).toHaveLength(BULK);
    expect(new Set(rows.map((row) => row.uuid)).size).toBe(BULK);
    const keys = rows.map((row) => row.created_at);
    expect([...keys].sort().reverse()).toEqual(keys);
    expect(rows[0]).toMatchObject({ uuid: '66000000-0000-4000-8000-000000000450', status_label: expect.any(String), customer: { email: 'buyer450@bulk.test', name: 'Bulk Buyer450' } });
    expect(rows[0]!.lines).toEqual([expect.objectContaining({ name: 'Bulk Tee', quantity: 1 }), expect.objectContaining({ name: '=HYPERLINK("x")', quantity: 2 })]);
  });

  it('filters by status (number or label), payment status and dates', async () => {
    const shipped = await everyPage(BULK_STORE, '&status=Shipped', 100);
    expect(shipped.rows.length).toBeGreaterThan(50);
    expect(new Set(shipped.rows.map((row) => row.status_label))).toEqual(new Set(['Shipped']));
    expect((await everyPage(BULK_STORE, '&status=3', 100)).rows).toEqual(shipped.rows);
    const failed = await everyPage(BULK_STORE, '&payment_status=failed&status=2', 100);
    expect(failed.rows.every((row) => row.payment_status === 'failed' && row.status === 2)).toBe(true);
    const day = await everyPage(BULK_STORE, '&from=2026-01-01T01:00:00Z&to=2026-01-01T01:09:59Z', 100);
    expect(day.rows).toHaveLength(20);
    expect(day.rows.every((row) => row.created_at >= '2026-01-01T01:00' && row.created_at < '2026-01-01T01:10')).toBe(true);
    expect((await everyPage(BULK_STORE, '&to=2025-12-31', 100)).rows).toHaveLength(0);
  });

  it('finds orders by e-mail, name, uuid and number', async () => {
    const uuid = await placeOrder([{ item: tee }], { email: 'Finder.Person@Example.test', shipping_address: { first_name: 'Zelda', last_name: 'Quartermaine', address1: '1 Main St', city: 'Dover', state: 'DE', zip: '19901', country: 'US', phone: '' } });
    const number = (await moveOrder(uuid, { status: 2 })).body.data.number;
    for (const q of ['finder.person@example.test', 'FINDER', 'zelda', 'quarter', 'zelda quarter', uuid, uuid.slice(0, 8), `#${number}`]) {
      const page = await list(1, `?q=${encodeURIComponent(q)}`);
      expect(page.status, q).toBe(200);
      expect(page.body.data.map((row) => row.uuid), q).toContain(uuid);
    }
    expect((await list(1, '?q=zelda%20nobody')).body.data).toEqual([]);
    const byName = await list(BULK_STORE, '?q=buyer12&limit=5');
    expect(byName.body.data.map((row) => row.customer.email)).toEqual(['buyer129@bulk.test', 'buyer128@bulk.test', 'buyer127@bulk.test', 'buyer126@bulk.test', 'buyer125@bulk.test']);
    const rest = await list(BULK_STORE, `?q=buyer12&limit=5&cursor=${byName.body.next_cursor}`);
    expect(rest.body.data.map((row) => row.customer.email)).toEqual(['buyer124@bulk.test', 'buyer123@bulk.test', 'buyer122@bulk.test', 'buyer121@bulk.test', 'buyer120@bulk.test']);
  });

  it('finds the same orders whether a search sorts its matches or walks the index (many matches)', async () => {
    const filter = (q: string): OrderListFilter => ({ status: null, paymentStatus: 'paid', from: null, to: null, q });
    for (const q of ['buyer1', 'bulk buyer2', 'buyer3@bulk', '66000000-0000-4000-8000-00000000012', '#18']) {
      const run = async (plan: 'matches' | 'scan') => {
        const query = listOrdersQuery(BULK_STORE, filter(q), 30, { createdAt: '2026-01-01T03:00:00.000Z', id: 1e9 }, plan);
        return (await DEMO_DB.prepare(query.sql).bind(...query.binds).all<{ uuid: string }>()).results.map((row) => row.uuid);
      };
      const sorted = await run('matches');
      expect(sorted.length, q).toBeGreaterThan(0);
      expect(await run('scan'), q).toEqual(sorted);
    }
    const scan = listOrdersQuery(BULK_STORE, filter('buyer'), 50, null, 'scan');
    const { results } = await DEMO_DB.prepare(`EXPLAIN QUERY PLAN ${scan.sql}`).bind(...scan.binds).all<{ detail: string }>();
    const plan = results.map((row) => row.detail).join(' | ');
    expect(plan).toMatch(/USING INDEX orders_store_(newest|payment)/);
    expect(plan).toContain('order_search_terms_order');
    expect(plan).not.toContain('TEMP B-TREE');
  });

  it('answers 400 for a bad filter or cursor, and keeps other roles and stores out', async () => {
    expect((await list(1, '?status=lost')).status).toBe(400);
    expect((await list(1, '?from=yesterday')).body.message).toBe('from must be a date (2026-11-23) or a UTC time (2026-11-23T14:00:00Z).');
    expect((await list(1, '?cursor=bm9wZQ')).status).toBe(400);
    const designer = await tokenFor('designer', [1]);
    expect((await operator('GET', '/storefronts/1/orders', undefined, { token: designer.token })).status).toBe(403);
    const fulfilment = await tokenFor('fulfilment', [1]);
    expect((await operator('GET', '/storefronts/1/orders', undefined, { token: fulfilment.token })).status).toBe(200);
    expect((await operator('GET', `/storefronts/${BULK_STORE}/orders`, undefined, { token: fulfilment.token })).status).toBe(404);
  });

  it('walks the store\'s newest-first index without sorting, filtered or not', async () => {
    const plans: string[] = [];
    const filters: OrderListFilter[] = [
      { status: null, paymentStatus: null, from: null, to: null, q: null },
      { status: 3, paymentStatus: null, from: null, to: null, q: null },
      { status: null, paymentStatus: 'paid', from: '2026-01-01T00:00:00.000Z', to: null, q: null },
    ];
    for (const filter of filters) {
      const query = listOrdersQuery(BULK_STORE, filter, 50, { createdAt: '2026-01-01T02:00:00.000Z', id: 99999 });
      const { results } = await DEMO_DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).bind(...query.binds).all<{ detail: string }>();
      const plan = results.map((row) => row.detail).join(' | ');
      plans.push(plan);
      expect(plan).toMatch(/USING INDEX orders_store_(newest|status|payment)/);
      expect(plan).not.toContain('TEMP B-TREE');
    }
    // A uuid prefix is looked up in the uuid's index, never by walking the store's orders.
    const byUuid = listOrdersQuery(BULK_STORE, { ...filters[0]!, q: '66000000-0000-4000-8000-00000000012' }, 50, null);
    const { results } = await DEMO_DB.prepare(`EXPLAIN QUERY PLAN ${byUuid.sql}`).bind(...byUuid.binds).all<{ detail: string }>();
    expect(results.map((row) => row.detail).join(' | ')).toContain('SEARCH orders USING INDEX sqlite_autoindex_orders_1 (uuid>? AND uuid<?)');
  });
});

describe('the CSV export', () => {
  it('streams one row per line with the same filters', async () => {
    const response = await fetchAs('ops.example.com', `/api/operator/storefronts/${BULK_STORE}/orders/export.csv`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="store-66-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await response.text();
    const rows = text.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'order_number,order_uuid,created_at,status,payment_status,email,customer_name,ship_to_name,ship_to_address1,ship_to_address2,ship_to_city,ship_to_state,ship_to_zip,ship_to_country,ship_to_phone,line_name,line_color,line_size,line_quantity,line_unit_price,line_total,line_is_gift_card,line_recipient_email,order_subtotal,order_shipping,order_gift_card_amount,order_total',
    );
    expect(rows).toHaveLength(1 + BULK * 2);
    expect(rows[1]).toContain(',66000000-0000-4000-8000-000000000450,');
    expect(rows[1]).toContain(',"Town, ""Old""",');
    expect(rows[1]).toContain(',Bulk Tee,Navy,M,1,6.00,6.00,no,,10.00,0.00,0.00,10.00');
    // A text a spreadsheet would run is defused.
    expect(rows[2]).toContain(`,"'=HYPERLINK(""x"")",,,2,2.00,4.00,no,`);

    const filtered = await fetchAs('ops.example.com', `/api/operator/storefronts/${BULK_STORE}/orders/export.csv?status=Refund`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
    const refundRows = (await filtered.text()).trimEnd().split('\r\n').slice(1);
    expect(refundRows.length).toBeGreaterThan(0);
    expect(refundRows.every((row) => row.split(',')[3] === 'Refund')).toBe(true);
  });
});
