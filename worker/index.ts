import { app } from './app.ts';
import type { Env } from './env.ts';
import { registryDb, storeDatabases } from './db/databases.ts';
import { pruneExpired, type PruneCounts } from './maintenance/prune-expired.ts';
import { purgeDeletedStores } from './maintenance/purge-deleted-stores.ts';
import { consumeWebhookBatch } from './webhooks/webhook-consumer.ts';

export { PreviewChannel } from './services/preview-channel.ts';

export default {
  fetch: app.fetch,
  // Webhook deliveries and their dead letters (wrangler.toml [[queues.consumers]], ADR 0205).
  async queue(batch, env, _ctx) {
    await consumeWebhookBatch(batch, env);
  },
  // The daily clean-up of expired rows (wrangler.toml [triggers], docs/decisions/0108-daily-clean-up.md).
  async scheduled(_controller, env) {
    // Every store database, and the registry (its operator sign-in counters).
    const counts: PruneCounts = { sessions: 0, emailTokens: 0, privateGrants: 0, ssoNonces: 0, rateLimits: 0 };
    for (const db of [registryDb(env), ...storeDatabases(env)]) {
      const pruned = await pruneExpired(db);
      for (const key of Object.keys(counts) as (keyof PruneCounts)[]) counts[key] += pruned[key];
    }
    const purged = await purgeDeletedStores(env);
    console.log('Daily clean-up: removed', JSON.stringify({ ...counts, deletedStores: purged.stores, auditEntries: purged.auditEntries }));
  },
} satisfies ExportedHandler<Env>;
