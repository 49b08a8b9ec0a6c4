import * as v from 'valibot';
import {
  STOREFRONT_STATUSES,
  StorefrontConfigSchema,
  type StorefrontConfigDocument,
} from '../../shared/schemas/storefront-config.ts';

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
};

export class InvalidStorefrontConfigError extends Error {
  constructor(storefrontId: number, issues: string) {
    super(`Storefront ${storefrontId} has an invalid config: ${issues}`);
  }
}

/** Parses a stored config document; throws InvalidStorefrontConfigError naming the problems. */
export function parseStoredConfig(storefrontId: number, json: string): StorefrontConfigDocument {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new InvalidStorefrontConfigError(storefrontId, 'not valid JSON');
  }
  const result = v.safeParse(StorefrontConfigSchema, raw);
  if (!result.success) {
    const issues = result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ');
    throw new InvalidStorefrontConfigError(storefrontId, issues);
  }
  return result.output;
}

/**
 * A draft the schema refuses never takes the live store down: shoppers keep the live config,
 * a designer's preview shows it too, and the operator API names the problem (ADR 0109).
 */
function draftOrNull(storefrontId: number, json: string): StorefrontConfigDocument | null {
  try {
    return parseStoredConfig(storefrontId, json);
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
      'SELECT id, name, status, company_name, config, preview_config, private_password_hash, updated_at FROM storefronts WHERE id = ?',
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
    config: parseStoredConfig(row.id, row.config),
    preview_config: row.preview_config ? draftOrNull(row.id, row.preview_config) : null,
    private_password_hash: row.private_password_hash,
    updated_at: row.updated_at,
  };
}

/** Validates and stores a storefront's config (published or preview). */
export async function writeStorefrontConfig(
  db: D1Database,
  storefrontId: number,
  config: unknown,
  which: 'config' | 'preview_config',
): Promise<StorefrontConfigDocument> {
  const parsed = v.parse(StorefrontConfigSchema, config);
  const column = which === 'config' ? 'config' : 'preview_config';
  await db
    .prepare(`UPDATE storefronts SET ${column} = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`)
    .bind(JSON.stringify(parsed), storefrontId)
    .run();
  return parsed;
}
