import { LruCache } from '../tenant/lru-cache.ts';

/**
 * The catalog answers this isolate has read, kept until the store's catalog changes
 * (docs/decisions/0155-catalog-memo.md). Catalog rows change outside requests (an import, a
 * hand-written UPDATE) and inside them (an order takes stock); every such change bumps, by
 * trigger, a global `catalog_version` and the store's row of `catalog_store_versions`
 * (migrations/0015_catalog_version.sql). The isolate reads the global counter with the
 * registry's version at most every 2 s (worker/tenant/registry.ts); only when it moved does it
 * read the versions of the stores it keeps answers for, and drops the answers of those whose
 * version moved. An order placed through this isolate drops its store's answers at once
 * (`forgetStoreCatalog`).
 *
 * Every entry belongs to one store (keys start with its id), so one store's answer never answers
 * another. Only 200 answers are kept, deep-frozen: pages and API calls share them, and nothing may
 * change a shared answer.
 */
export const CATALOG_MEMO = { defaultEntries: 500, ttlMs: 5 * 60_000, maxBytes: 32 * 1024 * 1024 } as const;

/** The answer shape kept here (catalog-reads.ts ReadAnswer); only `status` and `body` are read. */
type Answer = { status: number; body: unknown };
type Entry = { storefrontId: number; answer: Answer; bytes: number };

let memo: LruCache<string, Entry> | null = null;
/** The global catalog version at the last check (null before the first). */
let versionSeen: number | null = null;
/** Each kept store's version as read at the last check that read it. */
let storeVersions = new Map<number, number>();
/** Moves on every drop: a read that began before a drop must not store what it read. */
let generation = 0;

/** How many answers to keep, from CATALOG_MEMO_ENTRIES (unset: the default; 0: none). */
export function catalogMemoEntries(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return CATALOG_MEMO.defaultEntries;
  const entries = Number(setting);
  return Number.isInteger(entries) && entries >= 0 ? entries : CATALOG_MEMO.defaultEntries;
}

/** The stores this isolate keeps answers for. */
function keptStores(): number[] {
  const stores = new Set<number>();
  for (const entry of memo?.values() ?? []) stores.add(entry.storefrontId);
  return [...stores];
}

/**
 * The global catalog version as just read from D1. When it moved, `readStoreVersions` gives the
 * versions of the stores kept here, and each store whose version moved (or was never read: kept
 * since before the last change) loses its answers.
 */
export async function catalogVersionChecked(version: number, readStoreVersions: (storefrontIds: number[]) => Promise<Map<number, number>>): Promise<void> {
  const previous = versionSeen;
  versionSeen = version;
  if (previous === null || previous === version) return;
  const stores = keptStores();
  if (stores.length === 0) {
    storeVersions = new Map();
    return;
  }
  let now: Map<number, number>;
  try {
    now = await readStoreVersions(stores);
  } catch (error) {
    // Without the stores' versions nothing kept can be trusted; the request goes on reading D1.
    console.error('Catalog store versions unreadable; dropped every kept catalog answer', error);
    forgetCatalog();
    return;
  }
  const next = new Map<number, number>();
  for (const storefrontId of stores) {
    const current = now.get(storefrontId) ?? 0;
    if (storeVersions.get(storefrontId) !== current) forgetStoreCatalog(storefrontId);
    next.set(storefrontId, current);
  }
  storeVersions = next;
}

/** Drops the answers kept for one store (this isolate changed its catalog rows, or its version moved). */
export function forgetStoreCatalog(storefrontId: number): void {
  memo?.deleteWhere((entry) => entry.storefrontId === storefrontId);
  generation += 1;
}

/** Drops every kept answer. */
export function forgetCatalog(): void {
  memo?.clear();
  storeVersions = new Map();
  generation += 1;
}

/** The number of answers kept now (tests). */
export function catalogMemoSize(): number {
  return memo?.size ?? 0;
}

/** Answers and estimated bytes kept now (the memory bench). */
export const catalogMemoHeld = () => ({ entries: memo?.size ?? 0, bytes: memo?.bytes ?? 0 });

/**
 * The store's kept answer for `key`, or `read()`'s, kept when it is a 200 and nothing was dropped
 * while reading. Nothing is kept before this isolate has seen the catalog's version, or with 0
 * entries.
 */
export async function rememberedAnswer<A extends Answer>(
  entries: number,
  storefrontId: number,
  key: string,
  read: () => Promise<A>,
  now = Date.now(),
): Promise<A> {
  if (entries <= 0 || versionSeen === null) return read();
  // Bounded by bytes too: a few large answers (a Shop-all list of 1,000 products) must not hold the isolate's memory.
  if (memo?.maxEntries !== entries) memo = new LruCache<string, Entry>(entries, CATALOG_MEMO.ttlMs, { maxBytes: CATALOG_MEMO.maxBytes, weigh: (entry, key) => entry.bytes + 16 + 2 * key.length });
  const fullKey = `${storefrontId} ${key}`;
  const kept = memo.get(fullKey, now);
  // Only `read()`'s own answers are stored under a key, so a kept one has its type.
  if (kept.found) return kept.value.answer as A;
  const started = generation;
  const answer = await read();
  if (answer.status === 200 && generation === started) {
    const bytes = deepFreeze(answer.body);
    memo.set(fullKey, { storefrontId, answer: { ...answer }, bytes }, now);
  }
  return answer;
}

/** Freezes the value and everything in it; answers about how many bytes it holds (strings two a character). */
export function deepFreeze(value: unknown): number {
  if (typeof value === 'string') return 16 + 2 * value.length;
  if (typeof value !== 'object' || value === null) return 8;
  // A value met twice (a shared or already frozen object) is counted once, roughly.
  if (Object.isFrozen(value)) return 16;
  let bytes = 32;
  for (const [key, child] of Object.entries(value)) bytes += 16 + key.length + deepFreeze(child);
  Object.freeze(value);
  return bytes;
}
