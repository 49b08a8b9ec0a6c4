import * as v from 'valibot';
import { LANGUAGES } from '../../shared/dates.ts';
import { PublicUserSchema } from '../../shared/schemas/public-user.ts';
import { PublicStorefrontSchema } from '../../shared/schemas/storefront-config.ts';

/** Name of the global the server's inline script sets before the entry module runs. */
export const BOOT_GLOBAL = '__STOREFRONT_BOOT__';

/** The client bundle's files the document links (from Vite's manifest). */
export const ClientAssetsSchema = v.object({
  entry: v.string(),
  modulePreloads: v.array(v.string()),
  stylesheets: v.array(v.string()),
});
export type ClientAssets = v.InferOutput<typeof ClientAssetsSchema>;

/** What the server inlines for hydration besides the router's loader data. */
export const BootPayloadSchema = v.object({
  storefront: PublicStorefrontSchema,
  /** The same asset list the server rendered into <head>, so hydration matches. */
  assets: ClientAssetsSchema,
  lang: v.picklist(LANGUAGES),
  /** The compiled lingui catalog of `lang`, so hydration renders the same text as the server. */
  messages: v.record(v.string(), v.union([v.string(), v.array(v.unknown())])),
  /** The signed-in user the server rendered with (from the session cookie), or null. */
  user: v.optional(v.nullable(PublicUserSchema), null),
});
export type BootPayload = v.InferOutput<typeof BootPayloadSchema>;
