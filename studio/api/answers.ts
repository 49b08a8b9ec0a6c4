import * as v from 'valibot';
import { StoredAddressSchema } from '../../shared/schemas/orders.ts';

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

/** Orders (docs/api.md "Orders"): statuses 1–8 with their English labels, money in cents. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
const Money = v.number();
const OrderLineSummarySchema = v.object({ name: v.string(), color: v.nullable(v.string()), size: v.nullable(v.string()), quantity: v.number(), total: Money, is_gift_card: v.boolean() });
export const OrderSummarySchema = v.object({
  uuid: v.string(),
  number: v.nullable(v.number()),
  created_at: v.string(),
  status: v.number(),
  status_label: v.string(),
  payment_status: v.string(),
  total: Money,
  customer: v.object({ email: v.nullable(v.string()), name: v.string() }),
  lines: v.array(OrderLineSummarySchema),
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;
export const OrderListSchema = paged(OrderSummarySchema);

const Tracking = v.object({ carrier: v.string(), number: v.string(), url: v.optional(v.nullable(v.string())) });
export const OrderDetailSchema = v.object({
  uuid: v.string(),
  number: v.nullable(v.number()),
  created_at: v.string(),
  status: v.number(),
  status_label: v.string(),
  allowed_moves: v.array(v.object({ status: v.number(), label: v.string() })),
  payment_status: v.string(),
  customer: v.object({ email: v.nullable(v.string()), name: v.string() }),
  lines: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      color: v.nullable(v.string()),
      size: v.nullable(v.string()),
      quantity: v.number(),
      unit_price: Money,
      total: Money,
      is_gift_card: v.boolean(),
      recipient_email: v.nullable(v.string()),
    }),
  ),
  shipping_address: v.nullable(StoredAddressSchema),
  totals: v.object({ subtotal: Money, shipping_total: Money, gift_card_amount: Money, total: Money, paid: Money, due: Money }),
  payment: v.object({ status: v.string(), provider: v.nullable(v.string()), reference: v.nullable(v.string()), paid_at: v.nullable(v.string()) }),
  gift_cards_used: v.array(v.object({ code: v.string(), amount: Money })),
  status_history: v.array(
    v.object({
      at: v.string(),
      from_label: v.nullable(v.string()),
      to_label: v.string(),
      actor: Actor,
      note: v.nullable(v.string()),
      tracking: v.optional(v.nullable(Tracking)),
    }),
  ),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;
export const OrderAnswerSchema = v.object({ data: OrderDetailSchema });
/** What a catalog import does (or would do, in a dry run), per kind of row. */
export const CATALOG_KINDS = ['categories', 'brands', 'warehouses', 'decoration_methods', 'products', 'variants', 'sizes'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
const ImportCounts = v.record(v.string(), v.number());
export const CatalogImportSchema = v.object({
  data: v.object({ mode: v.picklist(['merge', 'replace']), dry_run: v.boolean(), created: ImportCounts, updated: ImportCounts, archived: ImportCounts, unchanged: ImportCounts }),
});
export type CatalogImport = v.InferOutput<typeof CatalogImportSchema>['data'];

/** Kits, their links and gift cards (docs/api.md "Catalog, inventory, media, kits and gift cards"). */
export const KitSchema = v.object({
  id: v.number(),
  name: v.string(),
  token: v.string(),
  amount: v.number(),
  banner: v.optional(v.nullable(v.string()), null),
  hide_prices: v.boolean(),
  links: v.object({ total: v.number(), ordered: v.number() }),
});
export type Kit = v.InferOutput<typeof KitSchema>;
export const KitListSchema = paged(KitSchema);
export const NewKitSchema = v.object({ data: v.object({ id: v.number(), token: v.string() }) });

export const KitLinkSchema = v.object({
  user_token: v.string(),
  url: v.nullable(v.string()),
  email: v.nullable(v.string()),
  name: v.nullable(v.string()),
  created_at: v.optional(v.string()),
  ordered: v.optional(v.boolean()),
  order_uuid: v.optional(v.nullable(v.string())),
});
export type KitLink = v.InferOutput<typeof KitLinkSchema>;
export const KitLinkListSchema = paged(KitLinkSchema);
export const NewKitLinksSchema = v.object({ data: v.array(KitLinkSchema) });

export const GIFT_CARD_STATUSES = ['active', 'inactive', 'expired'] as const;
export const GiftCardSchema = v.object({
  code: v.string(),
  balance: Money,
  status: v.picklist(GIFT_CARD_STATUSES),
  created_at: v.optional(v.nullable(v.string())),
  customer_email: v.optional(v.nullable(v.string())),
});
export type GiftCard = v.InferOutput<typeof GiftCardSchema>;
export const GiftCardListSchema = paged(GiftCardSchema);
export const GiftCardAnswerSchema = v.object({ data: GiftCardSchema });

/** An upload to the store's media (docs/decisions/0192-operator-media.md). */
export const MediaUploadSchema = v.object({ data: v.object({ path: v.string(), content_type: v.string(), bytes: v.number() }) });

/** A store's products with stock and prices (GET …/products). */
export const ListedProductSchema = v.object({
  slug: v.string(),
  name: v.string(),
  status: v.string(),
  price: Money,
  is_gift_card: v.boolean(),
  variants: v.array(v.object({ color: v.string(), discontinued: v.boolean(), sizes: v.array(v.object({ size: v.string(), quantity: v.number(), price: Money })) })),
});
export type ListedProduct = v.InferOutput<typeof ListedProductSchema>;
export const ProductListSchema = paged(ListedProductSchema);
export const InventoryAnswerSchema = v.object({ data: v.object({ updated: v.number(), unchanged: v.number() }) });
