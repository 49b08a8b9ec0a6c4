import { STOREFRONT_STATUSES, type StorefrontConfigDocument } from '../../shared/schemas/storefront-config.ts';
import { InvalidStorefrontConfigError, parseStoredConfig } from '../storefront/storefront-record.ts';
import { bumpRegistryVersion } from '../tenant/registry.ts';

type Status = (typeof STOREFRONT_STATUSES)[number];

export type OperatorStoreSummary = { id: number; name: string; status: Status; hostnames: string[] };
/**
 * A store as its operator sees it. A stored config that no longer passes the schema (a schema
 * change, a hand edit in SQL) is shown as stored, with `problems` naming what is wrong, so the
 * operator can read it and send a corrected one instead of meeting a 500 (ADR 0109).
 */
export type OperatorStore = OperatorStoreSummary & {
  config: StorefrontConfigDocument | unknown;
  preview_config: StorefrontConfigDocument | unknown;
  problems?: { config?: string; preview_config?: string };
};

type Row = { id: number; name: string; status: Status; hostnames: string | null };

const SUMMARY_SQL = `SELECT s.id, s.name, s.status,
  (SELECT json_group_array(hostname) FROM (SELECT hostname FROM storefront_hosts h WHERE h.storefront_id = s.id ORDER BY hostname)) AS hostnames
  FROM storefronts s`;

function summary(row: Row): OperatorStoreSummary {
  return { id: row.id, name: row.name, status: row.status, hostnames: row.hostnames ? (JSON.parse(row.hostnames) as string[]) : [] };
}

export async function listStores(db: D1Database): Promise<OperatorStoreSummary[]> {
  const { results } = await db.prepare(`${SUMMARY_SQL} ORDER BY s.id`).all<Row>();
  return results.map(summary);
}

export async function readStore(db: D1Database, id: number): Promise<OperatorStore | null> {
  const row = await db
    .prepare(`${SUMMARY_SQL.replace('FROM storefronts s', ', s.config, s.preview_config FROM storefronts s')} WHERE s.id = ?`)
    .bind(id)
    .first<Row & { config: string; preview_config: string | null }>();
  if (!row) return null;
  const config = readForOperator(row.id, row.config);
  const draft = row.preview_config ? readForOperator(row.id, row.preview_config) : { document: null };
  const problems = {
    ...(config.problem ? { config: config.problem } : {}),
    ...(draft.problem ? { preview_config: draft.problem } : {}),
  };
  return {
    ...summary(row),
    config: config.document,
    preview_config: draft.document,
    ...(Object.keys(problems).length > 0 ? { problems } : {}),
  };
}

/** The stored document, validated; when it fails, as stored (or the raw text) and the reason. */
function readForOperator(id: number, json: string): { document: unknown; problem?: string } {
  try {
    return { document: parseStoredConfig(id, json) };
  } catch (error) {
    if (!(error instanceof InvalidStorefrontConfigError)) throw error;
    let stored: unknown = json;
    try {
      stored = JSON.parse(json);
    } catch {
      // Not JSON at all: the text itself is what the operator needs to see.
    }
    return { document: stored, problem: error.message };
  }
}

/** Hostnames among `hostnames` that a store other than `exceptId` already uses. */
export async function takenHostnames(db: D1Database, hostnames: string[], exceptId: number | null): Promise<string[]> {
  if (hostnames.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT hostname FROM storefront_hosts WHERE hostname IN (SELECT value FROM json_each(?)) AND storefront_id IS NOT ?`)
    .bind(JSON.stringify(hostnames), exceptId)
    .all<{ hostname: string }>();
  return results.map((row) => row.hostname).sort();
}

/** Creates a store with its hostnames in one transaction; answers its id. */
export async function createStore(
  db: D1Database,
  store: { name: string; status: Status; company_name: string; hostnames: string[]; config: StorefrontConfigDocument },
): Promise<number> {
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare('INSERT INTO storefronts (name, status, company_name, config) VALUES (?, ?, ?, ?) RETURNING id')
      .bind(store.name, store.status, store.company_name, JSON.stringify(store.config)),
    // The store just inserted has the highest id inside this transaction.
    ...store.hostnames.map((hostname) =>
      db.prepare('INSERT INTO storefront_hosts (hostname, storefront_id) SELECT ?, MAX(id) FROM storefronts').bind(hostname),
    ),
    bumpRegistryVersion(db),
  ]);
  const id = inserted?.results[0]?.id;
  if (typeof id !== 'number') throw new Error('The new store got no id.');
  return id;
}

export async function updateStore(
  db: D1Database,
  id: number,
  changes: { name?: string | undefined; status?: Status | undefined; company_name?: string | undefined; config?: StorefrontConfigDocument | undefined },
): Promise<void> {
  await db.batch([
    db
      .prepare(
        `UPDATE storefronts SET name = COALESCE(?, name), status = COALESCE(?, status), company_name = COALESCE(?, company_name),
         config = COALESCE(?, config), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`,
      )
      .bind(changes.name ?? null, changes.status ?? null, changes.company_name ?? null, changes.config ? JSON.stringify(changes.config) : null, id),
    bumpRegistryVersion(db),
  ]);
}

/** Replaces the store's hostnames (one transaction). */
export async function replaceHostnames(db: D1Database, id: number, hostnames: string[]): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM storefront_hosts WHERE storefront_id = ?').bind(id),
    ...hostnames.map((hostname) => db.prepare('INSERT INTO storefront_hosts (hostname, storefront_id) VALUES (?, ?)').bind(hostname, id)),
    bumpRegistryVersion(db),
  ]);
}

export async function saveDraft(db: D1Database, id: number, config: StorefrontConfigDocument): Promise<void> {
  await db.batch([
    db
      .prepare(`UPDATE storefronts SET preview_config = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`)
      .bind(JSON.stringify(config), id),
    bumpRegistryVersion(db),
  ]);
}

/** The draft becomes the live config and the draft is cleared. False when there was no draft. */
export async function publishDraft(db: D1Database, id: number): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE storefronts SET config = preview_config, preview_config = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ? AND preview_config IS NOT NULL`,
      )
      .bind(id),
    bumpRegistryVersion(db),
  ]);
  return (updated?.meta.changes ?? 0) > 0;
}

/** True when the error is SQLite's unique-key violation (a hostname taken between check and write). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}
