import * as v from 'valibot';

/** The operator API's answers the Studio reads (docs/api.md "Operator API"). */
export const ROLES = ['admin', 'store_manager', 'designer', 'fulfilment'] as const;
export type Role = (typeof ROLES)[number];
export const STORE_STATUSES = ['live', 'draft', 'demo'] as const;

const Role = v.picklist(ROLES);
const StoreIds = v.nullable(v.array(v.number()));
const Actor = v.object({ id: v.nullable(v.string()), name: v.string() });
/** A config as stored: the editor checks it against the shared schema itself. */
const ConfigDocument = v.record(v.string(), v.unknown());

export const MeSchema = v.object({ data: v.object({ id: v.string(), name: v.string(), role: Role, storefront_ids: StoreIds }) });
export type Me = v.InferOutput<typeof MeSchema>['data'];

const StoreSummaryEntries = {
  id: v.number(),
  name: v.string(),
  status: v.picklist(STORE_STATUSES),
  company_name: v.optional(v.string(), ''),
  hostnames: v.array(v.string()),
  primary_hostname: v.nullable(v.string()),
  suspended: v.boolean(),
  config_version: v.number(),
  draft_version: v.nullable(v.number()),
  published_at: v.nullable(v.string()),
};
export const StoreSummarySchema = v.object(StoreSummaryEntries);
export type StoreSummary = v.InferOutput<typeof StoreSummarySchema>;

const paged = <T extends v.GenericSchema>(item: T) => v.object({ data: v.array(item), next_cursor: v.nullable(v.string()) });

export const StoreListSchema = paged(StoreSummarySchema);

export const StoreSchema = v.object({
  ...StoreSummaryEntries,
  config: v.nullable(v.unknown()),
  preview_config: v.nullable(v.unknown()),
  has_private_password: v.optional(v.boolean(), false),
  problems: v.optional(v.object({ config: v.optional(v.string()), preview_config: v.optional(v.string()) })),
});
export type Store = v.InferOutput<typeof StoreSchema>;
export const StoreAnswerSchema = v.object({ data: StoreSchema });

export const DeletedStoreSchema = v.object({ data: v.object({ id: v.number(), deleted: v.literal(true), purged_after: v.string() }) });

export const PreviewLinkSchema = v.object({ data: v.object({ preview_url: v.string() }) });
export const DraftSavedSchema = v.object({ data: v.object({ preview_url: v.string(), draft_version: v.nullable(v.number()) }) });

export const VersionSchema = v.object({ version: v.number(), kind: v.picklist(['draft', 'published']), at: v.string(), actor: Actor });
export type Version = v.InferOutput<typeof VersionSchema>;
export const VersionListSchema = paged(VersionSchema);
export const VersionDetailSchema = v.object({ data: v.object({ ...VersionSchema.entries, config: ConfigDocument }) });

export const AuditEntrySchema = v.object({
  id: v.union([v.number(), v.string()]),
  at: v.string(),
  actor: Actor,
  action: v.string(),
  storefront_id: v.nullable(v.number()),
  ip: v.optional(v.nullable(v.string())),
  detail: v.optional(v.unknown()),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;
export const AuditListSchema = paged(AuditEntrySchema);

export const TokenSchema = v.object({
  id: v.string(),
  name: v.string(),
  role: Role,
  storefront_ids: StoreIds,
  created_at: v.optional(v.string()),
  created_by: v.optional(v.nullable(v.string())),
  expires_at: v.nullable(v.string()),
  last_used_at: v.optional(v.nullable(v.string())),
  revoked_at: v.optional(v.nullable(v.string())),
});
export type Token = v.InferOutput<typeof TokenSchema>;
export const TokenListSchema = paged(TokenSchema);
export const TokenAnswerSchema = v.object({ data: TokenSchema });
export const NewTokenSchema = v.object({ data: v.object({ id: v.string(), token: v.string(), name: v.string(), role: Role, storefront_ids: StoreIds, expires_at: v.nullable(v.string()) }) });

export const PersonSchema = v.object({ email: v.string(), name: v.string(), role: Role, storefront_ids: StoreIds, updated_at: v.optional(v.string()) });
export type Person = v.InferOutput<typeof PersonSchema>;
export const PeopleSchema = paged(PersonSchema);
export const PersonAnswerSchema = v.object({ data: PersonSchema });
export const PersonRemovedSchema = v.object({ data: v.object({ email: v.string(), removed: v.literal(true) }) });

export const SignInLinkSchema = v.object({ data: v.object({ id: v.string(), url: v.string(), expires_at: v.string() }) });

/** What a catalog import does (or would do, in a dry run), per kind of row. */
export const CATALOG_KINDS = ['categories', 'brands', 'warehouses', 'decoration_methods', 'products', 'variants', 'sizes'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
const ImportCounts = v.record(v.string(), v.number());
export const CatalogImportSchema = v.object({
  data: v.object({ mode: v.picklist(['merge', 'replace']), dry_run: v.boolean(), created: ImportCounts, updated: ImportCounts, archived: ImportCounts, unchanged: ImportCounts }),
});
export type CatalogImport = v.InferOutput<typeof CatalogImportSchema>['data'];
