import { app } from './app.ts';
import type { Env } from './env.ts';
import { registryDb } from './db/databases.ts';
import { pruneExpired } from './maintenance/prune-expired.ts';
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
    const counts = await pruneExpired(env.DB);
    const purged = await purgeDeletedStores(registryDb(env), env.DB);
    console.log('Daily clean-up: removed', JSON.stringify({ ...counts, deletedStores: purged.stores, auditEntries: purged.auditEntries }));
  },
} satisfies ExportedHandler<Env>;
