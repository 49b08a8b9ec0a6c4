// Prepares a local D1 database: numbered migrations, then the demo seed (idempotent).
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { ROOT, run } from './run.mjs';

/** Applies migrations and the demo seed to the local state under `persistTo`. */
export async function prepareLocalDatabase(persistTo) {
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persist], { env: { CI: 'true' } });
  const seedFile = path.join(ROOT, '.wrangler', 'seed.sql');
  await mkdir(path.dirname(seedFile), { recursive: true });
  await run('node', ['scripts/seed/generate.ts', seedFile]);
  await run('wrangler', ['d1', 'execute', 'DB', '--local', ...persist, '--file', seedFile], { env: { CI: 'true' } });
}
