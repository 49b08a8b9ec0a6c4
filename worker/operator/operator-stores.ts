import { STOREFRONT_STATUSES, type StorefrontConfigDocument } from '../../shared/schemas/storefront-config.ts';
import { InvalidStorefrontConfigError, parseStoredConfig } from '../storefront/storefront-record.ts';
import { bumpRegistryVersion } from '../tenant/registry.ts';
import { auditStatement, type AuditActor } from './audit-log.ts';

/**
 * The registry rows of stores as the operator API changes them (registry database). Every write
 * is one batch (one transaction) with its audit entry, the store's own registry version bump
 * (per-store caches, docs/decisions/0160-per-store-caches.md) and, for configs, a numbered
 * version (docs/decisions/0158-config-versions.md). A write that names the version it was made
 * from (If-Match) is guarded: every statement of the batch runs only if the store is still at
 * that version, so a stale write changes nothing, its audit entry and version included.
 */
type Status = (typeof STOREFRONT_STATUSES)[number];

export type OperatorStoreSummary = {
  id: number;
  name: string;
  status: Status;
  company_name: string;
  hostnames: string[];
  primary_hostname: string | null;
  suspended: boolean;
  config_version: number;
  draft_version: number | null;
  published_at: string | null;
  /** The store database (STORE_DB_<n>) holding the store's own rows (docs/scaling.md). */
  database: number;
  /** Set while `stores move` copies the store: shoppers get 503 until then (ADR 0236). */
  moving_until: string | null;
};
/**
 * A store as its operator sees it. A stored config that no longer passes the schema (a schema
 * change, a hand edit in SQL) is shown as stored, with `problems` naming what is wrong, so the
 * operator can read it and send a corrected one instead of meeting a 500 (ADR 0109).
 */
export type OperatorStore = OperatorStoreSummary & {
  config: StorefrontConfigDocument | unknown;
  preview_config: StorefrontConfigDocument | unknown;
  has_private_password: boolean;
  problems?: { config?: string; preview_config?: string };
};

type Row = {
  id: number;
  name: string;
  status: Status;
  company_name: string;
  hostnames: string | null;
  primary_hostname: string | null;
  suspended_at: string | null;
  config_version: number;
  draft_version: number | null;
  published_at: string | null;
  database: number;
  moving_until: string | null;
};

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
const SUMMARY_COLUMNS = `s.id, s.name, s.status, s.company_name, s.suspended_at, s.config_version, s.draft_version, s.database, s.moving_until,
  (SELECT json_group_array(hostname) FROM (SELECT hostname FROM storefront_hosts h WHERE h.storefront_id = s.id ORDER BY hostname)) AS hostnames,
  (SELECT hostname FROM storefront_hosts h WHERE h.storefront_id = s.id AND h.is_primary = 1) AS primary_hostname,
  (SELECT at FROM config_versions v WHERE v.storefront_id = s.id AND v.version = s.config_version) AS published_at`;

function summary(row: Row): OperatorStoreSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    company_name: row.company_name,
    hostnames: row.hostnames ? (JSON.parse(row.hostnames) as string[]) : [],
    primary_hostname: row.primary_hostname,
    suspended: row.suspended_at !== null,
    config_version: row.config_version,
    draft_version: row.draft_version,
    published_at: row.published_at,
    database: row.database,
    moving_until: row.moving_until,
  };
}

/** Stores in id order, `limit` at a time after `cursor` (an id); only `scope`'s when given. */
export async function listStores(
  db: D1Database,
  scope: readonly number[] | null,
  limit: number,
  cursor: number | null,
): Promise<{ stores: OperatorStoreSummary[]; next: number | null }> {
  const { results } = await db
    .prepare(
      `SELECT ${SUMMARY_COLUMNS} FROM storefronts s WHERE s.deleted_at IS NULL AND s.id > ?1
       AND (?2 IS NULL OR s.id IN (SELECT value FROM json_each(?2))) ORDER BY s.id LIMIT ?3`,
    )
    .bind(cursor ?? 0, scope === null ? null : JSON.stringify(scope), limit + 1)
    .all<Row>();
  const stores = results.slice(0, limit).map(summary);
  return { stores, next: results.length > limit ? (stores.at(-1)?.id ?? null) : null };
}

