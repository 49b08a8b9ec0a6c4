import * as v from 'valibot';
import { addProblem, type Problems } from './catalog-checks.ts';

/**
 * `PATCH …/inventory` (docs/api.md): stock and prices of sizes by natural key, the cheap update a
 * warehouse system sends. Keys are resolved in batches of RESOLVE_AT_ONCE (one JSON parameter
 * each: D1's limit on bound parameters never applies), then every changed size is written in one
 * batch with the audit entry.
 */
const MAX_ITEMS = 10_000;
const RESOLVE_AT_ONCE = 2_000;

const Key = (max: number) => v.pipe(v.string('must be text.'), v.trim(), v.minLength(1, 'must not be empty.'), v.maxLength(max, `is too long (${max} characters at most).`));
const Whole = (what: string) => v.pipe(v.number(`must be ${what} (a whole number).`), v.integer(`must be ${what} (a whole number).`), v.minValue(0, 'must not be negative.'), v.maxValue(100_000_000, 'is too large.'));
const itemMessage = (issue: v.BaseIssue<unknown>) =>
  issue.expected === 'never' ? `unknown field "${String(issue.input)}".` : issue.expected === 'Object' ? 'must be an object.' : 'is required.';

export const InventoryBody = v.strictObject(
  {
    items: v.pipe(
      v.array(
        v.pipe(
          v.strictObject(
            {
              product: Key(200),
              color: Key(100),
              size: Key(50),
              quantity: v.optional(Whole('a quantity')),
              price: v.optional(Whole('a price in minor units')),
            },
            itemMessage,
          ),
          v.check((item) => item.quantity !== undefined || item.price !== undefined, 'needs quantity, price or both.'),
        ),
        'must be a list of { product, color, size, quantity?, price? }.',
      ),
      v.minLength(1, 'must hold at least one item.'),
      v.maxLength(MAX_ITEMS, `holds too many items (${MAX_ITEMS} at most per call).`),
    ),
  },
  itemMessage,
);
export type InventoryItem = v.InferOutput<typeof InventoryBody>['items'][number];

type Resolved = { i: number; product_id: number | null; variant_id: number | null; size_id: number | null; quantity: number | null; price: number | null };

const RESOLVE_SQL = `SELECT CAST(j.key AS INTEGER) + ?3 AS i, p.id AS product_id, v.id AS variant_id, s.id AS size_id, s.quantity, s.price
  FROM json_each(?2) j
  LEFT JOIN products p ON p.storefront_id = ?1 AND p.slug = json_extract(j.value, '$.product')
  LEFT JOIN product_variants v ON v.product_id = p.id AND v.color = json_extract(j.value, '$.color')
  LEFT JOIN variant_sizes s ON s.variant_id = v.id AND s.size = json_extract(j.value, '$.size')`;

export type InventoryPlan = { updated: number; unchanged: number; unknown: Problems; changes: { id: number; quantity?: number; price?: number }[] };

/** Which sizes the items name, which of them change, and every key that names nothing (by path). */
export async function planInventory(db: D1Database, storefrontId: number, items: InventoryItem[]): Promise<InventoryPlan> {
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < items.length; start += RESOLVE_AT_ONCE) {
    const part = items.slice(start, start + RESOLVE_AT_ONCE).map(({ product, color, size }) => ({ product, color, size }));
    statements.push(db.prepare(RESOLVE_SQL).bind(storefrontId, JSON.stringify(part), start));
  }
  const found = new Map<number, Resolved>();
  for (const answer of await db.batch<Resolved>(statements)) {
    for (const row of answer.results) if (!found.has(row.i) || (found.get(row.i)!.size_id === null && row.size_id !== null)) found.set(row.i, row);
  }

  const plan: InventoryPlan = { updated: 0, unchanged: 0, unknown: {}, changes: [] };
  const seen = new Map<number, number>();
  items.forEach((item, i) => {
    const row = found.get(i);
    if (!row?.product_id) return addProblem(plan.unknown, `items.${i}.product`, `No product "${item.product}" in this store.`);
    if (!row.variant_id) return addProblem(plan.unknown, `items.${i}.color`, `Product "${item.product}" has no colour "${item.color}".`);
    if (!row.size_id) return addProblem(plan.unknown, `items.${i}.size`, `Product "${item.product}" has no size "${item.size}" in ${item.color}.`);
    const earlier = seen.get(row.size_id);
    if (earlier !== undefined) return addProblem(plan.unknown, `items.${i}`, `Names the same size as items.${earlier}.`);
    seen.set(row.size_id, i);
    const quantity = item.quantity !== undefined && item.quantity !== row.quantity ? item.quantity : undefined;
    const price = item.price !== undefined && item.price !== row.price ? item.price : undefined;
    if (quantity === undefined && price === undefined) {
      plan.unchanged++;
      return;
    }
    plan.updated++;
    plan.changes.push({ id: row.size_id, ...(quantity === undefined ? {} : { quantity }), ...(price === undefined ? {} : { price }) });
  });
  return plan;
}

/** The writes of a plan's changes (one statement per RESOLVE_AT_ONCE sizes), each bound to the store. */
export function inventoryStatements(db: D1Database, storefrontId: number, changes: InventoryPlan['changes']): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < changes.length; start += RESOLVE_AT_ONCE) {
    statements.push(
      db
        .prepare(
          `UPDATE variant_sizes SET quantity = coalesce(json_extract(j.value, '$.quantity'), variant_sizes.quantity),
             price = coalesce(json_extract(j.value, '$.price'), variant_sizes.price)
           FROM json_each(?1) j WHERE variant_sizes.id = json_extract(j.value, '$.id')
             AND EXISTS (SELECT 1 FROM product_variants v WHERE v.id = variant_sizes.variant_id AND v.storefront_id = ?2)`,
        )
        .bind(JSON.stringify(changes.slice(start, start + RESOLVE_AT_ONCE)), storefrontId),
    );
  }
  return statements;
}
