import type { Language } from '../../shared/languages.ts';
import { compiledCatalog } from './catalogs.ts';
import { fingerprints } from './generated/catalogs.js';

type CatalogAsset = { json: string; fingerprint: string };
const assets = new Map<Language, CatalogAsset>();

/**
 * The compiled catalog of one language as JSON (serialised once per isolate, when first served),
 * with its content fingerprint (computed at build time by scripts/i18n/compile-catalogs.mjs).
 */
export function catalogAsset(lang: Language): CatalogAsset {
  let asset = assets.get(lang);
  if (!asset) {
    asset = { json: JSON.stringify(compiledCatalog(lang)), fingerprint: fingerprints[lang] };
    assets.set(lang, asset);
  }
  return asset;
}

/**
 * The fingerprinted URL of a language's whole catalog: cached for a year by browsers, since a
 * changed catalog gets a new name (docs/decisions/0140-per-page-messages.md). Rendering a page
 * needs only the build-time fingerprint, not the catalog's JSON.
 */
export function catalogAssetUrl(lang: Language): string {
  return `/assets/i18n/${lang}.${fingerprints[lang]}.json`;
}
