/**
 * Reads through D1's Sessions API (read replication; docs/scaling.md, ADR 0237). A request with
 * no bookmark reads `first-unconstrained` (the nearest replica, however far behind); after a
 * write the session's bookmark goes back in a short-lived cookie, and the shopper's next requests
 * start from it, so they see at least what they wrote (read-your-writes) on any replica.
 */
export const BOOKMARK_COOKIE = 'd1_bookmark';
/** Long enough for every replica to catch up; after it, reads need no bookmark. */
export const BOOKMARK_COOKIE_SECONDS = 60;
/** D1 bookmarks are hexadecimal groups joined by dashes; anything else is ignored. */
const BOOKMARK = /^[0-9a-f]+(?:-[0-9a-f]+){0,7}$/i;

/** The session's bookmark after the request wrote a row of the store (null when it wrote none). */
export type StoreSession = { db: D1Database; bookmark: () => string | null };

/** Statements that change a store's rows (rate-limit counters are not in D1: ADR 0303). */
const STORE_WRITE = /^\s*(?:INSERT|UPDATE|DELETE|REPLACE)\b|^\s*WITH\b[\s\S]*\b(?:INSERT|UPDATE|DELETE)\s/i;

/** Whether a statement changes rows (a move refuses it, ADR 0309; a session keeps its bookmark). */
export function isStoreWrite(query: string): boolean {
  return STORE_WRITE.test(query);
}

/** The bookmark a request carries, when it looks like one. */
export function bookmarkOf(cookie: string | undefined): string | null {
  return cookie && cookie.length <= 200 && BOOKMARK.test(cookie) ? cookie : null;
}

/** A session as a D1Database: statements and batches go through the session, the rest is the database's own. */
function sessionAsDatabase(db: D1Database, session: D1DatabaseSession, onPrepare: (query: string) => void = () => undefined): D1Database {
  return {
    prepare: (query) => {
      onPrepare(query);
      return session.prepare(query);
    },
    batch: (statements) => session.batch(statements),
    exec: (query) => db.exec(query),
    withSession: (constraint) => db.withSession(constraint),
    dump: () => db.dump(),
  };
}

/**
 * A session of the store's database as a D1Database (statements and batches go through the
 * session; the rest of the interface is the database's own), and the session's latest bookmark.
 */
export function openStoreSession(db: D1Database, bookmark: string | null): StoreSession {
  let session: D1DatabaseSession;
  try {
    session = db.withSession(bookmark ?? 'first-unconstrained');
  } catch {
    // A bookmark D1 does not accept (another database's, a stale format): read unconstrained.
    session = db.withSession('first-unconstrained');
  }
  let wrote = false;
  const through = sessionAsDatabase(db, session, (query) => {
    if (STORE_WRITE.test(query)) wrote = true;
  });
  return { db: through, bookmark: () => (wrote ? session.getBookmark() : null) };
}

/**
 * A session of a store database that starts at the primary (`first-primary`), for everything
 * that is not a shopper's request: operator calls, queue deliveries, payment events, scheduled
 * jobs and the isolate's version checks. They write, or must read what was just written, and
 * carry no bookmark; their first statement reads the primary's latest state, and the session's
 * later reads, wherever D1 serves them, are at least as fresh (ADR 0306).
 */
export function primaryFirstSession(db: D1Database): D1Database {
  return sessionAsDatabase(db, db.withSession('first-primary'));
}
