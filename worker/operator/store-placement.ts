import { storeDatabases, storeDatabaseSessions, type DatabaseBindings, registryDb, storeDb } from '../db/databases.ts';
import { RANGED_TABLES, storeIdRange } from '../db/store-row-id.ts';
import { deleteStoreRows, STORE_TABLES, type StoreTable } from '../db/store-tables.ts';
import { bumpRegistryVersion, invalidateStorefront, REGISTRY_CACHE } from '../tenant/registry.ts';
import { auditStatement, type AuditActor } from './audit-log.ts';

/**
 * Where a new store goes and how a store moves (docs/scaling.md, ADRs 0236, 0309). Placement: the
 * store database holding the fewest rows of the tables that grow with a store (products, orders,
 * customers), counted when a store is created, which is rare. A move makes the store read-only
 * (reads go on from the old database; every write answers 503 with Retry-After), waits until
 * every isolate has seen that, copies the rows (their ids as they are: a store's ids are its own,
 * ADR 0308), compares each table's count in both databases, switches the mapping and lifts the
 * refusal in one registry update, then deletes the old rows. Anything failing before the switch
 * leaves the store where it was, whole: the copy is removed and writes are taken again. An id of
 * the store taken in the target refuses the move before anything is refused or written.
 */
const GROWING_TABLES = ['products', 'orders', 'customers'];

/**
 * The database a new store goes to: the fewest rows; on a tie the fewest stores (new stores hold
 * no rows yet, so stores created one after another on a fresh deployment spread out instead of
 * piling into the first database); then the lowest number.
 */
export function pickDatabase(rows: readonly number[], stores: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < rows.length; i++) {
    const fewerRows = rows[i]! < rows[best]!;
    const fewerStores = rows[i] === rows[best] && (stores[i] ?? 0) < (stores[best] ?? 0);
    if (fewerRows || fewerStores) best = i;
  }
  return best;
}

/** The store database a new store goes to (`pickDatabase`), counted when a store is created, which is rare. */
export async function leastFilledDatabase(env: DatabaseBindings): Promise<number> {
  const databases = storeDatabaseSessions(env);
  const [rows, placed] = await Promise.all([
    Promise.all(
      databases.map(async (db) => {
        const row = await db.prepare(`SELECT ${GROWING_TABLES.map((t) => `(SELECT COUNT(*) FROM ${t})`).join(' + ')} AS n`).first<{ n: number }>();
        return row?.n ?? 0;
      }),
    ),
    registryDb(env).prepare('SELECT database, COUNT(*) AS n FROM storefronts GROUP BY database').all<{ database: number; n: number }>(),
  ]);
  const stores = databases.map((_, index) => placed.results.find((row) => row.database === index)?.n ?? 0);
  return pickDatabase(rows, stores);
}

/** How long a move may refuse a store's writes at most: a mover that dies gives the store back after it. */
export const MOVE_HOLD_MS = 10 * 60_000;
/** Rows read from the old database at once, and statements per write batch. */
const PAGE_ROWS = 500;
const STATEMENTS_PER_BATCH = 50;
/** D1 binds at most 100 values per statement. */
const MAX_BINDS = 100;

export type MoveReport = {
  storefront_id: number;
  from: number;
  to: number;
  rows: Record<string, number>;
  /** From the store turning read-only to the switch: how long its writes answered 503 (reads never did). */
  writes_refused_ms: number;
  duration_ms: number;
};

export class MoveRefusedError extends Error {}

type Row = Record<string, unknown>;

async function columnsOf(db: D1Database, table: string): Promise<string[]> {
  const { results } = await db.prepare(`SELECT name FROM pragma_table_info(?)`).bind(table).all<{ name: string }>();
  return results.map((r) => r.name);
}

