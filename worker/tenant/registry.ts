import { findStorefrontIdByHostname, readStorefront, type StorefrontRecord } from '../storefront/storefront-record.ts';

/** How long an isolate trusts its cached registry entries. */
const TTL_MS = 30_000;

type Entry<T> = { value: T; expires: number };

// Per-isolate caches. Both are keyed (by hostname, by storefront id), never global state
// of one tenant: an isolate serves many stores at once.
const hostCache = new Map<string, Entry<number | null>>();
const storefrontCache = new Map<number, Entry<Promise<StorefrontRecord | null>>>();

/** Resolves a normalised hostname to its storefront through the D1 registry, cached per isolate. */
export async function resolveStorefront(db: D1Database, hostname: string, now = Date.now()): Promise<StorefrontRecord | null> {
  let host = hostCache.get(hostname);
  if (!host || host.expires <= now) {
    host = { value: await findStorefrontIdByHostname(db, hostname), expires: now + TTL_MS };
    hostCache.set(hostname, host);
  }
  if (host.value == null) return null;
  return getStorefront(db, host.value, now);
}

export function getStorefront(db: D1Database, storefrontId: number, now = Date.now()): Promise<StorefrontRecord | null> {
  let entry = storefrontCache.get(storefrontId);
  if (!entry || entry.expires <= now) {
    const value = readStorefront(db, storefrontId);
    entry = { value, expires: now + TTL_MS };
    storefrontCache.set(storefrontId, entry);
    // A failed read must not stay cached.
    value.catch(() => storefrontCache.delete(storefrontId));
  }
  return entry.value;
}

/** Drops a storefront from this isolate's cache (after its config or hosts change). */
export function invalidateStorefront(storefrontId: number): void {
  storefrontCache.delete(storefrontId);
  for (const [host, entry] of hostCache) if (entry.value === storefrontId) hostCache.delete(host);
}
