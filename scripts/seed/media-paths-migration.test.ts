/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSeedStatements } from './build-seed-sql.ts';
import { MIGRATIONS_DIR } from './sqlite-check.ts';

// Migration 0009 moves catalog rows of a local database seeded before ADR 0066 from the shared
// /media/demo/… to /media/{storefrontId}/…: afterwards they equal a fresh seed's rows.

const MOVE = '0009_media_paths_per_store.sql';
const QUERIES = [
  'SELECT id, thumbnail_path FROM products ORDER BY id',
  'SELECT id, full_path, path FROM product_files ORDER BY id',
  'SELECT id, swatch_url, thumbnail_path FROM product_variants ORDER BY id',
  'SELECT id, full_path FROM variant_images ORDER BY id',
  'SELECT id, banner_path FROM kits ORDER BY id',
  'SELECT id, image FROM order_items ORDER BY id',
];

const isRegistryRow = (statement: string) => statement.startsWith('INSERT INTO storefronts') || statement.includes('INTO storefront_hosts');

/** The seed as it was written before: every catalog file under /media/demo/ (store configs are re-seeded anyway). */
function seedBeforeTheMove(statement: string): string {
  if (statement.includes('INTO config_versions')) return ''; // a later migration's table
  // The registry rows name columns of later migrations (storefronts.database): seeded after them.
  if (isRegistryRow(statement)) return '';
  return statement.replace(/'\/media\/\d+\//g, "'/media/demo/").replace(/'media\/\d+\//g, "'media/demo/");
}

describe(`migration ${MOVE}`, () => {
  it('rewrites old shared paths into each row’s store folder', async () => {
    const { DatabaseSync } = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite');
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
    expect(files).toContain(MOVE);
    const statements = await buildSeedStatements();

    const migrated = new DatabaseSync(':memory:');
    // Catalog rows go in before their stores (seeded after the later migrations, above).
    migrated.exec('PRAGMA foreign_keys = OFF');
    for (const file of files.filter((f) => f < MOVE)) migrated.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
    for (const statement of statements) migrated.exec(seedBeforeTheMove(statement));
    expect(Number((migrated.prepare("SELECT COUNT(*) AS n FROM variant_images WHERE full_path LIKE '/media/demo/%'").get() as { n: number }).n)).toBeGreaterThan(300);
    for (const file of files.filter((f) => f >= MOVE)) migrated.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
    for (const statement of statements.filter(isRegistryRow)) migrated.exec(statement);

    const fresh = new DatabaseSync(':memory:');
    for (const file of files) fresh.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
    for (const statement of statements) fresh.exec(statement);

    for (const query of QUERIES) expect(migrated.prepare(query).all(), query).toEqual(fresh.prepare(query).all());
  });
});
