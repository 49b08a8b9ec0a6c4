import { app } from './app.ts';
import type { Env } from './env.ts';
import { storeDatabaseSessions } from './db/databases.ts';
import { pruneExpired, type PruneCounts } from './maintenance/prune-expired.ts';
import { purgeDeletedStores } from './maintenance/purge-deleted-stores.ts';
import { expireUnpaidOrders } from './orders/expire-unpaid-orders.ts';
import { consumeWebhookBatch } from './webhooks/webhook-consumer.ts';

/** The daily clean-up's trigger (wrangler.toml [triggers] crons; the other one is hourly). */
const DAILY_CLEAN_UP_CRON = '17 3 * * *';

export { PreviewChannel } from './services/preview-channel.ts';
export { RateLimitCounter } from './auth/rate-limit-counter.ts';

export default {
  fetch: app.fetch,
  // Webhook deliveries and their dead letters (wrangler.toml [[queues.consumers]], ADR 0205).
  async queue(batch, env, _ctx) {
    await consumeWebhookBatch(batch, env);
  },
  // wrangler.toml [triggers]: the daily clean-up of expired rows (docs/decisions/0108-daily-clean-up.md),
  // and every hour the unpaid orders' reminders and expiry (docs/decisions/0261-unpaid-orders-expire.md).
  async scheduled(controller, env) {
    if (controller.cron === DAILY_CLEAN_UP_CRON) {
      // Every store database (the registry holds nothing that expires by itself).
      const counts: PruneCounts = { sessions: 0, emailTokens: 0, privateGrants: 0, ssoNonces: 0, knownDevices: 0 };
      for (const db of storeDatabaseSessions(env)) {
        const pruned = await pruneExpired(db);
        for (const key of Object.keys(counts) as (keyof PruneCounts)[]) counts[key] += pruned[key];
      }
      const purged = await purgeDeletedStores(env);
      console.log('Daily clean-up: removed', JSON.stringify({ ...counts, deletedStores: purged.stores, auditEntries: purged.auditEntries }));
    }
    const expiry = await expireUnpaidOrders(env);
    if (expiry.reminded || expiry.cancelled) console.log('Unpaid orders:', JSON.stringify(expiry));
  },
} satisfies ExportedHandler<Env>;
