import { findStorefrontIdByHostname, readStorefront, type StorefrontRecord } from '../storefront/storefront-record.ts';
import { catalogVersionChecked } from '../api/catalog-memo.ts';
import { readCatalogStoreVersions } from '../db/catalog-versions.ts';
import { LruCache } from './lru-cache.ts';

/**
 * The per-isolate registry cache (docs/decisions/0070-registry-cache.md, 0160-per-store-caches.md):
 * bounded by count and bytes (LRU), each entry trusted for at most TTL_MS. At most every
 * VERSION_CHECK_MS an isolate reads the own versions of the stores it holds (no global row,
 * ADR 0237) and drops those that changed (and every hostname it knew as unknown, which a store
 * may just have claimed). A write to one store leaves every other store's entries, and their
 * edge-cache keys, as they were.
 */
export const REGISTRY_CACHE = {
  maxHosts: 2_000,
  maxHostBytes: 512 * 1024,
  maxStorefronts: 500,
  maxStorefrontBytes: 24 * 1024 * 1024,
  ttlMs: 5 * 60_000,
  versionCheckMs: 2_000,
} as const;

// Both caches are keyed (by hostname, by storefront id), never global state of one tenant: an
// isolate serves many stores at once. Values are cached, not promises: a promise started by
// one request must not be awaited by another (workerd ties I/O to the request that began it).
// A Host header is any text up to the header limit: the hostnames are weighed too (ADR 0300).
const hostCache = new LruCache<string, number | null>(REGISTRY_CACHE.maxHosts, REGISTRY_CACHE.ttlMs, {
  maxBytes: REGISTRY_CACHE.maxHostBytes,
  weigh: (_id, hostname) => 64 + 2 * hostname.length,
});
const storefrontCache = new LruCache<number, StorefrontRecord | null>(REGISTRY_CACHE.maxStorefronts, REGISTRY_CACHE.ttlMs, {
  maxBytes: REGISTRY_CACHE.maxStorefrontBytes,
  weigh: (record) => record?.approx_bytes ?? 64,
});
const seen = { checkedAt: -Infinity };

/**
 * The statement that bumps the registry's global version (operator writes only; no isolate polls
 * it since ADR 0237, it counts registry changes for tooling); run it in the change's batch.
 */
export function bumpRegistryVersion(db: D1Database): D1PreparedStatement {
  return db.prepare('UPDATE registry_version SET version = version + 1 WHERE id = 1');
}

/**
 * The catalog versions of the stores whose answers this isolate keeps, each read from its own
 * store database (one query per database holding some of them; ADR 0237). A store this isolate
 * no longer holds the registry row of is left out: its answers go.
 */
async function readKeptCatalogVersions(storeDbs: readonly D1Database[], storefrontIds: number[]): Promise<Map<number, number>> {
  const held = new Map(storefrontCache.entries());
  const byDatabase = new Map<number, number[]>();
  for (const id of storefrontIds) {
    const record = held.get(id);
    if (record) byDatabase.set(record.database, [...(byDatabase.get(record.database) ?? []), id]);
  }
  const versions = new Map<number, number>();
  for (const [database, ids] of byDatabase) {
    const db = storeDbs[database];
    if (db) for (const [id, version] of await readCatalogStoreVersions(db, ids)) versions.set(id, version);
  }
  return versions;
}

/** Drops the stores this isolate holds whose own version moved (or that are gone), and unknown hostnames. */
async function dropChangedStores(db: D1Database): Promise<void> {
  const held = new Map<number, number | null>();
  for (const [id, record] of storefrontCache.entries()) held.set(id, record?.version ?? null);
  for (const [, id] of hostCache.entries()) if (id !== null && !held.has(id)) held.set(id, null);
  hostCache.deleteWhere((id) => id === null);
  if (held.size === 0) return;
  const { results } = await db
    .prepare('SELECT id, version FROM storefronts WHERE id IN (SELECT value FROM json_each(?1)) AND deleted_at IS NULL')
    .bind(JSON.stringify([...held.keys()]))
    .all<{ id: number; version: number }>();
  const now = new Map(results.map((row) => [row.id, row.version]));
  for (const [id, version] of held) {
    // A store only known through a hostname has no version here: its hostnames are re-read.
    if (version === null || now.get(id) !== version) invalidateStorefront(id);
  }
}

async function dropCacheIfRegistryChanged(db: D1Database, now: number, storeDbs: readonly D1Database[]): Promise<void> {
  // Checked recently (a clock that went back counts as not recent).
  if (now >= seen.checkedAt && now - seen.checkedAt < REGISTRY_CACHE.versionCheckMs) return;
  seen.checkedAt = now;
  // No global row polled (ADR 0237): the own versions of the stores this isolate holds, read
  // only when it holds any; hostnames it knew as unknown are asked again after the check.
  try {
    await dropChangedStores(db);
  } catch (error) {
    // Unreadable store versions: forget everything rather than serve a stale store.
    console.error('Reading store versions failed; the registry cache is dropped', error);
    clearRegistryCache();
  }
  // The catalog answers this isolate keeps go when their store's catalog moved (docs/decisions/0155-catalog-memo.md):
  // no global catalog counter any more, so every check reads the kept stores' own versions (ADR 0237).
  await catalogVersionChecked(now, (storefrontIds) => readKeptCatalogVersions(storeDbs, storefrontIds));
}

/** Resolves a normalised hostname to its storefront through the D1 registry, cached per isolate. */
export async function resolveStorefront(db: D1Database, hostname: string, now = Date.now(), storeDbs: readonly D1Database[] = []): Promise<StorefrontRecord | null> {
  await dropCacheIfRegistryChanged(db, now, storeDbs);
  let host = hostCache.get(hostname, now);
  if (!host.found) {
    const id = await findStorefrontIdByHostname(db, hostname);
    hostCache.set(hostname, id, now);
    host = { found: true, value: id };
  }
  if (host.value == null) return null;
  return getStorefront(db, host.value, now);
}

export async function getStorefront(db: D1Database, storefrontId: number, now = Date.now()): Promise<StorefrontRecord | null> {
  const cached = storefrontCache.get(storefrontId, now);
  if (cached.found) return cached.value;
  // A failed read (an invalid stored config, D1 down) throws and stays uncached.
  const record = await readStorefront(db, storefrontId);
  storefrontCache.set(storefrontId, record, now);
  return record;
}

/** Drops a storefront from this isolate's cache (after its config or hosts change). */
export function invalidateStorefront(storefrontId: number): void {
  storefrontCache.delete(storefrontId);
  hostCache.deleteWhere((id) => id === storefrontId);
}

/** Forgets what this isolate knows about these hostnames (a store claimed them; they may be cached as unknown). */
export function forgetHostnames(hostnames: readonly string[]): void {
  for (const hostname of hostnames) hostCache.delete(hostname);
}

/** Drops this isolate's whole registry cache. */
export function clearRegistryCache(): void {
  storefrontCache.clear();
  hostCache.clear();
}

/** How many entries and bytes this isolate holds (tests of the bound, the memory bench). */
export function registryCacheSize(): { hosts: number; hostBytes: number; storefronts: number; storefrontBytes: number } {
  return { hosts: hostCache.size, hostBytes: hostCache.bytes, storefronts: storefrontCache.size, storefrontBytes: storefrontCache.bytes };
}
