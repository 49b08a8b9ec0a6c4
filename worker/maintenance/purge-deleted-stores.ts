import { AUDIT_KEEP_DAYS } from '../operator/audit-log.ts';

/** Days a deleted store's rows are kept before they are purged (docs/operating.md: export first). */
export const DELETED_STORE_KEEP_DAYS = 30;

/**
 * The daily clean-up's operator part (docs/decisions/0159-store-lifecycle.md): stores deleted
 * more than DELETED_STORE_KEEP_DAYS ago leave with every row of theirs (the store row's delete
 * cascades to its catalog, customers, orders, kits and gift cards; the tables without a foreign
 * key are emptied here), and audit entries older than AUDIT_KEEP_DAYS go. The audit entries of
 * a purged store stay for their 400 days: who deleted it is still answerable.
 */
export async function purgeDeletedStores(registry: D1Database, storeDb: D1Database): Promise<{ stores: number; auditEntries: number }> {
  const { results } = await registry
    .prepare(`SELECT id FROM storefronts WHERE deleted_at IS NOT NULL AND deleted_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${DELETED_STORE_KEEP_DAYS} days')`)
    .all<{ id: number }>();
  for (const { id } of results) {
    await storeDb.batch(
      ['mail_outbox', 'storefront_listed_products', 'catalog_store_versions', 'private_grants', 'order_search_terms', 'webhook_endpoints', 'webhook_deliveries', 'known_devices'].map((table) =>
        storeDb.prepare(`DELETE FROM ${table} WHERE storefront_id = ?`).bind(id),
      ),
    );
    await registry.batch([
      registry.prepare('DELETE FROM config_versions WHERE storefront_id = ?').bind(id),
      registry.prepare('DELETE FROM storefronts WHERE id = ?').bind(id),
    ]);
  }
  const audit = await registry
    .prepare(`DELETE FROM operator_audit WHERE at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${AUDIT_KEEP_DAYS} days')`)
    .run();
  return { stores: results.length, auditEntries: audit.meta.changes ?? 0 };
}
