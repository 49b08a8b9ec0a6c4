import * as v from 'valibot';
import { configObject } from './config/config-object.ts';
import { UrlSchema } from './config/links-and-images.ts';
import { MenuEntrySchema } from './config/menu.ts';
import { PageSchema, PublicPageSchema } from './config/pages.ts';
import { SettingsSchema } from './config/settings.ts';
import type { ResolvedTexts } from './config/localized-text.ts';

export { HexColorSchema } from './config/hex-color.ts';
export { ImageSchema, LinkTargetSchema, UrlSchema } from './config/links-and-images.ts';
export { MAX_MENU_DEPTH, MenuEntrySchema, type MenuEntry, type StoredMenuEntry } from './config/menu.ts';
export { localized, textFor, type LocalizedText, type ResolvedTexts, type TextsByLanguage } from './config/localized-text.ts';
export {
  isSection,
  PageSectionSchema,
  SECTION_TYPES,
  type PageSection,
  type PageSectionOf,
  type SectionContentOf,
  type SectionType,
  type StoredPageSection,
} from './config/page-sections.ts';
export { PageSchema, PublicPageSchema, type Page, type PublicPage } from './config/pages.ts';
export { RichTextSchema, type RichText } from './config/rich-text.ts';
export {
  BannerImageContentSchema,
  ProductsListContentSchema,
  RedirectTileSchema,
  RedirectTilesContentSchema,
  TextAreaContentSchema,
  TextWithImageContentSchema,
  TitleContentSchema,
  type RedirectTile,
} from './config/section-contents.ts';
export { SettingsSchema, type Settings } from './config/settings.ts';
export { SortSettingSchema, type SortSetting } from './sort-setting.ts';

/**
 * The storefront config document stored in storefronts.config (everything but id/name/status).
 * Every object in it refuses keys it does not know (strict on write); shoppers' reads of a stored
 * document go through `parseTolerantly` (config/read-tolerantly.ts), which drops them (docs/decisions/0180-config-strict-on-write-tolerant-on-read.md).
 */
export const StorefrontConfigSchema = configObject({
  logo: v.optional(v.nullable(configObject({ full_path: UrlSchema })), null),
  private_store: v.optional(v.boolean(), false),
  domain: v.optional(v.nullable(v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z0-9.-]+$/))), null),
  disabled_prices: v.optional(v.boolean(), false),
  no_index_site: v.optional(v.boolean(), false),
  private_promo_code: v.optional(v.boolean(), false),
  private_password: v.optional(v.boolean(), false),
  contact_emails: v.optional(v.array(v.pipe(v.string(), v.email())), []),
  company_state: v.optional(v.string(), 'Delaware'),
  sso: v.optional(
    configObject({
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
export const PublicStorefrontSchema = configObject({
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
  /** true: some store text is written per language (this config holds the request language's): a change of language loads the page again. */
  texts_by_language: v.optional(v.boolean()),
});
/** What the browser receives: every store text resolved to the request's language (public-config.ts). */
export type PublicStorefront = ResolvedTexts<v.InferOutput<typeof PublicStorefrontSchema>>;
