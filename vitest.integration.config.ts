import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { writeCatalogsModule } from './scripts/i18n/compile-catalogs.mjs';

/**
 * API + D1 + tenant isolation inside the Workers runtime (workerd via miniflare), with the
 * real wrangler.toml bindings. Each test file starts from the migrated and seeded databases (the
 * registry and four store databases, the demo stores spread over them: docs/scaling.md).
 * Needs `npm run build` first (the SSR reads dist/client/manifest.json through ASSETS).
 */
export default defineConfig(async () => {
  // The Worker imports the precompiled catalogs; the Workers pool runs no wrangler [build] (ADR 0147).
  writeCatalogsModule();
  const migrations = await readD1Migrations('migrations/registry');
  const storeMigrations = await readD1Migrations('migrations/store');
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        // The edge cache and the catalog memo are off here: tests change catalog rows and read them
        // back at once. tests/integration/edge-cache/ and catalog/catalog-memo.test.ts turn them on
        // for their own requests (ADRs 0132, 0155).
        // Webhook retries without waiting (WEBHOOK_RETRY_BASE_SECONDS 0) and batches handed over
        // within 50 ms; the queues, retries and dead-letter queue are those of wrangler.toml (ADR 0205).
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_STORE_MIGRATIONS: storeMigrations,
            OPERATOR_TOKEN: 'local-operator-token',
            STUDIO_HOST: 'studio.localhost',
            ENVIRONMENT: 'development',
            EDGE_CACHE_SECONDS: '0',
            CATALOG_MEMO_ENTRIES: '0',
            WEBHOOK_RETRY_BASE_SECONDS: '0',
            // A store move waits this long for other isolates (one isolate here; ADR 0236).
            STORE_MOVE_SETTLE_MS: '300',
          },
          queueConsumers: {
            'storefront-webhooks': { maxBatchTimeout: 0.05, maxRetries: 6, deadLetterQueue: 'storefront-webhooks-dlq', retryDelay: 0 },
            'storefront-webhooks-dlq': { maxBatchTimeout: 0.05 },
          },
        },
      }),
    ],
    test: {
      include: ['tests/integration/**/*.test.ts'],
      setupFiles: ['tests/integration/setup/apply-migrations-and-seed.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
});
