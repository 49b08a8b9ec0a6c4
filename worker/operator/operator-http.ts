import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-types.ts';
import { clientIp } from '../auth/client-ip.ts';
import { moveWaitSeconds, registryDb } from '../db/databases.ts';
import { createPreviewRealtime } from '../realtime/preview-realtime.ts';
import type { AuditActor } from './audit-log.ts';
import { operatorOf, refuseWithout } from './operator-auth.ts';
import { reachesStore, type OperatorPermission } from './operator-roles.ts';
import { readStore, type Expected, type OperatorStore } from './operator-stores.ts';

/** Helpers every operator route shares: ids, paging, If-Match, the store in scope, the actor. */

/** A store id from the path: digits only (no `0x42`, no spaces, no leading zeros). */
export function storeIdParam(c: Context<AppEnv>): number | null {
  const raw = c.req.param('id') ?? '';
  if (!/^[1-9][0-9]{0,14}$/.test(raw)) return null;
  return Number(raw);
}

export const storeNotFound = (c: Context<AppEnv>) => c.json({ message: 'Store not found.' }, 404);

/**
 * The store named in the path, when the caller reaches it and may do `permission` there:
 * outside the caller's list it answers 404 exactly like an unknown store; inside it, a missing
 * permission is 403 naming it.
 */
export async function storeFor(c: Context<AppEnv>, permission: OperatorPermission): Promise<{ store: OperatorStore } | { response: Response }> {
  const id = storeIdParam(c);
  const principal = operatorOf(c);
  if (!id || !reachesStore(principal, id)) return { response: storeNotFound(c) };
  const store = await readStore(registryDb(c.env), id);
  if (!store) return { response: storeNotFound(c) };
  const refused = refuseWithout(c, permission);
  if (refused) return { response: refused };
  // While `stores move` copies the store's rows, nothing may change them (ADR 0309): reads go on
  // (storeDb reads the old copy and refuses writes), a call that may write is refused before it
  // starts, so nothing it writes to the registry and the store database is left half-done.
  const wait = c.req.method === 'GET' || c.req.method === 'HEAD' ? 0 : moveWaitSeconds(store.moving_until);
  if (wait > 0) return { response: c.json({ message: `Store ${id} is moving to another database. Try again in a few seconds.` }, 503, { 'retry-after': String(wait) }) };
  return { store };
}

export function actorOf(c: Context<AppEnv>): AuditActor {
  const principal = operatorOf(c);
  return { id: principal.id, name: principal.name, ip: clientIp(c) };
}

const PageQuery = v.object({
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^[0-9]{1,4}$/, 'limit must be a whole number from 1 to 200.'), v.transform(Number), v.minValue(1, 'limit must be at least 1.'), v.maxValue(200, 'limit must be at most 200.')),
    '50',
  ),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(100, 'cursor is not valid.'))),
});

/** `?limit=&cursor=` of a paged list: the values, or a 400 answer. */
export function pageOf(c: Context<AppEnv>, defaultLimit = 50): { limit: number; cursor: string | null } | { response: Response } {
  const parsed = v.safeParse(PageQuery, { limit: c.req.query('limit') ?? String(defaultLimit), cursor: c.req.query('cursor') || undefined });
  if (!parsed.success) return { response: c.json({ message: parsed.issues[0].message, errors: { [v.getDotPath(parsed.issues[0]) ?? 'limit']: [parsed.issues[0].message] } }, 400) };
  return { limit: parsed.output.limit, cursor: parsed.output.cursor ?? null };
}

/** A numeric cursor, or null when absent; undefined when it is not one. */
export function numericCursor(cursor: string | null): number | null | undefined {
  if (cursor === null) return null;
  return /^[0-9]{1,15}$/.test(cursor) ? Number(cursor) : undefined;
}

export const badCursor = (c: Context<AppEnv>) => c.json({ message: 'cursor is not valid: pass the next_cursor of the page before.', errors: { cursor: ['not valid'] } }, 400);

/**
 * The version a write was made from, from `If-Match: "<version>"` (a weak tag or the bare number
 * too); absent or `*`: the write is not guarded. A malformed header is a 400, never ignored.
 */
export function expectedVersion(c: Context<AppEnv>, of: 'config' | 'draft'): { expected: Expected } | { response: Response } {
  const header = c.req.header('if-match')?.trim();
  if (!header || header === '*') return { expected: null };
  const match = /^(?:W\/)?"?([0-9]{1,15})"?$/.exec(header);
  if (!match) return { response: c.json({ message: 'If-Match must be a config version in quotes, like "5".', errors: { 'If-Match': ['not a version'] } }, 400) };
  return { expected: { of, version: Number(match[1]) } };
}

/** The 412 of a stale If-Match: who changed the store since, so nothing is overwritten silently. */
export async function staleAnswer(c: Context<AppEnv>, id: number, expected: NonNullable<Expected>): Promise<Response> {
  const store = await readStore(registryDb(c.env), id);
  if (!store) return storeNotFound(c);
  const current = expected.of === 'draft' ? (store.draft_version ?? store.config_version) : store.config_version;
  const last = await registryDb(c.env)
    .prepare('SELECT kind, at, actor_name FROM config_versions WHERE storefront_id = ? AND version = ?')
    .bind(id, current)
    .first<{ kind: string; at: string; actor_name: string }>();
  const by = last ? ` (${last.kind === 'draft' ? 'draft saved' : 'published'} by ${last.actor_name} at ${last.at})` : '';
  return c.json(
    {
      message: `Store ${id} has changed since version ${expected.version}: it is now at version ${current}${by}. Reload it and apply your change again.`,
      current_version: current,
      changed_by: last?.actor_name ?? null,
    },
    412,
  );
}

/** Tells the store's open preview pages; a realtime outage must not undo a saved change. */
export async function announce(c: Context<AppEnv>, storefrontId: number, kind: 'draft' | 'published'): Promise<void> {
  try {
    await createPreviewRealtime(c.env).announce({ storefront_id: storefrontId, kind, at: new Date().toISOString() });
  } catch (error) {
    console.error(`Preview announcement for store ${storefrontId} failed`, error);
  }
}

/** A paged list's answer. */
export function paged<T>(c: Context<AppEnv>, data: T[], next: string | number | null) {
  return c.json({ data, next_cursor: next === null ? null : String(next) });
}

/** A 400 naming the listed store ids that name no store (deleted ones included), or null. */
export async function unknownStoresAnswer(c: Context<AppEnv>, storefrontIds: readonly number[] | null | undefined): Promise<Response | null> {
  if (!storefrontIds?.length) return null;
  const { results } = await registryDb(c.env)
    .prepare('SELECT id FROM storefronts WHERE id IN (SELECT value FROM json_each(?)) AND deleted_at IS NULL')
    .bind(JSON.stringify(storefrontIds))
    .all<{ id: number }>();
  const known = new Set(results.map((row) => row.id));
  const unknown = storefrontIds.filter((id) => !known.has(id));
  if (unknown.length === 0) return null;
  const message = `No store with id ${unknown.join(', ')}.`;
  return c.json({ message, errors: { storefront_ids: [message] } }, 400);
}
