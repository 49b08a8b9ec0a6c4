import * as v from 'valibot';
import { LANGUAGES } from '../../shared/languages.ts';
import { PublicUserSchema } from '../../shared/schemas/public-user.ts';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';

/** Name of the global the server's inline script sets before the entry module runs. */
export const BOOT_GLOBAL = '__STOREFRONT_BOOT__';

/**
 * Name of the global set by the script at the end of the document: the compiled messages the
 * server's render used (known only once it is done), so hydration renders the same text.
 */
export const MESSAGES_GLOBAL = '__STOREFRONT_MESSAGES__';

/** The client bundle's files the document links (from Vite's manifest). */
export const ClientAssetsSchema = v.object({
  entry: v.string(),
  modulePreloads: v.array(v.string()),
  stylesheets: v.array(v.string()),
});
export type ClientAssets = v.InferOutput<typeof ClientAssetsSchema>;

/**
 * The inlined store config. The server produced it with the full PublicStorefrontSchema (on
 * write, on read and in the public-config function); the browser checks the shape its shell
 * relies on without shipping that whole schema in the entry bundle
 * (docs/decisions/0006-bundle-budget.md).
 */
const InlinedStorefrontSchema = v.pipe(
  v.looseObject({
    id: v.number(),
    name: v.string(),
    status: v.string(),
    company_name: v.string(),
    settings: v.looseObject({ logoPosition: v.string(), socialIcons: v.array(v.unknown()) }),
    sso: v.looseObject({ enabled: v.boolean() }),
    menu: v.array(v.looseObject({ label: v.string() })),
    pages: v.array(v.looseObject({ url: v.string(), sections: v.array(v.unknown()) })),
    contact_emails: v.array(v.string()),
  }),
  v.transform((storefront) => storefront as unknown as PublicStorefront),
);

/** What the server inlines for hydration besides the router's loader data. */
export const BootPayloadSchema = v.object({
  storefront: InlinedStorefrontSchema,
  /** The same asset list the server rendered into <head>, so hydration matches. */
  assets: ClientAssetsSchema,
  lang: v.picklist(LANGUAGES),
  /**
   * The fingerprinted URL of `lang`'s whole compiled catalog, loaded after boot; the messages
   * the page rendered are inlined apart (MESSAGES_GLOBAL, docs/decisions/0140-per-page-messages.md).
   */
  catalogUrl: v.string(),
  /** The signed-in user the server rendered with (from the session cookie), or null. */
  user: v.optional(v.nullable(PublicUserSchema), null),
});
export type BootPayload = v.InferOutput<typeof BootPayloadSchema>;
