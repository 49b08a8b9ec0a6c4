/**
 * SQL that fills one SEPARATE benchmark store (id 9001, host bench.localhost) with `count`
 * products, generated inside SQLite by recursive CTEs (a few kilobytes of SQL, not 100 MB):
 * 85 categories three levels deep (products linked to their leaf only, so category filters walk
 * the tree), 20 brands, three colour variants per product, and a sprinkling of unlisted
 * products (drafts, disabled, discontinued) that every query must skip.
 */
export const BENCH_STORE_ID = 9001;
export const BENCH_HOST = 'bench.localhost';
export const FIRST_PRODUCT_ID = 10_000_001;

const ADJECTIVES = ['Classic', 'Premium', 'Vintage', 'Essential', 'Urban', 'Coastal', 'Alpine', 'Heritage', 'Studio', 'Everyday', 'Summit', 'Harbor'];
const MATERIALS = ['Cotton', 'Fleece', 'Canvas', 'Ceramic', 'Steel', 'Bamboo', 'Wool', 'Linen', 'Recycled', 'Organic'];
const NOUNS = ['Tee', 'Hoodie', 'Mug', 'Bottle', 'Cap', 'Beanie', 'Tote', 'Backpack', 'Notebook', 'Pen', 'Jacket', 'Polo', 'Socks', 'Tumbler', 'Blanket'];
const COLORS: Array<[string, string]> = [
  ['Black', '#111111'], ['White', '#ffffff'], ['Heather Grey', '#9e9e9e'], ['Navy', '#1f2a44'],
  ['Red', '#c62828'], ['Forest Green', '#2e7d32'], ['Royal Blue', '#1e40af'], ['Sand', '#d8c8a8'],
];

const words = (name: string, list: readonly string[]) =>
  `${name}(k, w) AS (VALUES ${list.map((word, k) => `(${k}, '${word}')`).join(', ')})`;

export function benchStoreSql(count: number): string {
  const store = BENCH_STORE_ID;
  const config = JSON.stringify({ settings: { sortBy: '{"id":1,"name":"created_at","code":"desc"}', productsPerPage: 12 } });
  const categories: string[] = [];
  for (let t = 0; t < 5; t++) {
    categories.push(`(${900100 + t}, ${store}, NULL, 'Department ${t + 1}', 'department-${t + 1}', ${t})`);
    for (let s = 0; s < 4; s++) {
      const sub = 900200 + t * 4 + s;
      categories.push(`(${sub}, ${store}, ${900100 + t}, 'Range ${t + 1}.${s + 1}', 'range-${t + 1}-${s + 1}', ${s})`);
      for (let l = 0; l < 3; l++) {
        categories.push(`(${900300 + t * 12 + s * 3 + l}, ${store}, ${sub}, 'Line ${t + 1}.${s + 1}.${l + 1}', 'line-${t + 1}-${s + 1}-${l + 1}', ${l})`);
      }
    }
  }
  const brands = Array.from({ length: 20 }, (_, b) => `(${900001 + b}, ${store}, 'Bench Brand ${b + 1}')`);
  const first = FIRST_PRODUCT_ID - 1;
  return `
INSERT OR IGNORE INTO storefronts (id, name, status, company_name, config) VALUES (${store}, 'Bench Store', 'live', 'Bench Co.', '${config}');
INSERT OR IGNORE INTO storefront_hosts (hostname, storefront_id) VALUES ('${BENCH_HOST}', ${store});
INSERT OR IGNORE INTO warehouses (id, storefront_id, name) VALUES (900001, ${store}, 'Bench Warehouse');
INSERT OR IGNORE INTO brands (id, storefront_id, name) VALUES ${brands.join(', ')};
INSERT OR IGNORE INTO categories (id, storefront_id, parent_id, name, slug, position) VALUES ${categories.join(', ')};

WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}),
  ${words('adj', ADJECTIVES)},
  ${words('mat', MATERIALS)},
  ${words('noun', NOUNS)}
INSERT OR IGNORE INTO products (id, storefront_id, slug, name, description, short_description, price, final_price,
  status, disabled, discontinued, brand_id, warehouse_id, product_color_id, thumbnail_path, created_at)
SELECT ${first} + i, ${store}, 'bench-' || i,
  (SELECT w FROM adj WHERE k = i % ${ADJECTIVES.length}) || ' ' || (SELECT w FROM mat WHERE k = (i / ${ADJECTIVES.length}) % ${MATERIALS.length})
    || ' ' || (SELECT w FROM noun WHERE k = (i / 7) % ${NOUNS.length}) || ' ' || i,
  'A benchmark product.', 'Benchmark product ' || i,
  500 + (i * 7919) % 20000, 500 + (i * 7919) % 20000,
  CASE WHEN i % 100 = 0 THEN 'draft' ELSE 'published' END,
  CASE WHEN i % 100 = 1 THEN 1 ELSE 0 END,
  CASE WHEN i % 200 = 2 THEN 1 ELSE 0 END,
  900001 + i % 20, 900001, (${first} + i) * 10 + 1,
  '/placeholders/t-shirt.svg',
  strftime('%Y-%m-%dT%H:%M:%fZ', '2020-01-01', '+' || ((i * 104729) % 2000000) || ' minutes')
FROM n;

WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
INSERT OR IGNORE INTO product_categories (product_id, category_id, storefront_id)
SELECT ${first} + i, 900300 + (i % 5) * 12 + ((i / 5) % 4) * 3 + (i / 20) % 3, ${store} FROM n;

WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}),
  v(k) AS (VALUES (1), (2), (3)),
  colors(k, name, hex) AS (VALUES ${COLORS.map(([name, hex], k) => `(${k}, '${name}', '${hex}')`).join(', ')})
INSERT OR IGNORE INTO product_variants (id, product_id, storefront_id, color, primary_hex_color, swatch_url, thumbnail_path, discontinued, position)
SELECT (${first} + i) * 10 + v.k, ${first} + i, ${store}, colors.name, colors.hex, NULL, '/placeholders/t-shirt.svg',
  CASE WHEN v.k = 3 AND i % 10 = 0 THEN 1 ELSE 0 END, v.k
FROM n CROSS JOIN v JOIN colors ON colors.k = (i + v.k * 3) % ${COLORS.length};

-- A bulk import ends by merging the search index into one segment: the triggers wrote every
-- product twice (its row, then its category tokens), and an index left in many segments answers
-- each match about twice as slowly until FTS5's automatic merges catch up (ADR 0125).
INSERT INTO products_fts(products_fts) VALUES ('optimize');
`;
}
