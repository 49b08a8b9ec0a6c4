import { registryDb, storeDb, type DatabaseBindings } from '../db/databases.ts';
import { deleteStoreRows } from '../db/store-tables.ts';
import { AUDIT_KEEP_DAYS } from '../operator/audit-log.ts';

/** Days a deleted store's rows are kept before they are purged (docs/operating.md: export first). */
export const DELETED_STORE_KEEP_DAYS = 30;

/**
 * The daily clean-up's operator part (docs/decisions/0159-store-lifecycle.md): stores deleted
 * more than DELETED_STORE_KEEP_DAYS ago leave with every row of theirs (emptied from the store's
 * own database first, then its registry rows: a failure in between leaves the store deleted and
 * retried the next day), and audit entries older than AUDIT_KEEP_DAYS go. The audit entries of
 * a purged store stay for their 400 days: who deleted it is still answerable.
 */
export async function purgeDeletedStores(env: DatabaseBindings): Promise<{ stores: number; auditEntries: number }> {
  const registry = registryDb(env);
  const { results } = await registry
    .prepare(`SELECT id, database FROM storefronts WHERE deleted_at IS NOT NULL AND deleted_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${DELETED_STORE_KEEP_DAYS} days')`)
    .all<{ id: number; database: number }>();
  for (const store of results) {
    const db = storeDb(env, store);
    await db.batch(deleteStoreRows(db, store.id));
    await registry.batch([
      registry.prepare('DELETE FROM config_versions WHERE storefront_id = ?').bind(store.id),
      registry.prepare('DELETE FROM storefronts WHERE id = ?').bind(store.id),
    ]);
  }
  const audit = await registry
    .prepare(`DELETE FROM operator_audit WHERE at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${AUDIT_KEEP_DAYS} days')`)
    .run();
  return { stores: results.length, auditEntries: audit.meta.changes ?? 0 };
}
