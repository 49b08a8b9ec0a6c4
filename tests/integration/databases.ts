import { env } from 'cloudflare:workers';
import { loadDemoTenants } from '../../scripts/seed/tenant-registry.ts';
import { storeBinding } from '../../worker/db/databases.ts';

/**
 * The store database of a demo store, as tenants.example.json places it (stores 1 and 66 share
 * STORE_DB_0; 2, 3 and 4 have STORE_DB_1, 2 and 3). Tests read and change a store's own rows
 * here and the registry's (stores, hostnames, audit, versions) in env.DB.
 */
export function storeDbOf(storefrontId: number): D1Database {
  const tenant = loadDemoTenants().find((t) => t.id === storefrontId);
  if (!tenant) throw new Error(`No demo store ${storefrontId}`);
  return storeBinding(env, tenant);
}

/** The demo store's database (store 1, the one most tests use). */
export const DEMO_DB = storeDbOf(1);
