import { storeRowIds, type RangedTable } from '../../db/store-row-id.ts';
import type { Staged } from './import-plan.ts';

/**
 * Writing an import (docs/decisions/0190-catalog-import-staged-switch.md):
 *
 * 1. Stage: the planned rows go into catalog_import_chunks under a fresh import id, as JSON arrays
 *    of at most CHUNK_CHARS characters, a few chunks per batch. Each statement binds 5 values, so
 *    D1's 100 bound parameters and its statement size never come near; nothing a shopper reads
 *    changes.
 * 2. Switch: one batch (one transaction) of set-based statements, each reading its kind's chunks
 *    with json_each and joining rows by natural key (indexed lookups on the store's unique keys),
 *    then the staged rows' removal and the audit entry. Its statement count is fixed (about 30),
 *    whatever the catalog's size. The triggers keep search, category ancestors, listed counts and
 *    catalog versions in step, inside the same transaction. If any statement fails, D1 rolls the
 *    whole batch back: shoppers see the catalog before or after, never between.
 */
const CHUNK_CHARS = 400_000;
const CHUNKS_PER_BATCH = 8;
/** Staged rows older than this belong to imports that never switched (a lost connection). */
const STALE_STAGING = '-1 hours';

const J = (field: string, row = 'j.value') => `json_extract(${row}, '$.${field}')`;
/**
 * A kind's staged rows, joined in this order (CROSS JOIN keeps SQLite from reordering): each
 * chunk, its rows, then each row's product, colour and size by natural key through the store's
 * unique indexes. Without it the planner, blind to json_each's size, may walk every product of
 * the store once per staged row.
 */
const rowsOf = (kind: string, joins: ('p' | 'v' | 's')[] = []) => {
  const from = ['catalog_import_chunks s CROSS JOIN json_each(s.payload) j'];
  const where = [`s.import_id = ?2 AND s.storefront_id = ?1 AND s.kind = '${kind}'`];
  if (joins.includes('p')) {
    from.push('CROSS JOIN products p');
    where.push(`p.storefront_id = ?1 AND p.slug = ${J('product')}`);
  }
  if (joins.includes('v')) {
    from.push('CROSS JOIN product_variants v');
    where.push(`v.product_id = p.id AND v.color = ${J('color')}`);
  }
  if (joins.includes('s')) {
    from.push('CROSS JOIN variant_sizes z');
    where.push(`z.variant_id = v.id AND z.size = ${J('size')}`);
  }
  return `${from.join(' ')} WHERE ${where.join(' AND ')}`;
};
/**
 * An update of `table` from staged rows: the target ids are found first (a materialized CTE,
 * so each row is then updated by its primary key), `x.row` is the staged row.
 */
const updateFrom = (table: string, idOf: string, kind: string, joins: ('p' | 'v' | 's')[], set: string, where = '') =>
  `WITH x AS MATERIALIZED (SELECT ${idOf} AS id, j.value AS row FROM ${rowsOf(kind, joins)})
   UPDATE ${table} SET ${set} FROM x WHERE ${table}.id = x.id${where ? ` AND ${where}` : ''}`;
/** Products whose list `name` is replaced (staged as product_lists rows). */
const resetProducts = (name: string) =>
  `SELECT (SELECT id FROM products WHERE storefront_id = ?1 AND slug = ${J('slug')}) FROM ${rowsOf('product_lists')} AND ${J(name)} = 1`;
const X = (field: string) => J(field, 'x.row');

/**
 * Each step of the switch for store `storefrontId`, with the staged kinds it reads (a step with
 * none staged is left out). New rows take ids from the store's range (ADR 0308), numbered in file order.
 */
