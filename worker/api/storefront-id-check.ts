import type { Context } from 'hono';
import type { AppEnv } from '../app-types.ts';

/**
 * Whether a storefront id taken from a path is the Host's store. Every route under
 * /storefronts/{storefrontId}/ answers 404 otherwise, exactly like a missing record: the API
 * (api-app.ts) and the direct reads of server-rendered pages (worker/ssr/server-reads.ts) alike.
 */
export function isHostStoreId(hostStoreId: number, pathId: string): boolean {
  return pathId === String(hostStoreId);
}

/**
 * Spec payloads repeat the storefront id; the Host's store is the one that counts, and a
 * payload naming another store answers 404 like a path naming one (null: go on).
 */
export function otherStoreInPayload(c: Context<AppEnv>, storefrontId: number | undefined): Response | null {
  if (storefrontId === undefined || storefrontId === c.var.storefront.id) return null;
  return c.json({ message: 'Not found.' }, 404);
}
