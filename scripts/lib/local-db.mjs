// Prepares the local D1 databases: the registry and every store database (STORE_DB_<n> of
// wrangler.toml), each with its own migrations folder, then the demo seed (idempotent), each
// store's rows into the database its tenant entry names (docs/scaling.md).
import path from 'node:path';
import { mkdir, readFile } from 'node:fs/promises';
import { ROOT, run } from './run.mjs';

/** The store database bindings wrangler.toml declares, in order (STORE_DB_0, STORE_DB_1, …). */
export async function storeBindings() {
  const toml = await readFile(path.join(ROOT, 'wrangler.toml'), 'utf8');
  return [...toml.matchAll(/^binding = "(STORE_DB_\d+)"/gm)].map((m) => m[1]);
}

/** Applies migrations and the demo seed to the local state under `persistTo`. */
export async function prepareLocalDatabase(persistTo) {
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  const stores = await storeBindings();
  const seedDir = path.join(ROOT, '.wrangler', 'seed');
  await mkdir(seedDir, { recursive: true });
  await run('node', ['scripts/seed/generate.ts', seedDir]);
  for (const binding of ['DB', ...stores]) {
    await run('wrangler', ['d1', 'migrations', 'apply', binding, '--local', ...persist], { env: { CI: 'true' } });
    await run('wrangler', ['d1', 'execute', binding, '--local', ...persist, '--file', path.join(seedDir, `${binding}.sql`)], { env: { CI: 'true' } });
  }
}