/** A store that exists and is not deleted, with its configs. */
export async function readStore(db: D1Database, id: number): Promise<OperatorStore | null> {
  const row = await db
    .prepare(`SELECT ${SUMMARY_COLUMNS}, s.config, s.preview_config, s.private_password_hash IS NOT NULL AS has_password
      FROM storefronts s WHERE s.id = ? AND s.deleted_at IS NULL`)
    .bind(id)
    .first<Row & { config: string; preview_config: string | null; has_password: number }>();
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
    has_private_password: row.has_password === 1,
    ...(Object.keys(problems).length > 0 ? { problems } : {}),
  };
}

/** The stored document, validated; when it fails, as stored (or the raw text) and the reason. */
export function readForOperator(id: number, json: string): { document: unknown; problem?: string } {
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

/** Which version a guarded write was made from: the live config's, or the draft's (else the live one's). */
export type Expected = { of: 'config' | 'draft'; version: number } | null;

/** "The store exists, is not deleted and (when expected) is still at that version", as SQL. */
function guard(id: number, expected: Expected): { sql: string; values: unknown[] } {
  const column = expected?.of === 'draft' ? 'COALESCE(g.draft_version, g.config_version)' : 'g.config_version';
  return {
    sql: `EXISTS (SELECT 1 FROM storefronts g WHERE g.id = ? AND g.deleted_at IS NULL AND (? IS NULL OR ${column} = ?))`,
    values: [id, expected?.version ?? null, expected?.version ?? null],
  };
}

const NEXT_VERSION = '(SELECT COALESCE(MAX(version), 0) + 1 FROM config_versions WHERE storefront_id = ?)';
const LAST_VERSION = '(SELECT MAX(version) FROM config_versions WHERE storefront_id = ?)';

function versionStatement(db: D1Database, id: number, kind: 'draft' | 'published', config: string, actor: AuditActor, when: { sql: string; values: unknown[] }) {
  return db
    .prepare(`INSERT INTO config_versions (storefront_id, version, kind, config, actor_id, actor_name) SELECT ?, ${NEXT_VERSION}, ?, ?, ?, ? WHERE ${when.sql}`)
    .bind(id, id, kind, config, actor.id, actor.name, ...when.values);
}

/** Runs a guarded batch; the write (the statement at `writeIndex`) tells whether it happened. */
async function changed(db: D1Database, statements: D1PreparedStatement[], writeIndex: number): Promise<boolean> {
  const results = await db.batch(statements);
  return (results[writeIndex]?.meta.changes ?? 0) > 0;
}

/** Creates a store, its hostnames (the primary marked), its first config version and audit entry; answers its id. */
export async function createStore(
  db: D1Database,
  store: { name: string; status: Status; company_name: string; hostnames: string[]; primary: string | null; config: StorefrontConfigDocument; database: number },
  actor: AuditActor,
): Promise<number> {
  const config = JSON.stringify(store.config);
  // The store just inserted has the highest id inside this transaction.
  const newId = '(SELECT MAX(id) FROM storefronts)';
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare('INSERT INTO storefronts (name, status, company_name, config, database) VALUES (?, ?, ?, ?, ?) RETURNING id')
      .bind(store.name, store.status, store.company_name, config, store.database),
    ...store.hostnames.map((hostname) =>
      db.prepare(`INSERT INTO storefront_hosts (hostname, storefront_id, is_primary) SELECT ?, ${newId}, ?`).bind(hostname, hostname === store.primary ? 1 : 0),
    ),
    db
      .prepare(`INSERT INTO config_versions (storefront_id, version, kind, config, actor_id, actor_name) SELECT ${newId}, 1, 'published', ?, ?, ?`)
      .bind(config, actor.id, actor.name),
    db
      .prepare(`INSERT INTO operator_audit (actor_id, actor_name, action, storefront_id, ip, detail) SELECT ?, ?, 'store.create', ${newId}, ?, ?`)
      .bind(actor.id, actor.name, actor.ip, JSON.stringify({ name: store.name, hostnames: store.hostnames, version: 1, database: store.database })),
    bumpRegistryVersion(db),
  ]);
  const id = inserted?.results[0]?.id;
  if (typeof id !== 'number') throw new Error('The new store got no id.');
  return id;
}

