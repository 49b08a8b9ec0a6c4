import * as v from 'valibot';
import { ShippingRuleSchema } from '../orders/shipping-rules.ts';
import { SortSettingSchema } from './sort-setting.ts';

/** Spec section 2: page section component types. */
export const SECTION_TYPES = [
  'TEXT_AREA',
  'TEXT_WITH_IMAGE',
  'BANNER_IMAGE',
  'PRODUCTS_LIST',
  'TITLE',
  'REDIRECT_TILES',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

const Url = v.pipe(v.string(), v.maxLength(2048));
const OptionalText = v.optional(v.string(), '');

/** A link target inside the store: a category (by slug) or a configured page (by url). */
export const LinkTargetSchema = v.object({
  type: v.picklist(['category', 'page']),
  url: v.pipe(v.string(), v.maxLength(512)),
});

export const RedirectTileSchema = v.object({
  image: v.optional(v.object({ url: Url })),
  title: v.optional(v.string()),
  /** When true the tile goes to `item` (a category or page); otherwise to redirectUrl. */
  categoriesOrPagesRedirect: v.optional(v.boolean(), false),
  redirectOnClick: v.optional(v.boolean(), true),
  item: v.optional(LinkTargetSchema),
  redirectUrl: v.optional(Url),
});

/** Section content: one loose object, each component reads the fields it uses (spec section 3). */
export const SectionContentSchema = v.object({
  text: v.optional(v.string()),
  img: v.optional(v.object({ url: Url })),
  imagePosition: v.optional(v.picklist(['left', 'right'])),
  redirect: v.optional(Url),
  fullWidth: v.optional(v.boolean()),
  title: v.optional(v.string()),
  font: v.optional(v.string()),
  fontSize: v.optional(v.union([v.string(), v.number()])),
  items: v.optional(v.array(RedirectTileSchema)),
  tilesInRow: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4))),
  tilesAlignment: v.optional(v.picklist(['left', 'center', 'right'])),
  productsPerRow: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6))),
  listAllProducts: v.optional(v.boolean()),
  showFilters: v.optional(v.boolean()),
  productsPerPage: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  productsToShow: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  categories: v.optional(v.array(v.number())),
  brands: v.optional(v.array(v.string())),
  leadCategory: v.optional(v.nullable(v.number())),
  sortingOption: v.optional(v.nullable(v.string())),
});
export type SectionContent = v.InferOutput<typeof SectionContentSchema>;

export const PageSectionSchema = v.object({
  id: v.optional(v.string()),
  component: v.picklist(SECTION_TYPES),
  content: SectionContentSchema,
});
export type PageSection = v.InferOutput<typeof PageSectionSchema>;

export const PageSchema = v.object({
  id: v.union([v.number(), v.string()]),
  /** Path without leading slash; '' redirects to the root. */
  url: v.pipe(v.string(), v.maxLength(256)),
  title: v.optional(v.string()),
  sections: v.array(PageSectionSchema),
});
export type Page = v.InferOutput<typeof PageSchema>;

/**
 * A page in the public config. The server's copy and a preview's draft carry its sections; the
 * config every page inlines (the boot payload) leaves them out: they reach the browser with the
 * page that shows them, in its loader data (docs/decisions/0142-page-sections-with-their-page.md).
 */
export const PublicPageSchema = v.object({ ...PageSchema.entries, sections: v.optional(v.array(PageSectionSchema)) });
export type PublicPage = v.InferOutput<typeof PublicPageSchema>;

export type MenuEntry = {
  label: string;
  customUrl?: string | undefined;
  item?: { type: 'category' | 'page'; url: string } | undefined;
  children: MenuEntry[];
};
type MenuEntryInput = Omit<MenuEntry, 'children'> & { children?: MenuEntryInput[] | undefined };
export const MenuEntrySchema: v.GenericSchema<MenuEntryInput, MenuEntry> = v.object({
  label: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  customUrl: v.optional(Url),
  item: v.optional(LinkTargetSchema),
  children: v.optional(v.array(v.lazy(() => MenuEntrySchema)), []),
});

export { SortSettingSchema, type SortSetting } from './sort-setting.ts';

const HexColor = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a hex colour like #1e40af'));

