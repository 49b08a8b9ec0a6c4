import { applyD1Migrations, env } from 'cloudflare:test';
import { buildSeedParts } from '../../../scripts/seed/build-seed-sql.ts';
import { storeDatabases } from '../../../worker/db/databases.ts';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
      TEST_STORE_MIGRATIONS: import('cloudflare:test').D1Migration[];
    }
  }
}

// Migrations and the demo seed are idempotent, so every test file can run them: the registry
// and each store database (four, so every test runs sharded: docs/scaling.md).
const { registry, stores } = await buildSeedParts();
const targets: [D1Database, import('cloudflare:test').D1Migration[], string[]][] = [
  [env.DB, env.TEST_MIGRATIONS, registry],
  ...storeDatabases(env).map((db, n): [D1Database, import('cloudflare:test').D1Migration[], string[]] => [db, env.TEST_STORE_MIGRATIONS, stores[n] ?? []]),
];
for (const [db, migrations, statements] of targets) {
  await applyD1Migrations(db, migrations);
  for (let i = 0; i < statements.length; i += 100) {
    await db.batch(statements.slice(i, i + 100).map((sql) => db.prepare(sql)));
  }
}
