import * as v from 'valibot';
import {
  STOREFRONT_STATUSES,
  StorefrontConfigSchema,
  type StorefrontConfigDocument,
} from '../../shared/schemas/storefront-config.ts';
import { parseTolerantly } from '../../shared/schemas/config/read-tolerantly.ts';

/** A storefront as the server knows it, secrets included. Never sent to the browser as is. */
export type StorefrontRecord = {
  id: number;
  name: string;
  status: (typeof STOREFRONT_STATUSES)[number];
  company_name: string;
  config: StorefrontConfigDocument;
  preview_config: StorefrontConfigDocument | null;
  private_password_hash: string | null;
  updated_at: string;
  /** The store's own registry version: moves with every change to its registry rows (ADR 0160). */
  version: number;
  /** Set while an operator has suspended the store: shoppers get 503 (ADR 0159). */
  suspended_at: string | null;
  /** The hostname the others redirect to; null when the store names none (every hostname serves it). */
  primary_hostname: string | null;
  /** Which store database (STORE_DB_<n>) holds the store's own rows (worker/db/databases.ts). */
  database: number;
  /** Set while `stores move` copies the store to another database: shoppers get 503 (ADR 0236). */
  moving_until: string | null;
  /** About how many bytes the record holds in memory (the registry cache is bounded by bytes). */
  approx_bytes: number;
};

type StorefrontRow = {
  id: number;
  name: string;
  status: string;
  company_name: string;
  config: string;
  preview_config: string | null;
  private_password_hash: string | null;
  updated_at: string;
  version: number;
  suspended_at: string | null;
  primary_hostname: string | null;
  database: number;
  moving_until: string | null;
};

export class InvalidStorefrontConfigError extends Error {
  constructor(storefrontId: number, issues: string) {
    super(`Storefront ${storefrontId} has an invalid config: ${issues}`);
  }
}

function jsonOf(storefrontId: number, json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    throw new InvalidStorefrontConfigError(storefrontId, 'not valid JSON');
  }
}

function problemsOf(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ');
}

/**
 * Parses a stored config document as a write would (the operator's view, ADR 0109: a key the
 * schema does not know is a problem to fix); throws InvalidStorefrontConfigError naming the problems.
 */
export function parseStoredConfig(storefrontId: number, json: string): StorefrontConfigDocument {
  const result = v.safeParse(StorefrontConfigSchema, jsonOf(storefrontId, json));
  if (!result.success) throw new InvalidStorefrontConfigError(storefrontId, problemsOf(result.issues));
  return result.output;
}

/**
 * A stored config document as shoppers get it: read-tolerant (docs/decisions/0180-config-strict-on-write-tolerant-on-read.md). Keys the
 * schema does not know, and values of rules it tightened since the document was saved, are left
 * out (and logged) instead of taking the store down; anything else it refuses still throws.
 */
export function readStoredConfig(storefrontId: number, json: string): StorefrontConfigDocument {
  const { result, notes } = parseTolerantly(StorefrontConfigSchema, jsonOf(storefrontId, json));
  if (!result.success) throw new InvalidStorefrontConfigError(storefrontId, problemsOf(result.issues));
  if (notes.length > 0) console.warn(`Storefront ${storefrontId}: stored config read without its problems (${notes.join('; ')}); the operator API names them`);
  return result.output;
}

/**
 * A draft the schema refuses never takes the live store down: shoppers keep the live config,
 * a designer's preview shows it too, and the operator API names the problem (ADR 0109).
 */
function draftOrNull(storefrontId: number, json: string): StorefrontConfigDocument | null {
  try {
    return readStoredConfig(storefrontId, json);
  } catch (error) {
    if (!(error instanceof InvalidStorefrontConfigError)) throw error;
    console.error(`${error.message} (the draft; the live config is served)`);
    return null;
  }
}

export async function findStorefrontIdByHostname(db: D1Database, hostname: string): Promise<number | null> {
  const row = await db
    .prepare('SELECT storefront_id FROM storefront_hosts WHERE hostname = ?')
    .bind(hostname)
    .first<{ storefront_id: number }>();
  return row?.storefront_id ?? null;
}

export async function readStorefront(db: D1Database, storefrontId: number): Promise<StorefrontRecord | null> {
  const row = await db
    .prepare(
      `SELECT id, name, status, company_name, config, preview_config, private_password_hash, updated_at, version, suspended_at, database, moving_until,
        (SELECT hostname FROM storefront_hosts h WHERE h.storefront_id = s.id AND h.is_primary = 1) AS primary_hostname
       FROM storefronts s WHERE id = ? AND deleted_at IS NULL`,
    )
    .bind(storefrontId)
    .first<StorefrontRow>();
  if (!row) return null;
  const status = v.parse(v.picklist(STOREFRONT_STATUSES), row.status);
  return {
    id: row.id,
    name: row.name,
    status,
    company_name: row.company_name,
    config: readStoredConfig(row.id, row.config),
    preview_config: row.preview_config ? draftOrNull(row.id, row.preview_config) : null,
    private_password_hash: row.private_password_hash,
    updated_at: row.updated_at,
    version: row.version,
    suspended_at: row.suspended_at,
    primary_hostname: row.primary_hostname,
    database: row.database,
    moving_until: row.moving_until,
    // Parsed JSON takes a few times its text's size; strings count two bytes a character.
    approx_bytes: 512 + 6 * (row.config.length + (row.preview_config?.length ?? 0)),
  };
}
