/**
 * The operator audit log (registry database, migration 0016): one row per operator write, added
 * in the same batch as the write it records, so a write without its entry (or an entry without
 * its write) cannot happen. Kept 400 days (worker/maintenance/prune-expired.ts).
 */
export type AuditActor = { id: string; name: string; ip: string };

export type AuditEntry = {
  id: number;
  at: string;
  actor: { id: string; name: string };
  action: string;
  storefront_id: number | null;
  ip: string;
  detail: Record<string, unknown>;
};

type AuditRow = { id: number; at: string; actor_id: string; actor_name: string; action: string; storefront_id: number | null; ip: string; detail: string };

export const AUDIT_KEEP_DAYS = 400;

/**
 * The entry's INSERT. With `onlyIf` (an SQL condition and its values) the entry is written only
 * when the condition holds when the statement runs: a guarded write records itself only if it
 * happens (operator-stores.ts puts it before the write, under the same guard).
 */
export function auditStatement(
  registry: D1Database,
  actor: AuditActor,
  action: string,
  storefrontId: number | null,
  detail: Record<string, unknown> = {},
  onlyIf?: { sql: string; values: unknown[] },
): D1PreparedStatement {
  const values = [actor.id, actor.name, action, storefrontId, actor.ip, JSON.stringify(detail)];
  if (!onlyIf) {
    return registry.prepare('INSERT INTO operator_audit (actor_id, actor_name, action, storefront_id, ip, detail) VALUES (?, ?, ?, ?, ?, ?)').bind(...values);
  }
  return registry
    .prepare(`INSERT INTO operator_audit (actor_id, actor_name, action, storefront_id, ip, detail) SELECT ?, ?, ?, ?, ?, ? WHERE ${onlyIf.sql}`)
    .bind(...values, ...onlyIf.values);
}

/** Entries newest first, `limit` at a time; `cursor` is the last id of the page before. */
export async function listAudit(
  registry: D1Database,
  filter: { storefrontId: number | null },
  limit: number,
  cursor: number | null,
): Promise<{ entries: AuditEntry[]; next: number | null }> {
  // Two shapes, so each uses its index (operator_audit_store, or the rowid) for the newest first.
  const where = filter.storefrontId === null ? '(?1 IS NULL OR id < ?1)' : 'storefront_id = ?3 AND (?1 IS NULL OR id < ?1)';
  const { results } = await registry
    .prepare(`SELECT id, at, actor_id, actor_name, action, storefront_id, ip, detail FROM operator_audit WHERE ${where} ORDER BY id DESC LIMIT ?2`)
    .bind(cursor, limit + 1, ...(filter.storefrontId === null ? [] : [filter.storefrontId]))
    .all<AuditRow>();
  const entries = results.slice(0, limit).map((row) => ({
    id: row.id,
    at: row.at,
    actor: { id: row.actor_id, name: row.actor_name },
    action: row.action,
    storefront_id: row.storefront_id,
    ip: row.ip,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
  }));
  return { entries, next: results.length > limit ? (entries.at(-1)?.id ?? null) : null };
}
