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

/**
 * The database holding one store's own rows (orders, gift cards, mail, webhooks). Today every
 * store lives in DB; code that reaches a store's rows without a request in hand (a queue, an
 * operator call) asks here, so stores can later move to databases of their own.
 */
export function storeDb(env: Env, _storefrontId: number): D1Database {
  return env.DB;
}
