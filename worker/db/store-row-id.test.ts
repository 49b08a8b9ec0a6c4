import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_STORE_ID, RANGED_TABLES, ROWS_PER_STORE, storeIdRange, storeRowId, storeRowIds } from './store-row-id.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS = path.join(ROOT, 'migrations/store');

/** The store schema's migrations, in the order they apply. */
const migrations = () =>
  readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(MIGRATIONS, name), 'utf8').replace(/--[^\n]*/g, '') }));

/** Every .ts file (not a test) under a folder. */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
    .map((name) => path.join(dir, name));
}

/** Each `INSERT … INTO table (columns)` in a text: the table and its column list. */
const insertsIn = (text: string) =>
  [...text.matchAll(/\bINSERT(?:\s+OR\s+\w+)?\s+INTO\s+(\w+)\s*\(([^)]*)\)/gi)].map((m) => ({ table: m[1]!, columns: m[2]!.split(',').map((c) => c.trim()) }));

const ranged = new Set<string>(RANGED_TABLES);

describe('storeIdRange', () => {
  it('gives each store 2^32 ids above its id × 2^32, the last store’s ids within 15 digits', () => {
    expect(storeIdRange(1)).toEqual({ lo: ROWS_PER_STORE, hi: 2 * ROWS_PER_STORE });
    expect(storeIdRange(66)).toEqual({ lo: 66 * 4294967296, hi: 67 * 4294967296 });
    expect(MAX_STORE_ID).toBe(232_829);
    const last = storeIdRange(MAX_STORE_ID).hi - 1;
    expect(String(last)).toMatch(/^[1-9]\d{0,14}$/);
    expect(Number.isSafeInteger(last)).toBe(true);
    // One store more would reach 16 digits.
    expect(String((MAX_STORE_ID + 2) * ROWS_PER_STORE - 1).length).toBe(16);
  });

  it('refuses what is not a store id with a range', () => {
    for (const id of [0, -1, 1.5, Number.NaN, MAX_STORE_ID + 1]) expect(() => storeIdRange(id), String(id)).toThrow(RangeError);
  });

  it('inlines the range as integers into the next id', () => {
    expect(storeRowId('orders', 2)).toBe('(SELECT coalesce(max(id), 8589934592) FROM orders WHERE id > 8589934592 AND id < 12884901888) + 1');
    expect(storeRowIds('kit_links', 1, 'key')).toBe(
      '(SELECT coalesce(max(id), 4294967296) FROM kit_links WHERE id > 4294967296 AND id < 8589934592) + row_number() OVER (ORDER BY key)',
    );
    // A table name that is not a ranged table never reaches SQL.
    expect(() => storeRowId('storefronts' as never, 1)).toThrow(RangeError);
  });
});

describe('every insert into a store table with an integer id gives the id', () => {
  it('lists exactly the store tables whose primary key is an integer id', () => {
    const tables = new Set<string>();
    for (const { sql } of migrations()) {
      for (const m of sql.matchAll(/CREATE TABLE(?: IF NOT EXISTS)?\s+(\w+)\s*\(([\s\S]*?)\)\s*(?:WITHOUT ROWID)?\s*;/g)) {
        if (/^\s*id INTEGER PRIMARY KEY\b/m.test(m[2]!)) tables.add(m[1]!);
      }
    }
    expect([...tables].sort()).toEqual([...RANGED_TABLES].sort());
  });

  it('names the id in every INSERT of the worker and the scripts, from the store range where the worker writes', () => {
    const missed: string[] = [];
    for (const file of [...sources('worker'), ...sources('scripts')]) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const insert of insertsIn(text)) {
        if (ranged.has(insert.table) && !insert.columns.includes('id')) missed.push(`${file}: ${insert.table}`);
      }
      // The worker's own writes take the id from the store's range (scripts write fixed or ranged ids).
      if (file.startsWith('worker') && insertsIn(text).some((insert) => ranged.has(insert.table)) && !/\bstoreRowIds?\(/.test(text)) missed.push(`${file}: no storeRowId`);
    }
    expect(missed).toEqual([]);
  });

  it('names the id in every trigger that inserts into such a table, as the last migration defines it', () => {
    const triggers = new Map<string, string>();
    for (const { sql } of migrations()) {
      for (const m of sql.matchAll(/DROP TRIGGER(?: IF EXISTS)?\s+(\w+)/g)) triggers.delete(m[1]!);
      for (const m of sql.matchAll(/CREATE TRIGGER(?: IF NOT EXISTS)?\s+(\w+)([\s\S]*?)\bEND;/g)) triggers.set(m[1]!, m[2]!);
    }
    const missed = [...triggers].flatMap(([name, body]) => insertsIn(body).filter((i) => ranged.has(i.table) && !i.columns.includes('id')).map(() => name));
    expect(missed).toEqual([]);
    expect(triggers.get('kits_first_link')).toMatch(/new\.storefront_id \* 4294967296/);
  });
});