async function countRows(db: D1Database, spec: StoreTable, storefrontId: number): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS n FROM ${spec.table} WHERE ${spec.where}`).bind(storefrontId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The table's primary key columns, in key order: the copy pages by them. */
async function primaryKeyOf(db: D1Database, table: string): Promise<string[]> {
  const { results } = await db.prepare('SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk').bind(table).all<{ name: string }>();
  if (results.length === 0) throw new Error(`${table} has no primary key to page by.`);
  return results.map((r) => r.name);
}

/**
 * Copies one table's rows of the store, a page at a time, each page as few multi-row inserts.
 * Pages follow the primary key (keyset: each page starts after the last key read, so a page costs
 * the same deep in a large table as at its start), except where the table names its own order.
 */
async function copyTable(from: D1Database, to: D1Database, spec: StoreTable, storefrontId: number): Promise<number> {
  const columns = await columnsOf(from, spec.table);
  const key = await primaryKeyOf(from, spec.table);
  const perStatement = Math.max(1, Math.floor(MAX_BINDS / columns.length));
  const verb = spec.orIgnore ? 'INSERT OR REPLACE' : 'INSERT';
  const select = `SELECT ${columns.join(', ')} FROM ${spec.table} WHERE ${spec.where}`;
  let copied = 0;
  let last: Row | undefined;
  for (let offset = 0; ; offset += PAGE_ROWS) {
    // A table copied in its own order (categories: parents before children, by their depth, which
    // no index holds) pages by offset: a keyset would compute the depth of every row per page
    // anyway, and a store's categories are few.
    const page = spec.orderBy
      ? from.prepare(`${select} ORDER BY ${spec.orderBy} LIMIT ${PAGE_ROWS} OFFSET ?2`).bind(storefrontId, offset)
      : last
        ? from
            .prepare(`${select} AND (${key.join(', ')}) > (${key.map((_, i) => `?${i + 2}`).join(', ')}) ORDER BY ${key.join(', ')} LIMIT ${PAGE_ROWS}`)
            .bind(storefrontId, ...key.map((column) => last![column]))
        : from.prepare(`${select} ORDER BY ${key.join(', ')} LIMIT ${PAGE_ROWS}`).bind(storefrontId);
    const { results } = await page.all<Row>();
    const statements: D1PreparedStatement[] = [];
    for (let i = 0; i < results.length; i += perStatement) {
      const rows = results.slice(i, i + perStatement);
      const values = rows.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
      statements.push(to.prepare(`${verb} INTO ${spec.table} (${columns.join(', ')}) VALUES ${values}`).bind(...rows.flatMap((row) => columns.map((c) => row[c] ?? null))));
    }
    for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) await to.batch(statements.slice(i, i + STATEMENTS_PER_BATCH));
    copied += results.length;
    last = results.at(-1);
    // Let the isolate's other requests in between pages: without it, locally, no request of any
    // store was answered until the copy ended (docs/scaling.md).
    await scheduler.wait(0);
    if (results.length < PAGE_ROWS) return copied;
  }
}

/**
 * How many of the store's ids in `spec.table` the target database already holds for another
 * store. Ids in the store's own range cannot be taken (ADR 0308); ids from before the ranges can,
 * and the copy would then fail on them. Rows of this store left in the target by a failed move do
 * not count: the move removes them first.
 */
async function takenIds(from: D1Database, to: D1Database, spec: StoreTable, storefrontId: number): Promise<number> {
  const { lo, hi } = storeIdRange(storefrontId);
  let taken = 0;
  for (let after = -1; ; ) {
    const { results } = await from
      .prepare(`SELECT id FROM ${spec.table} WHERE ${spec.where} AND NOT (id > ${lo} AND id < ${hi}) AND id > ?2 ORDER BY id LIMIT ${PAGE_ROWS}`)
      .bind(storefrontId, after)
      .all<{ id: number }>();
    if (results.length === 0) return taken;
    const ids = results.map((row) => row.id);
    const found = await to
      .prepare(`SELECT COUNT(*) AS n FROM ${spec.table} WHERE id IN (SELECT value FROM json_each(?2)) AND NOT (${spec.where})`)
      .bind(storefrontId, JSON.stringify(ids))
      .first<number>('n');
    taken += found ?? 0;
    after = ids.at(-1)!;
    await scheduler.wait(0);
    if (results.length < PAGE_ROWS) return taken;
  }
}

/** Refuses the move, before anything is touched, when an id of the store is taken in the target. */
async function refuseTakenIds(from: D1Database, to: D1Database, storefrontId: number, database: number): Promise<void> {
  for (const spec of STORE_TABLES) {
    if (!(RANGED_TABLES as readonly string[]).includes(spec.table)) continue;
    const taken = await takenIds(from, to, spec, storefrontId);
    if (taken > 0) {
      throw new MoveRefusedError(
        `Store ${storefrontId} cannot move to database ${database}: ${taken} of its ${spec.table} ids are taken there by another store’s rows (rows made before per-store id ranges). Nothing was changed.`,
      );
    }
  }
}

/**
 * Moves one store's rows to database `to`. `settleMs` is how long to wait after the store turns
 * read-only (and after the switch) for every isolate to see it: the registry cache's check
 * interval and a margin for requests already under way. `afterCopy` (tests) runs between the copy
 * and the count check, while the store is read-only.
 */
export async function moveStore(
  env: DatabaseBindings,
  store: { id: number; database: number },
  to: number,
  actor: AuditActor,
  settleMs = REGISTRY_CACHE.versionCheckMs + 1_000,
  afterCopy?: () => Promise<void>,
): Promise<MoveReport> {
  const registry = registryDb(env);
  const databases = storeDatabases(env);
  if (!Number.isInteger(to) || to < 0 || to >= databases.length) {
    throw new MoveRefusedError(`database must be a store database from 0 to ${databases.length - 1}.`);
  }
  if (to === store.database) throw new MoveRefusedError(`Store ${store.id} is already in database ${to}.`);
  const source = storeDb(env, store);
  const target = storeDb(env, { id: store.id, database: to });
  await refuseTakenIds(source, target, store.id, to);
  const started = Date.now();
  // Read-only: every isolate's handle on the store refuses writes while `moving_until` is ahead.
  const hold = await registry
    .prepare(`UPDATE storefronts SET moving_until = ?, version = version + 1 WHERE id = ? AND database = ? AND (moving_until IS NULL OR moving_until < ?)`)
    .bind(new Date(started + MOVE_HOLD_MS).toISOString(), store.id, store.database, new Date(started).toISOString())
    .run();
  if ((hold.meta.changes ?? 0) === 0) throw new MoveRefusedError(`Store ${store.id} is being moved already.`);
  await bumpRegistryVersion(registry).run();
  invalidateStorefront(store.id);
  const release = async () => {
    await registry.batch([registry.prepare('UPDATE storefronts SET moving_until = NULL, version = version + 1 WHERE id = ?').bind(store.id), bumpRegistryVersion(registry)]);
    invalidateStorefront(store.id);
  };
  const rows: Record<string, number> = {};
  let switchedAt: number;
  try {
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    // Rows of this store left in the target by an earlier move that failed go first.
    await target.batch(deleteStoreRows(target, store.id));
    for (const spec of STORE_TABLES) rows[spec.table] = await copyTable(source, target, spec, store.id);
    await afterCopy?.();
    for (const spec of STORE_TABLES) {
      const [before, after] = await Promise.all([countRows(source, spec, store.id), countRows(target, spec, store.id)]);
      if (before !== after || before !== rows[spec.table]) {
        throw new Error(`${spec.table}: ${before} rows in database ${store.database}, ${after} copied to database ${to}`);
      }
    }
    await registry.batch([
      registry.prepare('UPDATE storefronts SET database = ?, moving_until = NULL, version = version + 1 WHERE id = ?').bind(to, store.id),
      bumpRegistryVersion(registry),
      auditStatement(registry, actor, 'store.move', store.id, { from: store.database, to, rows }),
    ]);
    switchedAt = Date.now();
    invalidateStorefront(store.id);
  } catch (error) {
    await target.batch(deleteStoreRows(target, store.id)).catch(() => undefined);
    await release();
    throw error;
  }
  // Isolates that still hold the old placement read the old copy, unchanged, and refuse writes
  // until they read the new one; the old rows go once none can read them any more.
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  await source.batch(deleteStoreRows(source, store.id));
  return { storefront_id: store.id, from: store.database, to, rows, writes_refused_ms: switchedAt - started, duration_ms: Date.now() - started };
}
