import * as v from 'valibot';
import { STOREFRONT_STATUSES, StorefrontConfigSchema } from '../../shared/schemas/storefront-config.ts';
import tenantsFile from '../../tenants.example.json' with { type: 'json' };

/** One entry of tenants.example.json, the operator's example tenant registry. */
export const TenantEntrySchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The store database (STORE_DB_<n>) holding the store's own rows (docs/scaling.md). */
  database: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  name: v.pipe(v.string(), v.minLength(1)),
  status: v.picklist(STOREFRONT_STATUSES),
  company_name: v.string(),
  /** Normalised like the tenant resolver does: lower case, no port, no trailing dot. */
  hostnames: v.pipe(
    v.array(v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z0-9.-]+[a-z0-9]$/, 'hostname without port or trailing dot'))),
    v.minLength(1),
  ),
  /** Plain text in the example file; the seed stores only its PBKDF2 hash. */
  private_password: v.nullable(v.pipe(v.string(), v.minLength(1))),
  config: StorefrontConfigSchema,
});
export type TenantEntry = v.InferOutput<typeof TenantEntrySchema>;

export const TenantRegistrySchema = v.pipe(
  v.array(TenantEntrySchema),
  v.check((list) => new Set(list.map((t) => t.id)).size === list.length, 'storefront ids must be unique'),
  v.check(
    (list) => {
      const hosts = list.flatMap((t) => t.hostnames);
      return new Set(hosts).size === hosts.length;
    },
    'a hostname may belong to one storefront only',
  ),
);

/** The raw JSON document, as the operator wrote it. */
export const rawDemoTenants: unknown = tenantsFile;

/** tenants.example.json, validated (configs normalised by StorefrontConfigSchema). */
export function loadDemoTenants(): TenantEntry[] {
  return v.parse(TenantRegistrySchema, rawDemoTenants);
}
