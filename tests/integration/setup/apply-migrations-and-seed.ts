import { applyD1Migrations, env } from 'cloudflare:test';
import { buildSeedStatements } from '../../../scripts/seed/build-seed-sql.ts';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    }
  }
}

// Migrations and the demo seed are idempotent, so every test file can run them.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const statements = await buildSeedStatements();
for (let i = 0; i < statements.length; i += 100) {
  await env.DB.batch(statements.slice(i, i + 100).map((sql) => env.DB.prepare(sql)));
}
