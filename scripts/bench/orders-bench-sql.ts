import { storeIdRange } from '../../worker/db/store-row-id.ts';

/**
 * SQL that fills one SEPARATE benchmark store (id 9002, host bench-orders.localhost) with `count`
 * orders of one line each, generated inside SQLite by recursive CTEs in steps of 100,000 (a few
 * kilobytes of SQL). The migrations' triggers give every order its number and search terms, as
 * they do for real orders. Statuses, payment states and three years of dates are spread evenly.
 */
export const ORDERS_BENCH_STORE_ID = 9002;
export const ORDERS_BENCH_HOST = 'bench-orders.localhost';

const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Radia', 'Tim', 'Margaret', 'Linus'];
const STEP = 100_000;

export function ordersBenchSql(from: number, count: number): string {
  const store = ORDERS_BENCH_STORE_ID;
  // Ids from the store's range (ADR 0308), as its own orders get; one line per order, so a line's id is its order's.
  const { lo } = storeIdRange(store);
  const names = FIRST_NAMES.map((name, k) => `(${k}, '${name}')`).join(', ');
  const steps: string[] = [
    `INSERT OR IGNORE INTO storefronts (id, name, status, company_name, config) VALUES (${store}, 'Orders Bench Store', 'live', 'Bench Co.', '{}');`,
    `INSERT OR IGNORE INTO storefront_hosts (hostname, storefront_id) VALUES ('${ORDERS_BENCH_HOST}', ${store});`,
  ];
  for (let start = from + 1; start <= from + count; start += STEP) {
    const end = Math.min(from + count, start + STEP - 1);
    steps.push(`
WITH RECURSIVE n(i) AS (SELECT ${start} UNION ALL SELECT i + 1 FROM n WHERE i < ${end}),
  names(k, name) AS (VALUES ${names})
INSERT INTO orders (id, uuid, storefront_id, status, payment_status, payment_provider, email, shipping_address, subtotal, shipping_total,
                    total_without_discounts, total, created_at)
SELECT ${lo} + i, printf('%08x-0000-4000-8000-%012x', ${store}, i), ${store}, 1 + (i * 7) % 8,
  CASE i % 5 WHEN 0 THEN 'paid' WHEN 1 THEN 'failed' ELSE 'pending' END, 'manual',
  'buyer' || i || '@bench.test',
  json_object('first_name', (SELECT name FROM names WHERE k = i % ${FIRST_NAMES.length}), 'last_name', 'Buyer' || i,
              'address1', i || ' Main Street', 'city', 'Springfield', 'zip', '12345', 'country', 'US'),
  1000 + i % 9000, 595, 1595 + i % 9000, 1595 + i % 9000,
  strftime('%Y-%m-%dT%H:%M:%fZ', '2023-01-01', '+' || ((i * 9437) % 94608000) || ' seconds')
FROM n;
INSERT INTO order_items (id, order_id, name, color, size, quantity, unit_price, total)
SELECT id, id, 'Bench Tee', 'Navy', 'M', 1, subtotal, subtotal FROM orders
WHERE storefront_id = ${store} AND uuid > printf('%08x-0000-4000-8000-%012x', ${store}, ${start - 1}) AND uuid <= printf('%08x-0000-4000-8000-%012x', ${store}, ${end});`);
  }
  return steps.join('\n');
}
