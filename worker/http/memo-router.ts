import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** How many (method, path) answers a router keeps: a store's pages, lists and calls, many times over. */
export const MEMO_ROUTER_ENTRIES = 2_000;

/**
 * Hono's router with the answers of recent (method, path) pairs kept (docs/decisions/0130-ssr-cpu.md):
 * the app's routes are all added when the module loads and a match depends on nothing but the
 * method and the path, so the same request path gets the same handlers and parameters without a
 * walk through the route trie (RegExpRouter cannot take the app's routes, a static segment beside
 * `:storefrontId`, so Hono's SmartRouter falls back to TrieRouter). Hono only reads an answer.
 * Bounded: past `max` entries the oldest is dropped; adding a route forgets every answer.
 */
export class MemoRouter<T> implements Router<T> {
  readonly name: string;
  readonly #inner: Router<T>;
  readonly #max: number;
  readonly #answers = new Map<string, Result<T>>();

  constructor(inner: Router<T>, max = MEMO_ROUTER_ENTRIES) {
    this.#inner = inner;
    this.#max = max;
    this.name = `MemoRouter(${inner.name})`;
  }

  add(method: string, path: string, handler: T): void {
    this.#answers.clear();
    this.#inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const known = this.#answers.get(key);
    if (known) return known;
    const answer = this.#inner.match(method, path);
    if (this.#answers.size >= this.#max) this.#answers.delete(this.#answers.keys().next().value!);
    this.#answers.set(key, answer);
    return answer;
  }

  /** How many answers are kept (for tests of the bound). */
  get size(): number {
    return this.#answers.size;
  }
}

/** Hono's default router (RegExpRouter, else TrieRouter), memoised. */
export function memoRouter<T>(): MemoRouter<T> {
  return new MemoRouter<T>(new SmartRouter<T>({ routers: [new RegExpRouter<T>(), new TrieRouter<T>()] }));
}
