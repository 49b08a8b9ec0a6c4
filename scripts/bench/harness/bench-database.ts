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
