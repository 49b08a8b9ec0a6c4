import { LruCache } from '../tenant/lru-cache.ts';

/**
 * The catalog answers this isolate has read, kept until the catalog changes (docs/decisions/
 * 0155-catalog-memo.md). Catalog rows change outside requests (an import, a hand-written UPDATE)
 * and inside them (an order takes stock); every such change bumps `catalog_version` in D1 by
 * trigger (migrations/0015_catalog_version.sql). The isolate reads that counter together with the
 * registry's version, at most every 2 s (worker/tenant/registry.ts), and drops everything here
 * when it moved; an order placed through this isolate drops it at once (`forgetCatalog`).
 *
 * Keys start with the store's id, so one store's answer never answers another. Only 200 answers
 * are kept, deep-frozen: pages and API calls share them, and nothing may change a shared answer.
 */
export const CATALOG_MEMO = { defaultEntries: 500, ttlMs: 5 * 60_000 } as const;

/** The answer shape kept here (catalog-reads.ts ReadAnswer); only `status` and `body` are read. */
type Answer = { status: number; body: unknown };

let memo: LruCache<string, Answer> | null = null;
let versionSeen: number | null = null;
/** Moves on every drop: a read that began before a drop must not store what it read. */
let generation = 0;

/** How many answers to keep, from CATALOG_MEMO_ENTRIES (unset: the default; 0: none). */
export function catalogMemoEntries(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return CATALOG_MEMO.defaultEntries;
  const entries = Number(setting);
  return Number.isInteger(entries) && entries >= 0 ? entries : CATALOG_MEMO.defaultEntries;
}

/** The catalog's version as just read from D1: a different one than last time drops every answer. */
export function catalogVersionChecked(version: number): void {
  if (versionSeen !== null && version !== versionSeen) forgetCatalog();
  versionSeen = version;
}

/** Drops every kept answer (this isolate changed catalog rows, or the version moved). */
export function forgetCatalog(): void {
  memo?.clear();
  generation += 1;
}

/** The number of answers kept now (tests). */
export function catalogMemoSize(): number {
  return memo?.size ?? 0;
}

/**
 * The kept answer for `key`, or `read()`'s, kept when it is a 200 and nothing was dropped while
 * reading. Nothing is kept before this isolate has seen the catalog's version, or with 0 entries.
 */
export async function rememberedAnswer<A extends Answer>(entries: number, key: string, read: () => Promise<A>, now = Date.now()): Promise<A> {
  if (entries <= 0 || versionSeen === null) return read();
  if (memo?.maxEntries !== entries) memo = new LruCache<string, Answer>(entries, CATALOG_MEMO.ttlMs);
  const kept = memo.get(key, now);
  // Only `read()`'s own answers are stored under a key, so a kept one has its type.
  if (kept.found) return kept.value as A;
  const started = generation;
  const answer = await read();
  if (answer.status === 200 && generation === started) memo.set(key, { ...answer, body: deepFreeze(answer.body) }, now);
  return answer;
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
