// The bench's own local D1: migrations and the demo seed (the same data as `npm start`) in the
// registry and every store database, in its own state directory so no running server or test
// shares it. Both steps are idempotent.
import path from 'node:path';
import { run } from './tools.ts';

export async function prepareBenchDatabase(persistTo: string): Promise<void> {
  const seedDir = path.join(persistTo, 'seed');
  await run('node', ['scripts/seed/generate.ts', seedDir]);
  for (const binding of ['DB', 'STORE_DB_0', 'STORE_DB_1', 'STORE_DB_2', 'STORE_DB_3']) {
    await run('wrangler', ['d1', 'migrations', 'apply', binding, '--local', '--persist-to', persistTo]);
    await run('wrangler', ['d1', 'execute', binding, '--local', '--persist-to', persistTo, '--file', path.join(seedDir, `${binding}.sql`)]);
  }
}

/** The registry and every local store database (wrangler.toml). */
export const BENCH_DATABASES = ['DB', 'STORE_DB_0', 'STORE_DB_1', 'STORE_DB_2', 'STORE_DB_3'];

/** Applies each database's migrations (docs/scaling.md) with the bench's own runner. */
export async function migrateBenchDatabases(runner: (command: string, args: string[]) => Promise<unknown>, persistTo: string): Promise<void> {
  for (const binding of BENCH_DATABASES) await runner('wrangler', ['d1', 'migrations', 'apply', binding, '--local', '--persist-to', persistTo]);
}

/**
 * A bench store's SQL split by database: its registry rows (one-line `storefronts` and
 * `storefront_hosts` inserts) for DB, everything else for STORE_DB_0, where a bench store lives
 * (`storefronts.database` defaults to 0).
 */
export function splitBenchSql(sql: string): { registry: string; store: string } {
  const registry: string[] = [];
  const store: string[] = [];
  for (const line of sql.split('\n')) (/^INSERT OR IGNORE INTO (storefronts|storefront_hosts) /.test(line) ? registry : store).push(line);
  return { registry: registry.join('\n') || 'SELECT 1;', store: store.join('\n') };
}
