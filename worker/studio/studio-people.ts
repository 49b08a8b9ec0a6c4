import { base64Url, sha256Hex } from '../operator/operator-tokens.ts';
import type { OperatorPrincipal, OperatorRole } from '../operator/operator-roles.ts';

/**
 * The people of the Studio (registry database, migration 0017): one-time sign-in links, the
 * sessions they open, and the e-mail → role table Cloudflare Access sign-ins go through.
 */
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
/** How long a Studio session lasts: a working day. */
export const STUDIO_SESSION_HOURS = 12;

export type Invitation = { name: string; email: string | null; role: OperatorRole; storefrontIds: number[] | null; expiresInHours: number; createdBy: string };

const ids = (json: string | null): number[] | null => (json === null ? null : (JSON.parse(json) as number[]));

/** A new sign-in link's secret and the statement that stores it (its hash). */
export async function newSignInLink(registry: D1Database, invitation: Invitation): Promise<{ id: string; secret: string; expiresAt: string; statement: D1PreparedStatement }> {
  const id = `link_${base64Url(crypto.getRandomValues(new Uint8Array(9)))}`;
  const secret = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  const expiresAt = new Date(Date.now() + invitation.expiresInHours * 3_600_000).toISOString();
  const statement = registry
    .prepare('INSERT INTO studio_sign_in_links (token_hash, id, name, email, role, storefront_ids, created_by, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(await sha256Hex(secret), id, invitation.name, invitation.email, invitation.role, invitation.storefrontIds === null ? null : JSON.stringify(invitation.storefrontIds), invitation.createdBy, expiresAt);
  return { id, secret, expiresAt, statement };
}

/**
 * Spends a sign-in link and opens a session for its person, in one statement each: a link is
 * used once even when opened twice at the same moment. Answers the session's secret, or null
 * for a link that is unknown, spent or expired.
 */
export async function spendSignInLink(registry: D1Database, secret: string): Promise<{ session: string; name: string } | null> {
  const link = await registry
    .prepare(`UPDATE studio_sign_in_links SET used_at = ${NOW} WHERE token_hash = ? AND used_at IS NULL AND expires_at > ${NOW}
      RETURNING id, name, role, storefront_ids`)
    .bind(await sha256Hex(secret))
    .first<{ id: string; name: string; role: OperatorRole; storefront_ids: string | null }>();
  if (!link) return null;
  const session = await openSession(registry, { personId: `link:${link.id}`, name: link.name, role: link.role, storefrontIds: ids(link.storefront_ids) });
  return { session, name: link.name };
}

export async function openSession(
  registry: D1Database,
  person: { personId: string; name: string; role: OperatorRole; storefrontIds: number[] | null },
): Promise<string> {
  const secret = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  await registry
    .prepare(`INSERT INTO studio_sessions (token_hash, person_id, name, role, storefront_ids, expires_at) VALUES (?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+${STUDIO_SESSION_HOURS} hours'))`)
    .bind(await sha256Hex(secret), person.personId, person.name, person.role, person.storefrontIds === null ? null : JSON.stringify(person.storefrontIds))
    .run();
  return secret;
}

/** The principal of a live session, or null. */
export async function principalOfSession(registry: D1Database, secret: string): Promise<OperatorPrincipal | null> {
  const row = await registry
    .prepare(`SELECT person_id, name, role, storefront_ids FROM studio_sessions WHERE token_hash = ? AND expires_at > ${NOW}`)
    .bind(await sha256Hex(secret))
    .first<{ person_id: string; name: string; role: OperatorRole; storefront_ids: string | null }>();
  if (!row) return null;
  return { id: row.person_id, name: row.name, role: row.role, storefrontIds: row.role === 'admin' ? null : (ids(row.storefront_ids) ?? []) };
}

export async function closeSession(registry: D1Database, secret: string): Promise<void> {
  await registry.prepare('DELETE FROM studio_sessions WHERE token_hash = ?').bind(await sha256Hex(secret)).run();
}

export type Person = { email: string; name: string; role: OperatorRole; storefront_ids: number[] | null; updated_at: string };

/** The person an Access sign-in's e-mail names, as a principal. */
export async function principalOfEmail(registry: D1Database, email: string): Promise<OperatorPrincipal | null> {
  const row = await registry
    .prepare('SELECT email, name, role, storefront_ids FROM studio_people WHERE email = ?')
    .bind(email.toLowerCase())
    .first<{ email: string; name: string; role: OperatorRole; storefront_ids: string | null }>();
  if (!row) return null;
  return { id: `access:${row.email}`, name: row.name, role: row.role, storefrontIds: row.role === 'admin' ? null : (ids(row.storefront_ids) ?? []) };
}

export async function listPeople(registry: D1Database): Promise<Person[]> {
  const { results } = await registry
    .prepare('SELECT email, name, role, storefront_ids, updated_at FROM studio_people ORDER BY email')
    .all<Omit<Person, 'storefront_ids'> & { storefront_ids: string | null }>();
  return results.map((row) => ({ ...row, storefront_ids: ids(row.storefront_ids) }));
}

export function upsertPersonStatement(registry: D1Database, person: { email: string; name: string; role: OperatorRole; storefrontIds: number[] | null }): D1PreparedStatement {
  return registry
    .prepare(
      `INSERT INTO studio_people (email, name, role, storefront_ids) VALUES (?, ?, ?, ?)
       ON CONFLICT(email) DO UPDATE SET name = excluded.name, role = excluded.role, storefront_ids = excluded.storefront_ids, updated_at = ${NOW}`,
    )
    .bind(person.email.toLowerCase(), person.name, person.role, person.storefrontIds === null ? null : JSON.stringify(person.storefrontIds));
}

export function deletePersonStatement(registry: D1Database, email: string): D1PreparedStatement {
  return registry.prepare('DELETE FROM studio_people WHERE email = ?').bind(email.toLowerCase());
}
