import type { OperatorPrincipal, OperatorRole } from './operator-roles.ts';

/**
 * Operator tokens (registry database, migration 0016). The secret is 32 random bytes shown once;
 * only its SHA-256 is stored, so a copy of the database lets no one in.
 */
export type OperatorToken = {
  id: string;
  name: string;
  role: OperatorRole;
  storefront_ids: number[] | null;
  created_at: string;
  created_by: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
};

type TokenRow = Omit<OperatorToken, 'storefront_ids'> & { storefront_ids: string | null };

const TOKEN_PREFIX = 'wso_';
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
/** last_used_at is written at most this often per token (a busy script is not a write per call). */
const LAST_USED_GRANULARITY_SECONDS = 60;

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromRow(row: TokenRow): OperatorToken {
  return { ...row, storefront_ids: row.storefront_ids === null ? null : (JSON.parse(row.storefront_ids) as number[]) };
}

const COLUMNS = 'id, name, role, storefront_ids, created_at, created_by, expires_at, last_used_at, revoked_at';

/** A new token: its row (to store with the audit entry, in one batch) and the secret to show once. */
export async function newToken(input: {
  name: string;
  role: OperatorRole;
  storefrontIds: number[] | null;
  expiresInDays: number | null;
  createdBy: string;
}): Promise<{ id: string; secret: string; hash: string; expiresAt: string | null }> {
  const id = `tok_${base64Url(crypto.getRandomValues(new Uint8Array(9)))}`;
  const secret = `${TOKEN_PREFIX}${base64Url(crypto.getRandomValues(new Uint8Array(32)))}`;
  const expiresAt = input.expiresInDays === null ? null : new Date(Date.now() + input.expiresInDays * 86_400_000).toISOString();
  return { id, secret, hash: await sha256Hex(secret), expiresAt };
}

export function insertTokenStatement(
  registry: D1Database,
  token: { id: string; hash: string; expiresAt: string | null },
  input: { name: string; role: OperatorRole; storefrontIds: number[] | null; createdBy: string },
): D1PreparedStatement {
  return registry
    .prepare(`INSERT INTO operator_tokens (id, name, role, storefront_ids, token_hash, created_by, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)`)
    .bind(token.id, input.name, input.role, input.storefrontIds === null ? null : JSON.stringify(input.storefrontIds), token.hash, input.createdBy, token.expiresAt);
}

export async function readToken(registry: D1Database, id: string): Promise<OperatorToken | null> {
  const row = await registry.prepare(`SELECT ${COLUMNS} FROM operator_tokens WHERE id = ?`).bind(id).first<TokenRow>();
  return row ? fromRow(row) : null;
}

/** Tokens newest first, revoked ones included (they say when); paged by id. */
export async function listTokens(registry: D1Database, limit: number, cursor: string | null): Promise<{ tokens: OperatorToken[]; next: string | null }> {
  const { results } = await registry
    .prepare(`SELECT ${COLUMNS} FROM operator_tokens WHERE (?1 IS NULL OR (created_at, id) < (SELECT created_at, id FROM operator_tokens WHERE id = ?1))
      ORDER BY created_at DESC, id DESC LIMIT ?2`)
    .bind(cursor, limit + 1)
    .all<TokenRow>();
  const page = results.slice(0, limit).map(fromRow);
  return { tokens: page, next: results.length > limit ? (page.at(-1)?.id ?? null) : null };
}

export function revokeTokenStatement(registry: D1Database, id: string): D1PreparedStatement {
  return registry.prepare(`UPDATE operator_tokens SET revoked_at = ${NOW} WHERE id = ? AND revoked_at IS NULL`).bind(id);
}

/**
 * The principal of a presented secret: a token that exists, is not revoked and has not expired.
 * Marks it used (at most once a minute).
 */
export async function principalOfSecret(registry: D1Database, secret: string): Promise<{ principal: OperatorPrincipal; markUsed: () => Promise<unknown> } | null> {
  if (!secret.startsWith(TOKEN_PREFIX)) return null;
  const row = await registry
    .prepare(`SELECT ${COLUMNS} FROM operator_tokens WHERE token_hash = ? AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ${NOW})`)
    .bind(await sha256Hex(secret))
    .first<TokenRow>();
  if (!row) return null;
  const token = fromRow(row);
  return {
    principal: { id: token.id, name: token.name, role: token.role, storefrontIds: token.role === 'admin' ? null : (token.storefront_ids ?? []) },
    markUsed: () =>
      registry
        .prepare(
          `UPDATE operator_tokens SET last_used_at = ${NOW} WHERE id = ?
           AND (last_used_at IS NULL OR last_used_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${LAST_USED_GRANULARITY_SECONDS} seconds'))`,
        )
        .bind(token.id)
        .run(),
  };
}
