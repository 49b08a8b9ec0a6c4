import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

describe('LruCache (the per-isolate registry cache)', () => {
  it('never holds more than its bound, evicting the least recently used', () => {
    const cache = new LruCache<string, number>(3, 60_000);
    for (const [i, key] of ['a', 'b', 'c'].entries()) cache.set(key, i, 0);
    expect(cache.get('a', 1)).toEqual({ found: true, value: 0 }); // a is now the newest
    cache.set('d', 3, 2);
    expect(cache.size).toBe(3);
    expect(cache.get('b', 3)).toEqual({ found: false });
    expect(cache.get('a', 3).found && cache.get('c', 3).found && cache.get('d', 3).found).toBe(true);
    for (let i = 0; i < 1000; i++) cache.set(`host-${i}`, i, 4);
    expect(cache.size).toBe(3);
  });

  it('forgets an entry once its time to live is over', () => {
    const cache = new LruCache<number, string>(10, 1_000);
    cache.set(1, 'store', 0);
    expect(cache.get(1, 999)).toEqual({ found: true, value: 'store' });
    expect(cache.get(1, 1_000)).toEqual({ found: false });
    expect(cache.size).toBe(0);
  });

  it('deletes entries by value (a store’s hostnames) and caches "unknown" (null) too', () => {
    const cache = new LruCache<string, number | null>(10, 1_000);
    cache.set('a.example', 1, 0);
    cache.set('b.example', 1, 0);
    cache.set('c.example', 2, 0);
    cache.set('nobody.example', null, 0);
    cache.deleteWhere((id) => id === 1);
    expect([...['a.example', 'b.example', 'c.example', 'nobody.example']].map((key) => cache.get(key, 1))).toEqual([
      { found: false },
      { found: false },
      { found: true, value: 2 },
      { found: true, value: null },
    ]);
  });

  it('with a byte bound, evicts the oldest until the kept values fit, and keeps no value larger than the bound', () => {
    const cache = new LruCache<string, string>(100, 60_000, { maxBytes: 1_000, weigh: (value) => value.length });
    cache.set('a', 'x'.repeat(400), 0);
    cache.set('b', 'x'.repeat(400), 0);
    expect(cache.bytes).toBe(800);
    cache.set('c', 'x'.repeat(400), 0);
    expect(cache.get('a', 1)).toEqual({ found: false });
    expect(cache.bytes).toBe(800);
    cache.set('huge', 'x'.repeat(5_000), 0);
    expect(cache.get('huge', 1)).toEqual({ found: false });
    expect(cache.get('b', 1).found && cache.get('c', 1).found).toBe(true);
    cache.delete('b');
    expect(cache.bytes).toBe(400);
    cache.deleteWhere(() => true);
    expect(cache.bytes).toBe(0);
  });
});

describe('LruCache weighing keys', () => {
  it('counts what the key holds, so many long keys with small values are bounded too', () => {
    const cache = new LruCache<string, number>(10_000, Infinity, { maxBytes: 10_000, weigh: (_value, key) => 2 * key.length });
    for (let i = 0; i < 1_000; i++) cache.set(`/products/${i}-${'x'.repeat(500)}`, i, 0);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeLessThan(10);
    // Without a time to live, an entry is never too old.
    expect(cache.get(`/products/999-${'x'.repeat(500)}`, Number.MAX_SAFE_INTEGER)).toEqual({ found: true, value: 999 });
  });
});
