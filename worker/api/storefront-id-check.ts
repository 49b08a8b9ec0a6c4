import type { Context } from 'hono';
import type { AppEnv } from '../app-types.ts';

/**
 * Spec payloads repeat the storefront id; the Host's store is the one that counts, and a
 * payload naming another store answers 404 like a path naming one (null: go on).
 */
export function otherStoreInPayload(c: Context<AppEnv>, storefrontId: number | undefined): Response | null {
  if (storefrontId === undefined || storefrontId === c.var.storefront.id) return null;
  return c.json({ message: 'Not found.' }, 404);
}
