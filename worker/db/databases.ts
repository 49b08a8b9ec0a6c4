import type { Env } from '../env.ts';

/**
 * The database of global rows (stores, hostnames, operator tokens, the audit log, config
 * versions). Today every store's own rows live in the same binding; code that touches global
 * tables takes this handle as a parameter, so the registry can move to a binding of its own
 * without rewriting those callers.
 */
export function registryDb(env: Env): D1Database {
  return env.DB;
}