export const switchSteps = (storefrontId: number): { kinds: string[]; sql: string }[] => {
  const ids = (table: RangedTable) => storeRowIds(table, storefrontId, 's.seq, j.key');
  return [
    { kinds: ['brand'], sql: `INSERT INTO brands (id, storefront_id, name) SELECT ${ids('brands')}, ?1, ${J('name')} FROM ${rowsOf('brand')} ON CONFLICT (storefront_id, name) DO NOTHING` },
    {
      kinds: ['warehouse'],
      sql: `INSERT INTO warehouses (id, storefront_id, key, name) SELECT ${ids('warehouses')}, ?1, ${J('key')}, ${J('name')} FROM ${rowsOf('warehouse')}
        ON CONFLICT (storefront_id, key) DO UPDATE SET name = excluded.name`,
    },
    {
      kinds: ['decoration_method'],
      sql: `INSERT INTO decoration_methods (id, storefront_id, name) SELECT ${ids('decoration_methods')}, ?1, ${J('name')} FROM ${rowsOf('decoration_method')}
        AND NOT EXISTS (SELECT 1 FROM decoration_methods d WHERE d.storefront_id = ?1 AND d.name = ${J('name')})`,
    },
    {
      kinds: ['category'],
      sql: `INSERT INTO categories (id, storefront_id, slug, name, is_company, position) SELECT ${ids('categories')}, ?1, ${J('slug')}, ${J('name')}, ${J('is_company')}, ${J('position')}
        FROM ${rowsOf('category')}
        ON CONFLICT (storefront_id, slug) DO UPDATE SET name = excluded.name, is_company = excluded.is_company, position = excluded.position`,
    },
    // Categories that move are detached first, then every staged category is attached to its parent:
    // the tree is never cyclic on the way (the checks refused a cyclic result).
    {
      kinds: ['category'],
      sql: `UPDATE categories SET parent_id = NULL WHERE parent_id IS NOT NULL AND id IN (
          SELECT (SELECT c.id FROM categories c WHERE c.storefront_id = ?1 AND c.slug = ${J('slug')}) FROM ${rowsOf('category')} AND ${J('move')} = 1)`,
    },
    {
      kinds: ['category'],
      sql: `WITH x AS MATERIALIZED (
          SELECT c.id AS id, parent.id AS parent_id FROM catalog_import_chunks s CROSS JOIN json_each(s.payload) j CROSS JOIN categories c CROSS JOIN categories parent
          WHERE s.import_id = ?2 AND s.storefront_id = ?1 AND s.kind = 'category'
            AND c.storefront_id = ?1 AND c.slug = ${J('slug')} AND parent.storefront_id = ?1 AND parent.slug = ${J('parent')})
        UPDATE categories SET parent_id = x.parent_id FROM x WHERE categories.id = x.id AND categories.parent_id IS NOT x.parent_id`,
    },
    {
      kinds: ['product'],
      sql: `INSERT INTO products (id, storefront_id, slug, name, price, final_price, description, short_description, copy_underneath_description, status,
          disabled, discontinued, is_gift_card, allow_custom_amount, is_custom, library_approved, need_attention, brand_id, warehouse_id, thumbnail_path)
        SELECT ${ids('products')}, ?1, ${J('slug')}, ${J('name')}, ${J('price')}, ${J('price')}, ${J('description')}, ${J('short_description')}, ${J('copy_underneath_description')},
          ${J('status')}, ${J('disabled')}, ${J('discontinued')}, ${J('is_gift_card')}, ${J('allow_custom_amount')}, ${J('is_custom')}, ${J('library_approved')},
          ${J('need_attention')},
          (SELECT b.id FROM brands b WHERE b.storefront_id = ?1 AND b.name = ${J('brand')}),
          (SELECT w.id FROM warehouses w WHERE w.storefront_id = ?1 AND w.key = ${J('warehouse')}),
          ${J('thumbnail')}
        FROM ${rowsOf('product')} ORDER BY s.seq, j.key
        ON CONFLICT (storefront_id, slug) DO UPDATE SET name = excluded.name, price = excluded.price, final_price = excluded.final_price,
          description = excluded.description, short_description = excluded.short_description,
          copy_underneath_description = excluded.copy_underneath_description, status = excluded.status, disabled = excluded.disabled,
          discontinued = excluded.discontinued, is_gift_card = excluded.is_gift_card, allow_custom_amount = excluded.allow_custom_amount,
          is_custom = excluded.is_custom, library_approved = excluded.library_approved, need_attention = excluded.need_attention,
          brand_id = excluded.brand_id, warehouse_id = excluded.warehouse_id, thumbnail_path = excluded.thumbnail_path`,
    },
    // A product's lists (categories, photos, decoration methods, input fields, size guides) are
    // replaced as a whole when they differ; lists that did not change are not touched.
    { kinds: ['product_lists'], sql: `DELETE FROM product_categories WHERE storefront_id = ?1 AND product_id IN (${resetProducts('categories')})` },
    { kinds: ['product_lists'], sql: `DELETE FROM product_files WHERE type = 'additional_photo' AND product_id IN (${resetProducts('additional_photos')})` },
    { kinds: ['product_lists'], sql: `DELETE FROM product_decoration_methods WHERE product_id IN (${resetProducts('decoration_methods')})` },
    { kinds: ['product_lists'], sql: `DELETE FROM input_fields WHERE product_id IN (${resetProducts('input_fields')})` },
    { kinds: ['product_lists'], sql: `DELETE FROM size_guides WHERE product_id IN (${resetProducts('size_guides')})` },
    {
      kinds: ['product_category'],
      sql: `INSERT OR IGNORE INTO product_categories (product_id, category_id, storefront_id)
        SELECT p.id, (SELECT c.id FROM categories c WHERE c.storefront_id = ?1 AND c.slug = ${J('category')}), ?1 FROM ${rowsOf('product_category', ['p'])}`,
    },
    {
      kinds: ['product_photo'],
      sql: `INSERT INTO product_files (id, product_id, name, extension, path, full_path, type, position)
        SELECT ${ids('product_files')}, p.id, ${J('name')}, ${J('extension')}, ${J('path')}, ${J('full_path')}, 'additional_photo', ${J('position')}
        FROM ${rowsOf('product_photo', ['p'])} ORDER BY s.seq, j.key`,
    },
    {
      kinds: ['product_decoration'],
      sql: `INSERT OR IGNORE INTO product_decoration_methods (product_id, decoration_method_id)
        SELECT p.id, (SELECT min(d.id) FROM decoration_methods d WHERE d.storefront_id = ?1 AND d.name = ${J('name')}) FROM ${rowsOf('product_decoration', ['p'])}`,
    },
    {
      kinds: ['input_field'],
      sql: `INSERT INTO input_fields (id, product_id, label, is_required, position) SELECT ${ids('input_fields')}, p.id, ${J('label')}, ${J('is_required')}, ${J('position')}
        FROM ${rowsOf('input_field', ['p'])} ORDER BY s.seq, j.key`,
    },
    {
      kinds: ['size_guide'],
      sql: `INSERT INTO size_guides (id, product_id, specification_type) SELECT ${ids('size_guides')}, p.id, ${J('specification_type')} FROM ${rowsOf('size_guide', ['p'])} ORDER BY s.seq, j.key`,
    },
    // A guide's sizes find it as the product's index-th guide (guides are inserted in file order).
    {
      kinds: ['size_guide_size'],
      sql: `INSERT INTO size_guide_sizes (id, size_guide_id, size, value)
        SELECT ${ids('size_guide_sizes')}, (SELECT g.id FROM size_guides g WHERE g.product_id = p.id
            AND (SELECT COUNT(*) FROM size_guides e WHERE e.product_id = p.id AND e.id < g.id) = ${J('index')}), ${J('size')}, ${J('value')}
        FROM ${rowsOf('size_guide_size', ['p'])} ORDER BY s.seq, j.key`,
    },
    {
      kinds: ['variant'],
      sql: updateFrom(
        'product_variants',
        'v.id',
        'variant',
        ['p', 'v'],
        `primary_hex_color = ${X('primary_hex_color')}, secondary_hex_color = ${X('secondary_hex_color')}, thumbnail_path = ${X('thumbnail')},
         discontinued = ${X('discontinued')}, position = ${X('position')}`,
      ),
    },
    {
      kinds: ['variant'],
      sql: `INSERT INTO product_variants (id, product_id, storefront_id, color, primary_hex_color, secondary_hex_color, thumbnail_path, discontinued, position)
        SELECT ${ids('product_variants')}, p.id, ?1, ${J('color')}, ${J('primary_hex_color')}, ${J('secondary_hex_color')}, ${J('thumbnail')}, ${J('discontinued')}, ${J('position')}
        FROM ${rowsOf('variant', ['p'])} AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.color = ${J('color')}) ORDER BY s.seq, j.key`,
    },
    {
      kinds: ['variant_images_reset'],
      sql: `DELETE FROM variant_images WHERE variant_id IN (SELECT v.id FROM ${rowsOf('variant_images_reset', ['p', 'v'])})`,
    },
    {
      kinds: ['variant_image'],
      sql: `INSERT INTO variant_images (id, variant_id, type, full_path, position) SELECT ${ids('variant_images')}, v.id, ${J('type')}, ${J('path')}, ${J('position')}
        FROM ${rowsOf('variant_image', ['p', 'v'])} ORDER BY s.seq, j.key`,
    },
    {
      kinds: ['size'],
      sql: updateFrom('variant_sizes', 'z.id', 'size', ['p', 'v', 's'], `quantity = ${X('quantity')}, price = ${X('price')}, weight = ${X('weight')}, position = ${X('position')}`),
    },
    {
      kinds: ['size'],
      sql: `INSERT INTO variant_sizes (id, variant_id, size, price, quantity, weight, position)
        SELECT ${ids('variant_sizes')}, v.id, ${J('size')}, ${J('price')}, ${J('quantity')}, ${J('weight')}, ${J('position')}
        FROM ${rowsOf('size', ['p', 'v'])} AND NOT EXISTS (SELECT 1 FROM variant_sizes o WHERE o.variant_id = v.id AND o.size = ${J('size')}) ORDER BY s.seq, j.key`,
    },
    {
      kinds: ['archive_product'],
      sql: `UPDATE products SET status = 'archived' WHERE storefront_id = ?1 AND status <> 'archived'
        AND slug IN (SELECT j.value FROM ${rowsOf('archive_product')})`,
    },
    { kinds: ['archive_variant'], sql: updateFrom('product_variants', 'v.id', 'archive_variant', ['p', 'v'], 'discontinued = 1') },
    { kinds: ['archive_size'], sql: updateFrom('variant_sizes', 'z.id', 'archive_size', ['p', 'v', 's'], 'quantity = 0') },
    // The default colour: the first colour on sale, else the first.
    {
      kinds: ['touched'],
      sql: `UPDATE products SET product_color_id = (SELECT v.id FROM product_variants v WHERE v.product_id = products.id ORDER BY v.discontinued, v.position, v.id LIMIT 1)
        WHERE storefront_id = ?1 AND slug IN (SELECT j.value FROM ${rowsOf('touched')})
          AND product_color_id IS NOT (SELECT v.id FROM product_variants v WHERE v.product_id = products.id ORDER BY v.discontinued, v.position, v.id LIMIT 1)`,
    },
  ];
};