export type StoreChanges = { name?: string | undefined; status?: Status | undefined; company_name?: string | undefined; config?: StorefrontConfigDocument | undefined };

/** Changes name, status, company name and/or the live config (a new published version). False when stale. */
export async function updateStore(db: D1Database, id: number, changes: StoreChanges, expected: Expected, actor: AuditActor): Promise<boolean> {
  const when = guard(id, expected);
  const config = changes.config ? JSON.stringify(changes.config) : null;
  const fields = Object.entries(changes).filter(([, value]) => value !== undefined).map(([key]) => key);
  const statements = [
    ...(config ? [versionStatement(db, id, 'published', config, actor, when)] : []),
    auditStatement(db, actor, 'store.update', id, { fields, ...(config ? { kind: 'published' } : {}) }, when),
    db
      .prepare(
        `UPDATE storefronts SET name = COALESCE(?, name), status = COALESCE(?, status), company_name = COALESCE(?, company_name),
         config = COALESCE(?, config), config_version = CASE WHEN ? IS NULL THEN config_version ELSE ${LAST_VERSION} END,
         version = version + 1, updated_at = ${NOW} WHERE id = ? AND ${when.sql}`,
      )
      .bind(changes.name ?? null, changes.status ?? null, changes.company_name ?? null, config, config, id, id, ...when.values),
    bumpRegistryVersion(db),
  ];
  return changed(db, statements, statements.length - 2);
}

/** Replaces the store's hostnames and marks the primary. */
export async function replaceHostnames(db: D1Database, id: number, hostnames: string[], primary: string | null, actor: AuditActor): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM storefront_hosts WHERE storefront_id = ?').bind(id),
    ...hostnames.map((hostname) =>
      db.prepare('INSERT INTO storefront_hosts (hostname, storefront_id, is_primary) VALUES (?, ?, ?)').bind(hostname, id, hostname === primary ? 1 : 0),
    ),
    auditStatement(db, actor, 'store.hostnames', id, { hostnames, primary }),
    db.prepare(`UPDATE storefronts SET version = version + 1, updated_at = ${NOW} WHERE id = ?`).bind(id),
    bumpRegistryVersion(db),
  ]);
}

/** Saves a draft as a new version. False when stale. */
export async function saveDraft(db: D1Database, id: number, config: StorefrontConfigDocument, expected: Expected, actor: AuditActor): Promise<boolean> {
  const when = guard(id, expected);
  const json = JSON.stringify(config);
  const statements = [
    versionStatement(db, id, 'draft', json, actor, when),
    auditStatement(db, actor, 'store.draft', id, { kind: 'draft' }, when),
    db
      .prepare(`UPDATE storefronts SET preview_config = ?, draft_version = ${LAST_VERSION}, version = version + 1, updated_at = ${NOW} WHERE id = ? AND ${when.sql}`)
      .bind(json, id, id, ...when.values),
    bumpRegistryVersion(db),
  ];
  return changed(db, statements, 2);
}

