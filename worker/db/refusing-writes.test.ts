import { describe, expect, it } from 'vitest';
import { refusingWrites, StoreMovingError, writeRefusal } from './databases.ts';

/** A database that records what reached it. */
function recordingDatabase() {
  const ran: string[] = [];
  const statement = (query: string) => {
    const self = {
      query,
      bind: () => self,
      first: async () => (ran.push(query), { n: 1 }),
      all: async () => (ran.push(query), { results: [{ n: 1 }] }),
      run: async () => (ran.push(query), { meta: { changes: 1 } }),
      raw: async () => (ran.push(query), [[1]]),
    };
    return self;
  };
  const db = {
    prepare: statement,
    batch: async (statements: { query: string }[]) => statements.map((s) => (ran.push(s.query), { results: [] })),
    exec: async (query: string) => (ran.push(query), { count: 1, duration: 0 }),
  } as unknown as D1Database;
  return { db, ran };
}

describe('a store database while its store moves (ADR 0309)', () => {
  it('reads as usual', async () => {
    const { db, ran } = recordingDatabase();
    const moving = refusingWrites(db, 7, 5);
    expect(await moving.prepare('SELECT COUNT(*) AS n FROM products WHERE storefront_id = ?').bind(7).first()).toEqual({ n: 1 });
    await moving.batch([moving.prepare('SELECT 1'), moving.prepare('  with x AS (SELECT 1) SELECT * FROM x')]);
    expect(ran).toHaveLength(3);
  });

  it('refuses every write before it reaches the database, alone or in a batch with reads', async () => {
    const { db, ran } = recordingDatabase();
    const moving = refusingWrites(db, 7, 5);
    const writes = [
      'INSERT INTO orders (id) VALUES (1)',
      '\n  update sessions SET expires_at = ? WHERE id = ?',
      'DELETE FROM carts WHERE id = 1',
      'REPLACE INTO kits (id) VALUES (1)',
      'WITH old AS (SELECT id FROM orders) DELETE FROM orders WHERE id IN old',
    ];
    for (const query of writes) {
      for (const call of ['run', 'all', 'first', 'raw'] as const) {
        // The four calls differ in their signatures; each is called without arguments here.
        const statement = moving.prepare(query).bind(1) as unknown as Record<typeof call, () => Promise<unknown>>;
        await expect(statement[call]()).rejects.toBeInstanceOf(StoreMovingError);
      }
    }
    await expect(moving.batch([moving.prepare('SELECT 1'), moving.prepare(writes[0]!)])).rejects.toThrow('Store 7 is moving to another database; try again in 5 s');
    await expect(moving.exec('SELECT 1')).rejects.toBeInstanceOf(StoreMovingError);
    expect(() => moving.withSession('first-primary')).toThrow(StoreMovingError);
    expect(ran).toEqual([]);
  });

  it('tells a caller up front, and only for a refusing handle', () => {
    const { db } = recordingDatabase();
    expect(writeRefusal(db)).toBeNull();
    expect(writeRefusal(refusingWrites(db, 7, 3))).toMatchObject({ storefrontId: 7, retryAfterSeconds: 3 });
  });
});