/** Splits each kind's rows into JSON arrays of at most CHUNK_CHARS characters. */
export function chunksOf(staged: Staged): { kind: string; seq: number; payload: string }[] {
  const chunks: { kind: string; seq: number; payload: string }[] = [];
  for (const [kind, rows] of staged) {
    let parts: string[] = [];
    let size = 2;
    let seq = 0;
    const flush = () => {
      if (parts.length === 0) return;
      chunks.push({ kind, seq: seq++, payload: `[${parts.join(',')}]` });
      parts = [];
      size = 2;
    };
    for (const row of rows) {
      const json = JSON.stringify(row);
      if (size + json.length + 1 > CHUNK_CHARS) flush();
      parts.push(json);
      size += json.length + 1;
    }
    flush();
  }
  return chunks;
}

export type SwitchProgress = (step: { staged: number; of: number }) => void;

/**
 * Stages the rows and switches them live in one batch, then runs `extra` (the audit entry). Throws
 * when anything fails; the live catalog is then as it was, and the staged rows are removed.
 */
export async function stageAndSwitch(db: D1Database, storefrontId: number, staged: Staged, extra: D1PreparedStatement[], onProgress?: SwitchProgress): Promise<void> {
  const importId = crypto.randomUUID();
  const chunks = chunksOf(staged);
  const removeStaged = () => db.prepare('DELETE FROM catalog_import_chunks WHERE import_id = ?').bind(importId).run();
  try {
    await db.prepare(`DELETE FROM catalog_import_chunks WHERE created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '${STALE_STAGING}')`).run();
    for (let i = 0; i < chunks.length; i += CHUNKS_PER_BATCH) {
      await db.batch(
        chunks.slice(i, i + CHUNKS_PER_BATCH).map((chunk) =>
          db.prepare('INSERT INTO catalog_import_chunks (import_id, storefront_id, kind, seq, payload) VALUES (?, ?, ?, ?, ?)').bind(importId, storefrontId, chunk.kind, chunk.seq, chunk.payload),
        ),
      );
      onProgress?.({ staged: Math.min(i + CHUNKS_PER_BATCH, chunks.length), of: chunks.length });
    }
    const steps = switchSteps(storefrontId).filter((step) => step.kinds.some((kind) => staged.has(kind)));
    await db.batch([
      ...steps.map((step) => db.prepare(step.sql).bind(storefrontId, importId)),
      db.prepare('DELETE FROM catalog_import_chunks WHERE storefront_id = ?1 AND import_id = ?2').bind(storefrontId, importId),
    ]);
    // The audit entry is the registry's (another database): it follows the switch (ADR 0235).
    for (const statement of extra) await statement.run();
  } catch (error) {
    await removeStaged().catch(() => undefined);
    throw error;
  }
}
