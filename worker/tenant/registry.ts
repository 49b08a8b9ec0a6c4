import { findStorefrontIdByHostname, readStorefront, type StorefrontRecord } from '../storefront/storefront-record.ts';
import { catalogVersionChecked } from '../api/catalog-memo.ts';
import { readCatalogStoreVersions } from '../db/catalog-versions.ts';
import { LruCache } from './lru-cache.ts';

/**
 * The per-isolate registry cache (docs/decisions/0070-registry-cache.md): bounded (LRU), each
 * entry trusted for at most TTL_MS, and the whole cache dropped as soon as the registry's
 * version in D1 moves, which an isolate checks at most every VERSION_CHECK_MS. So an operator's
 * publish reaches every isolate within a few seconds, and a busy isolate costs one tiny query
 * per interval rather than one per request.
 */
export const REGISTRY_CACHE = { maxHosts: 2_000, maxStorefronts: 500, ttlMs: 5 * 60_000, versionCheckMs: 2_000 } as const;

// Both caches are keyed (by hostname, by storefront id), never global state of one tenant: an
// isolate serves many stores at once. Values are cached, not promises: a promise started by
// one request must not be awaited by another (workerd ties I/O to the request that began it).
const hostCache = new LruCache<string, number | null>(REGISTRY_CACHE.maxHosts, REGISTRY_CACHE.ttlMs);
const storefrontCache = new LruCache<number, StorefrontRecord | null>(REGISTRY_CACHE.maxStorefronts, REGISTRY_CACHE.ttlMs);
const seen = { version: null as number | null, checkedAt: -Infinity };

/** The statement that bumps the version; run it in the same batch as the change it announces. */
export function bumpRegistryVersion(db: D1Database): D1PreparedStatement {
  return db.prepare('UPDATE registry_version SET version = version + 1 WHERE id = 1');
}

/** The registry's and the catalog's version counters in one read (migrations 0008 and 0015). */
async function readVersions(db: D1Database): Promise<{ registry: number; catalog: number }> {
  const row = await db
    .prepare('SELECT r.version AS registry, c.version AS catalog FROM registry_version r, catalog_version c WHERE r.id = 1 AND c.id = 1')
    .first<{ registry: number; catalog: number }>();
  return row ?? { registry: 0, catalog: 0 };
}

async function dropCacheIfRegistryChanged(db: D1Database, now: number): Promise<void> {
  // Checked recently (a clock that went back counts as not recent).
  if (now >= seen.checkedAt && now - seen.checkedAt < REGISTRY_CACHE.versionCheckMs) return;
  seen.checkedAt = now;
  const versions = await readVersions(db);
  if (seen.version !== null && versions.registry !== seen.version) clearRegistryCache();
  seen.version = versions.registry;
  // The catalog answers this isolate keeps go when their store's catalog moved (docs/decisions/0155-catalog-memo.md).
  await catalogVersionChecked(versions.catalog, (storefrontIds) => readCatalogStoreVersions(db, storefrontIds));
}

/** The registry version this isolate last read (null before its first check); part of edge cache keys. */
export function registryVersionSeen(): number | null {
  return seen.version;
}

/** Resolves a normalised hostname to its storefront through the D1 registry, cached per isolate. */
export async function resolveStorefront(db: D1Database, hostname: string, now = Date.now()): Promise<StorefrontRecord | null> {
  await dropCacheIfRegistryChanged(db, now);
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

/** How many entries this isolate holds (for tests of the bound). */
export function registryCacheSize(): { hosts: number; storefronts: number } {
  return { hosts: hostCache.size, storefronts: storefrontCache.size };
}