export const SettingsSchema = v.object({
  favicon: v.optional(v.nullable(Url)),
  /** An object or a JSON string (spec): normalised to an object when parsed. */
  sortBy: v.optional(
    v.nullable(
      v.union([
        SortSettingSchema,
        v.pipe(v.string(), v.parseJson(), SortSettingSchema),
      ]),
    ),
    null,
  ),
  productsPerRow: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)), 4),
  productsPerPage: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 9),
  footerContent: OptionalText,
  copyrightText: OptionalText,
  socialIcons: v.optional(v.array(v.object({ name: v.string(), url: Url })), []),
  alertText: OptionalText,
  alertBackgroundColor: v.optional(v.nullable(HexColor), null),
  logoPosition: v.optional(v.picklist(['left', 'center']), 'left'),
  primaryColor: v.optional(HexColor, '#1e3a8a'),
  accentColor: v.optional(HexColor, '#f59e0b'),
  /** Largest custom gift-card amount in dollars; $1,000 when absent (shared/gift-amount.ts). */
  giftCardMaxAmount: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(1_000_000))),
  /** Shipping: a flat rate per parcel and a free-shipping threshold, dollars; $7.95 and none when absent (ADR 0120). */
  shipping: v.optional(ShippingRuleSchema),
  /** Shown with a manual (invoice, bank transfer) payment on the confirmation and order pages (ADR 0122). */
  paymentInstructions: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'paymentInstructions must be at most 2000 characters.'))),
  /** The store's Stripe connected account (Stripe Connect): its Checkout Sessions are made for it (ADR 0208). */
  stripe_account: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^acct_[A-Za-z0-9]{1,64}$/, 'must be a Stripe account id like acct_1NvXYZ…'))),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;

/** The storefront config document stored in storefronts.config (everything but id/name/status). */
export const StorefrontConfigSchema = v.object({
  logo: v.optional(v.nullable(v.object({ full_path: Url })), null),
  private_store: v.optional(v.boolean(), false),
  domain: v.optional(v.nullable(v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z0-9.-]+$/))), null),
  disabled_prices: v.optional(v.boolean(), false),
  no_index_site: v.optional(v.boolean(), false),
  private_promo_code: v.optional(v.boolean(), false),
  private_password: v.optional(v.boolean(), false),
  contact_emails: v.optional(v.array(v.pipe(v.string(), v.email())), []),
  company_state: v.optional(v.string(), 'Delaware'),
  sso: v.optional(
    v.object({
      enabled: v.boolean(),
      client_id: v.optional(v.string(), ''),
      tenant_id: v.optional(v.string(), ''),
    }),
    { enabled: false, client_id: '', tenant_id: '' },
  ),
  settings: v.optional(SettingsSchema, {}),
  menu: v.optional(v.array(MenuEntrySchema), []),
  pages: v.optional(v.array(PageSchema), []),
});
export type StorefrontConfigInput = v.InferInput<typeof StorefrontConfigSchema>;
export type StorefrontConfigDocument = v.InferOutput<typeof StorefrontConfigSchema>;

export const STOREFRONT_STATUSES = ['live', 'draft', 'demo'] as const;

/**
 * What the browser receives about its store: the spec's "Storefront config" object.
 * Built only by worker/storefront/public-config.ts; it holds no secret.
 */
export const PublicStorefrontSchema = v.object({
  id: v.number(),
  name: v.string(),
  status: v.picklist(STOREFRONT_STATUSES),
  company_name: v.string(),
  ...StorefrontConfigSchema.entries,
  pages: v.optional(v.array(PublicPageSchema), []),
  /** The deployment's reCAPTCHA v3 site key (contact form bot check); absent when none is set. */
  recaptcha_site_key: v.optional(v.string()),
  /**
   * true: a private store whose gate this request has not passed (the config is cut down and the
   * route tree opens only the pages of shared/private-gate-paths.ts); absent otherwise.
   */
  locked: v.optional(v.boolean()),
  /** true: a store designer's preview (the draft config, a preview bar, live updates); absent otherwise. */
  preview: v.optional(v.boolean()),
});
export type PublicStorefront = v.InferOutput<typeof PublicStorefrontSchema>;
