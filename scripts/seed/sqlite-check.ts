/// <reference types="node" />
/**
 * Applies the migrations and the seed (twice, to prove idempotency) to an in-memory SQLite with
 * foreign keys on, and reports what landed. Used by seed-data.test.ts; runs in-process when
 * `node:sqlite` exists (Node 22.5+), otherwise the test runs this file as a CLI under the
 * project's Node 22 (node_modules/.bin/node), which prints the summary as JSON.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DatabaseSync } from 'node:sqlite';
import { buildSeedStatements } from './build-seed-sql.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/registry', import.meta.url));

export type Row = Record<string, unknown>;
export type SeedCheckSummary = {
  tables: string[];
  countsAfterFirstRun: Record<string, number>;
  countsAfterSecondRun: Record<string, number>;
  foreignKeyViolations: Row[];
  results: Record<string, Row[]>;
};

/** Read-only checks the test asserts on (all scoped by storefront like the app's queries). */
export const SEED_CHECK_QUERIES: Record<string, string> = {
  store1Published: "SELECT COUNT(*) AS n FROM products WHERE storefront_id = 1 AND status = 'published' AND disabled = 0",
  hosts: 'SELECT hostname, storefront_id FROM storefront_hosts ORDER BY hostname',
  storefronts: 'SELECT id, name, status, config, private_password_hash FROM storefronts ORDER BY id',
  customers: 'SELECT storefront_id, email, password_hash, email_verified_at FROM customers ORDER BY id',
  shopperOrders:
    "SELECT o.status, o.payment_status, o.total, o.total_without_discounts, (SELECT COUNT(*) FROM order_items i WHERE i.order_id = o.id) AS items FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.storefront_id = 1 AND c.email = 'shopper@demo.test'",
  reviewStats:
    'SELECT p.id, p.reviews_count, p.reviews_rate_average, (SELECT COUNT(*) FROM reviews r WHERE r.product_id = p.id) AS actual FROM products p',
  giftCards: 'SELECT storefront_id, customer_id, code, balance, status FROM gift_cards ORDER BY id',
};

function migrationFiles(dir: string): string[] {
  return readdirSync(dir).filter((f) => f.endsWith('.sql')).sort().map((f) => join(dir, f));
}

/** Runs migrations, then every statement twice, on the given (empty) database. */
export function runSeedCheck(db: DatabaseSync, statements: string[], migrationsDir = MIGRATIONS_DIR): SeedCheckSummary {
  db.exec('PRAGMA foreign_keys = ON');
  for (const file of migrationFiles(migrationsDir)) db.exec(readFileSync(file, 'utf8'));
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY name").all() as Row[])
    .map((r) => String(r.name));
  const counts = (): Record<string, number> =>
    Object.fromEntries(tables.map((t) => [t, Number((db.prepare(`SELECT COUNT(*) AS n FROM "${t}"`).get() as Row).n)]));
  for (const statement of statements) db.exec(statement);
  const countsAfterFirstRun = counts();
  for (const statement of statements) db.exec(statement);
  const countsAfterSecondRun = counts();
  const results = Object.fromEntries(
    Object.entries(SEED_CHECK_QUERIES).map(([name, sql]) => [name, db.prepare(sql).all() as Row[]]),
  );
  const foreignKeyViolations = db.prepare('PRAGMA foreign_key_check').all() as Row[];
  return { tables, countsAfterFirstRun, countsAfterSecondRun, foreignKeyViolations, results };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { DatabaseSync: Database } = await import('node:sqlite');
  const summary = runSeedCheck(new Database(':memory:'), await buildSeedStatements());
  process.stdout.write(JSON.stringify(summary));
}
