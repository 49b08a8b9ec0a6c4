import type { Language } from '../../shared/languages.ts';
import { compiledCatalog } from './catalogs.ts';

type CatalogAsset = { json: string; fingerprint: string };
const assets = new Map<Language, CatalogAsset>();

/** FNV-1a (32 bit) of a text, as 8 hex digits: a content fingerprint, not a security hash. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The compiled catalog of one language as JSON, with its content fingerprint (once per isolate). */
export function catalogAsset(lang: Language): CatalogAsset {
  let asset = assets.get(lang);
  if (!asset) {
    const json = JSON.stringify(compiledCatalog(lang));
    asset = { json, fingerprint: fnv1a(json) };
    assets.set(lang, asset);
  }
  return asset;
}

/**
 * The fingerprinted URL of a language's whole catalog: cached for a year by browsers, since a
 * changed catalog gets a new name (docs/decisions/0140-per-page-messages.md).
 */
export function catalogAssetUrl(lang: Language): string {
  return `/assets/i18n/${lang}.${catalogAsset(lang).fingerprint}.json`;
}
