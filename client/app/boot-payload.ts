import type { Language } from '../../shared/languages.ts';
import type { PublicUser } from '../../shared/schemas/public-user.ts';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';

/** Name of the global the server's inline script sets before the entry module runs. */
export const BOOT_GLOBAL = '__STOREFRONT_BOOT__';

/**
 * Name of the global set by the script at the end of the document: the compiled messages the
 * server's render used (known only once it is done), so hydration renders the same text.
 */
export const MESSAGES_GLOBAL = '__STOREFRONT_MESSAGES__';

/** The client bundle's files the document links (from Vite's manifest). */
export type ClientAssets = { entry: string; modulePreloads: string[]; stylesheets: string[] };

/** What the server inlines for hydration besides the router's loader data. */
export type BootPayload = {
  /** The inlined store config, checked by `readBootPayload` for the shape the shell relies on. */
  storefront: PublicStorefront;
  /** The same asset list the server rendered into <head>, so hydration matches. */
  assets: ClientAssets;
  lang: Language;
  /**
   * The fingerprinted URL of `lang`'s whole compiled catalog, loaded after boot; the messages
   * the page rendered are inlined apart (MESSAGES_GLOBAL, docs/decisions/0140-per-page-messages.md).
   */
  catalogUrl: string;
  /** The signed-in user the server rendered with (from the session cookie), or null. */
  user: PublicUser | null;
};

/**
 * The boot payload as the server writes it: also the time zone the page's times were rendered in
 * (null: UTC, named as such). Only the pages that show times read it
 * (client/app/shopper-time-zone.ts), so the entry neither checks nor ships it.
 */
export type ServerBootPayload = BootPayload & { timeZone: string | null };
