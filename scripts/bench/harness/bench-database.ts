// The bench's own local D1: migrations and the demo seed (the same data as `npm start`), in its
// own state directory so no running server or test shares it. Both steps are idempotent.
import path from 'node:path';
import { run } from './tools.ts';

export async function prepareBenchDatabase(persistTo: string): Promise<void> {
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo]);
  const seedFile = path.join(persistTo, 'seed.sql');
  await run('node', ['scripts/seed/generate.ts', seedFile]);
  await run('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', seedFile]);
}
