/// <reference types="node" />
/**
 * Writes the demo seed SQL, one statement per line, one file per database: DB.sql (the
 * registry) and STORE_DB_<n>.sql (docs/scaling.md).
 * Usage: node scripts/seed/generate.ts [out-dir]   (default .wrangler/seed)
 * Then:  wrangler d1 execute DB --local --file <out-dir>/DB.sql   (and each STORE_DB_<n>)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSeedParts } from './build-seed-sql.ts';

const outDir = resolve(process.argv[2] ?? '.wrangler/seed');
const { registry, stores } = await buildSeedParts();
mkdirSync(outDir, { recursive: true });
const files: [string, string[]][] = [['DB', registry], ...stores.map((statements, n): [string, string[]] => [`STORE_DB_${n}`, statements])];
for (const [binding, statements] of files) {
  for (const statement of statements) {
    if (/[\r\n]/.test(statement)) throw new Error('seed: a statement spans several lines');
  }
  // An empty file is refused by `wrangler d1 execute`: a database with no demo store gets a no-op.
  writeFileSync(join(outDir, `${binding}.sql`), statements.length ? statements.map((s) => `${s};\n`).join('') : 'SELECT 1;\n');
  console.log(`seed: wrote ${statements.length} statements to ${join(outDir, `${binding}.sql`)}`);
}