/** The draft becomes the live config as a new published version, and the draft is cleared. False when there was no draft or it is stale. */
export async function publishDraft(db: D1Database, id: number, expected: Expected, actor: AuditActor): Promise<boolean> {
  const base = guard(id, expected);
  const when = { sql: `${base.sql} AND EXISTS (SELECT 1 FROM storefronts d WHERE d.id = ? AND d.preview_config IS NOT NULL)`, values: [...base.values, id] };
  const statements = [
    db
      .prepare(
        `INSERT INTO config_versions (storefront_id, version, kind, config, actor_id, actor_name)
         SELECT id, ${NEXT_VERSION}, 'published', preview_config, ?, ? FROM storefronts WHERE id = ? AND ${when.sql}`,
      )
      .bind(id, actor.id, actor.name, id, ...when.values),
    auditStatement(db, actor, 'store.publish', id, { kind: 'published' }, when),
    db
      .prepare(
        `UPDATE storefronts SET config = preview_config, preview_config = NULL, draft_version = NULL, config_version = ${LAST_VERSION},
         version = version + 1, updated_at = ${NOW} WHERE id = ? AND ${when.sql}`,
      )
      .bind(id, id, ...when.values),
    bumpRegistryVersion(db),
  ];
  return changed(db, statements, 2);
}

/** Publishes an earlier version's config as a new version; the draft, if any, stays. */
export async function rollbackTo(db: D1Database, id: number, version: number, config: StorefrontConfigDocument, actor: AuditActor): Promise<void> {
  const json = JSON.stringify(config);
  const when = guard(id, null);
  await db.batch([
    versionStatement(db, id, 'published', json, actor, when),
    auditStatement(db, actor, 'store.rollback', id, { to_version: version }),
    db.prepare(`UPDATE storefronts SET config = ?, config_version = ${LAST_VERSION}, version = version + 1, updated_at = ${NOW} WHERE id = ?`).bind(json, id, id),
    bumpRegistryVersion(db),
  ]);
}

/** Suspends or resumes a store (shoppers get 503 while suspended). */
export async function setSuspended(db: D1Database, id: number, suspended: boolean, actor: AuditActor): Promise<void> {
  await db.batch([
    auditStatement(db, actor, suspended ? 'store.suspend' : 'store.resume', id),
    db.prepare(`UPDATE storefronts SET suspended_at = ${suspended ? NOW : 'NULL'}, version = version + 1, updated_at = ${NOW} WHERE id = ?`).bind(id),
    bumpRegistryVersion(db),
  ]);
}

/** Marks a store deleted and frees its hostnames at once; its rows go with the daily clean-up after 30 days. */
export async function deleteStore(db: D1Database, id: number, hostnames: string[], actor: AuditActor): Promise<void> {
  await db.batch([
    auditStatement(db, actor, 'store.delete', id, { hostnames }),
    db.prepare('DELETE FROM storefront_hosts WHERE storefront_id = ?').bind(id),
    db.prepare(`UPDATE storefronts SET deleted_at = ${NOW}, version = version + 1, updated_at = ${NOW} WHERE id = ?`).bind(id),
    bumpRegistryVersion(db),
  ]);
}

/** Sets (a PBKDF2 hash string) or removes the private store's password. */
export async function setPrivatePassword(db: D1Database, id: number, hash: string | null, actor: AuditActor): Promise<void> {
  await db.batch([
    auditStatement(db, actor, hash ? 'store.password.set' : 'store.password.remove', id),
    db.prepare(`UPDATE storefronts SET private_password_hash = ?, version = version + 1, updated_at = ${NOW} WHERE id = ?`).bind(hash, id),
    bumpRegistryVersion(db),
  ]);
}

/** True when the error is SQLite's unique-key violation (a hostname taken between check and write). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}

/** Where preview links of a store point: its primary hostname, else the first one it was given. */
export async function previewHostname(db: D1Database, id: number): Promise<string | null> {
  const row = await db
    .prepare('SELECT hostname FROM storefront_hosts WHERE storefront_id = ? ORDER BY is_primary DESC, rowid LIMIT 1')
    .bind(id)
    .first<{ hostname: string }>();
  return row?.hostname ?? null;
}
