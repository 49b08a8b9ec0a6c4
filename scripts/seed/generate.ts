/// <reference types="node" />
/**
 * Writes the demo seed SQL, one statement per line.
 * Usage: node scripts/seed/generate.ts [out-file]   (default .wrangler/seed.sql)
 * Then:  wrangler d1 execute DB --local --file <out-file>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildSeedStatements } from './build-seed-sql.ts';

const outFile = resolve(process.argv[2] ?? '.wrangler/seed.sql');
const statements = await buildSeedStatements();
for (const statement of statements) {
  if (/[\r\n]/.test(statement)) throw new Error('seed: a statement spans several lines');
}
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, statements.map((s) => `${s};\n`).join(''));
console.log(`seed: wrote ${statements.length} statements to ${outFile}`);
