import type { Env } from '../env.ts';
import { isStoreWrite, primaryFirstSession } from './store-session.ts';

/** The database bindings of Env (tests pass their own env). */
export type DatabaseBindings = Pick<Env, 'DB' | 'STORE_DB_0' | 'STORE_DB_1' | 'STORE_DB_2' | 'STORE_DB_3'>;

/**
 * Where rows live (docs/scaling.md, ADR 0235). The registry database (binding DB) holds what is
 * global: stores, hostnames, operator tokens, the audit log, config versions, Studio sign-in.
 * Each store's own rows (catalog, customers, sessions, orders, gift cards, kits, contact, mail
 * log, webhooks, counters) live in one store database, STORE_DB_<n>, named by the registry's
 * storefronts.database. Code takes the handle as a parameter and never reaches for a binding.
 */
export function registryDb(env: DatabaseBindings): D1Database {
  return env.DB;
}

/** What the registry row of a store says about its placement (StorefrontRecord and OperatorStore carry it). */
export type StorePlacement = { id: number; database: number };

/**
 * A write to a store that is being moved between databases, refused before it ran: its rows may
 * be written nowhere until the move ends (the request answers 503 with Retry-After, a queue
 * delivery retries later; ADR 0309).
 */
export class StoreMovingError extends Error {
  constructor(readonly storefrontId: number, readonly retryAfterSeconds: number) {
    super(`Store ${storefrontId} is moving to another database; try again in ${retryAfterSeconds} s`);
  }
}

function binding(env: DatabaseBindings, index: number): D1Database | undefined {
  // The bindings are numbered; Env lists the first four, an operator may declare more.
  return (env as unknown as Record<string, D1Database | undefined>)[`STORE_DB_${index}`];
}

/** Every store database this deployment binds, STORE_DB_0 upwards without gaps (the bindings: count them, migrate them). */
export function storeDatabases(env: DatabaseBindings): D1Database[] {
  const list: D1Database[] = [];
  for (let db = binding(env, 0); db; db = binding(env, list.length)) list.push(db);
  return list;
}

/**
 * Every store database, each as a D1 session that starts at the primary, for reading or writing
 * all of them outside a shopper's request (every store-database read goes through the Sessions
 * API; ADR 0306).
 */
export function storeDatabaseSessions(env: DatabaseBindings): D1Database[] {
  return storeDatabases(env).map(primaryFirstSession);
}

/**
 * The binding of one store's database, for the one caller that opens the shopper's own session
 * on it (the tenant middleware, from the shopper's bookmark); everyone else takes storeDb.
 */
export function storeBinding(env: DatabaseBindings, store: StorePlacement): D1Database {
  const db = binding(env, store.database);
  if (!db) throw new Error(`Store ${store.id} lives in database ${store.database}, but STORE_DB_${store.database} is not bound`);
  return db;
}

/**
 * The database holding one store's rows, from the registry row the caller already read (an
 * operator's store, a payment's or a scheduled job's): no query of its own. A D1 session that
 * starts at the primary (ADR 0306); a shopper's request uses c.var.db, its own session, instead.
 * While a move copies the store (`moving_until` ahead) it reads as usual and refuses every write.
 */
export function storeDb(env: DatabaseBindings, store: StorePlacement & { moving_until?: string | null }): D1Database {
  const db = primaryFirstSession(storeBinding(env, store));
  const wait = moveWaitSeconds(store.moving_until ?? null);
  return wait > 0 ? refusingWrites(db, store.id, wait) : db;
}

/**
 * The database of a store named only by id (a queue message, a payment event, the daily
 * clean-up): one registry read. Null for an unknown store. While the store moves its writes throw
 * StoreMovingError (storeDb), so the caller retries after the move instead of writing into the old
 * copy; `writeRefusal` tells a caller up front.
 */
export async function storeDbById(env: DatabaseBindings, storefrontId: number, options: { deleted?: boolean } = {}): Promise<D1Database | null> {
  const row = await registryDb(env)
    .prepare(`SELECT id, database, moving_until FROM storefronts WHERE id = ?${options.deleted ? '' : ' AND deleted_at IS NULL'}`)
    .bind(storefrontId)
    .first<StorePlacement & { moving_until: string | null }>();
  if (!row) return null;
  return storeDb(env, row);
}

/** What a caller is told to wait while a store moves: a write tried again this soon is cheap; the move's bound is longer. */
const MOVE_RETRY_AFTER_SECONDS = 5;

/**
 * While a move refuses the store's writes (`moving_until`, an ISO time, still ahead), the seconds
 * to wait before writing again; 0 when no move is under way.
 */
export function moveWaitSeconds(movingUntil: string | null, now = Date.now()): number {
  if (!movingUntil) return 0;
  const until = Date.parse(movingUntil);
  return Number.isFinite(until) && until > now ? Math.min(MOVE_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil((until - now) / 1000))) : 0;
}

/** The refusal each write-refusing handle throws, by handle: `writeRefusal` reads it. */
const REFUSALS = new WeakMap<D1Database, { storefrontId: number; retryAfterSeconds: number }>();
/** Write statements prepared on a refusing handle: any call that would run them throws. */
const REFUSED_STATEMENTS = new WeakSet<object>();

/**
 * The store's database while a move copies it (ADR 0309): reads as usual, and every write
 * statement (INSERT, UPDATE, DELETE, REPLACE; run, all, first, raw or in a batch) throws
 * StoreMovingError before it reaches the database, so nothing is half-written to the copy being
 * read. `exec` runs anything, so it is refused whole.
 */
export function refusingWrites(db: D1Database, storefrontId: number, retryAfterSeconds: number): D1Database {
  const refuse = () => Promise.reject(new StoreMovingError(storefrontId, retryAfterSeconds));
  const refusedStatement = (): D1PreparedStatement => {
    const statement = { bind: () => statement, first: refuse, run: refuse, all: refuse, raw: refuse };
    REFUSED_STATEMENTS.add(statement);
    // The four calls a statement offers, each refusing: nothing of D1's own is reachable from it.
    return statement as unknown as D1PreparedStatement;
  };
  const refusing: D1Database = {
    prepare: (query) => (isStoreWrite(query) ? refusedStatement() : db.prepare(query)),
    batch: (statements) => (statements.some((s) => REFUSED_STATEMENTS.has(s)) ? refuse() : db.batch(statements)),
    exec: refuse,
    // A new session would be the bare database again: nothing opens one on a refusing handle.
    withSession: () => {
      throw new StoreMovingError(storefrontId, retryAfterSeconds);
    },
    dump: () => db.dump(),
  };
  REFUSALS.set(refusing, { storefrontId, retryAfterSeconds });
  return refusing;
}

/** The error a handle's writes throw while its store moves, or null when it writes as usual. */
export function writeRefusal(db: D1Database): StoreMovingError | null {
  const refusal = REFUSALS.get(db);
  return refusal ? new StoreMovingError(refusal.storefrontId, refusal.retryAfterSeconds) : null;
}
