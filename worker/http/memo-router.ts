import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { approxBytes } from '../../shared/approx-bytes.ts';
import { LruCache } from '../tenant/lru-cache.ts';

/**
 * How many (method, path) answers a router keeps, and how many bytes they may hold: a store's
 * pages, lists and calls, many times over; a path may be 16 KB, so the count alone does not bound
 * the memory (docs/decisions/0300-caches-bounded-by-bytes.md).
 */
export const MEMO_ROUTER = { entries: 2_000, maxBytes: 2 * 1024 * 1024 } as const;

/**
 * Hono's router with the answers of recent (method, path) pairs kept (docs/decisions/0130-ssr-cpu.md):
 * the app's routes are all added when the module loads and a match depends on nothing but the
 * method and the path, so the same request path gets the same handlers and parameters without a
 * walk through the route trie (RegExpRouter cannot take the app's routes, a static segment beside
 * `:storefrontId`, so Hono's SmartRouter falls back to TrieRouter). Hono only reads an answer.
 * Bounded by entries and bytes (the least recently used go first); adding a route forgets every answer.
 */
export class MemoRouter<T> implements Router<T> {
  readonly name: string;
  readonly #inner: Router<T>;
  readonly #answers: LruCache<string, Result<T>>;

  constructor(inner: Router<T>, max: number = MEMO_ROUTER.entries, maxBytes: number = MEMO_ROUTER.maxBytes) {
    this.#inner = inner;
    this.#answers = new LruCache(max, Infinity, { maxBytes, weigh: (answer, key) => approxBytes(key) + approxBytes(answer) });
    this.name = `MemoRouter(${inner.name})`;
  }

  add(method: string, path: string, handler: T): void {
    this.#answers.clear();
    this.#inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const known = this.#answers.get(key, 0);
    if (known.found) return known.value;
    const answer = this.#inner.match(method, path);
    this.#answers.set(key, answer, 0);
    return answer;
  }

  /** How many answers are kept (tests of the bound, the memory bench). */
  get size(): number {
    return this.#answers.size;
  }

  /** The bytes the kept answers hold, as estimated (the memory bench). */
  get bytes(): number {
    return this.#answers.bytes;
  }
}

/** Hono's default router (RegExpRouter, else TrieRouter), memoised. */
export function memoRouter<T>(): MemoRouter<T> {
  return new MemoRouter<T>(new SmartRouter<T>({ routers: [new RegExpRouter<T>(), new TrieRouter<T>()] }));
}
