import { describe, expect, it } from 'vitest';
import { bookmarkOf, openStoreSession, primaryFirstSession } from './store-session.ts';

/**
 * A database with one lagging replica, as D1's read replication behaves: a session that starts
 * unconstrained reads the replica (behind by the writes it has not applied); one that starts from
 * a bookmark reads only where that bookmark's write is applied (here the primary). Writes go to
 * the primary and move the session's bookmark.
 */
function laggingDatabase() {
  const primary: string[] = [];
  let replicaApplied = 0;
  const bookmarkAt = (n: number) => `0000${n.toString(16).padStart(4, '0')}-00000001`;
  const positionOf = (bookmark: string) => parseInt(bookmark.slice(0, 8), 16);
  const constraints: string[] = [];
  const db = {
    withSession(constraint = 'first-unconstrained') {
      constraints.push(constraint);
      let seen = constraint === 'first-primary' ? primary.length : constraint.startsWith('first-') ? null : positionOf(constraint);
      const read = () => (seen !== null && seen > replicaApplied ? primary.slice() : primary.slice(0, replicaApplied));
      const statement = (query: string) => ({
        bind: () => statement(query),
        all: async () => ({ results: read().map((name) => ({ name })) }),
        run: async () => {
          primary.push(query);
          seen = primary.length;
          return { meta: { changes: 1 } };
        },
      });
      return { prepare: statement, batch: async () => [], getBookmark: () => (seen === null ? bookmarkAt(replicaApplied) : bookmarkAt(seen)) };
    },
  } as unknown as D1Database;
  return { db, constraints, catchUp: () => (replicaApplied = primary.length) };
}

describe('reads through D1 sessions', () => {
  it('reads its own write on the next request through the bookmark, while an anonymous read may lag', async () => {
    const { db, constraints } = laggingDatabase();
    const writer = openStoreSession(db, null);
    await writer.db.prepare("INSERT INTO products (name) VALUES ('Quokka Pullover')").run();
    const bookmark = writer.bookmark();
    expect(bookmark).not.toBeNull();

    const anonymous = openStoreSession(db, null);
    expect((await anonymous.db.prepare('SELECT').all()).results).toEqual([]);
    const sameShopper = openStoreSession(db, bookmarkOf(bookmark!));
    expect((await sameShopper.db.prepare('SELECT').all()).results).toEqual([{ name: "INSERT INTO products (name) VALUES ('Quokka Pullover')" }]);
    expect(constraints).toEqual(['first-unconstrained', 'first-unconstrained', bookmark]);
  });

  it('sees the write unconstrained once the replica caught up', async () => {
    const { db, catchUp } = laggingDatabase();
    await openStoreSession(db, null).db.prepare('UPDATE products SET name = 1').run();
    catchUp();
    expect((await openStoreSession(db, null).db.prepare('SELECT').all()).results).toEqual([{ name: 'UPDATE products SET name = 1' }]);
  });

  it('hands out a bookmark only after a write of the store’s rows, not after reads', async () => {
    const { db } = laggingDatabase();
    const reader = openStoreSession(db, null);
    await reader.db.prepare('SELECT 1').all();
    expect(reader.bookmark()).toBeNull();
    const writer = openStoreSession(db, null);
    await writer.db.prepare('WITH x AS (SELECT 1) DELETE FROM sessions WHERE id = 1').run();
    expect(writer.bookmark()).not.toBeNull();
  });

  it('reads the primary’s latest state from a session that starts at the primary, with no bookmark', async () => {
    const { db, constraints } = laggingDatabase();
    await openStoreSession(db, null).db.prepare("INSERT INTO orders (status) VALUES ('paid')").run();
    expect((await openStoreSession(db, null).db.prepare('SELECT').all()).results).toEqual([]);
    expect((await primaryFirstSession(db).prepare('SELECT').all()).results).toEqual([{ name: "INSERT INTO orders (status) VALUES ('paid')" }]);
    expect(constraints.at(-1)).toBe('first-primary');
  });

  it('ignores a cookie that is no bookmark', () => {
    expect(bookmarkOf('00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683')).toBe('00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683');
    expect(bookmarkOf(undefined)).toBeNull();
    expect(bookmarkOf('first-primary')).toBeNull();
    expect(bookmarkOf("1' OR 1=1")).toBeNull();
    expect(bookmarkOf('a'.repeat(300))).toBeNull();
  });
});
