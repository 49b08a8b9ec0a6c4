/** Reads of a store's numbered config versions (registry database; written by operator-stores.ts). */
export type ConfigVersionSummary = { version: number; kind: 'draft' | 'published'; at: string; actor: { id: string | null; name: string } };

type Row = { version: number; kind: 'draft' | 'published'; at: string; actor_id: string | null; actor_name: string };

const summary = (row: Row): ConfigVersionSummary => ({ version: row.version, kind: row.kind, at: row.at, actor: { id: row.actor_id, name: row.actor_name } });

/** Newest first, `limit` at a time below `cursor` (a version number). */
export async function listVersions(
  registry: D1Database,
  storefrontId: number,
  limit: number,
  cursor: number | null,
): Promise<{ versions: ConfigVersionSummary[]; next: number | null }> {
  const { results } = await registry
    .prepare(
      `SELECT version, kind, at, actor_id, actor_name FROM config_versions WHERE storefront_id = ?1 AND (?2 IS NULL OR version < ?2)
       ORDER BY version DESC LIMIT ?3`,
    )
    .bind(storefrontId, cursor, limit + 1)
    .all<Row>();
  const versions = results.slice(0, limit).map(summary);
  return { versions, next: results.length > limit ? (versions.at(-1)?.version ?? null) : null };
}

export async function readVersion(registry: D1Database, storefrontId: number, version: number): Promise<(ConfigVersionSummary & { config: string }) | null> {
  const row = await registry
    .prepare('SELECT version, kind, at, actor_id, actor_name, config FROM config_versions WHERE storefront_id = ? AND version = ?')
    .bind(storefrontId, version)
    .first<Row & { config: string }>();
  return row ? { ...summary(row), config: row.config } : null;
}
