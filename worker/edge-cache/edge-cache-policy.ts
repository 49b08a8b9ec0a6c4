import { languageFromCookie, LANG_KEY } from '../../client/i18n/language-preference.ts';
import type { Language } from '../../shared/languages.ts';
import { TIME_ZONE_COOKIE } from '../../shared/time-zone-name.ts';

/**
 * What the edge cache may keep (docs/decisions/0132-edge-cache.md): anonymous GETs of the
 * catalog pages and the catalog list calls, nothing else. Pure, so the rules are tested alone.
 */

/** Catalog pages: home, the product list, category and product pages, and the (cookie-less, so empty) cart. */
const CACHEABLE_PAGE = /^\/(?:products(?:\/[^/]+)?|categories\/[^/]+|cart)?$/;
/** Catalog list calls of the store's own API (the lists and the category tree the pages use). */
const CACHEABLE_API = /^\/api\/storefronts\/\d+\/(?:storefront-products|has-products\/product-categories)$/;

/**
 * Cookies that leave a response cacheable: the language, which is part of the key, and the time
 * zone, which an anonymous page does not use (every browser sends it, ADR 0296).
 */
const NEUTRAL_COOKIES = new Set<string>([LANG_KEY, TIME_ZONE_COOKIE]);

/** Request headers that carry credentials or change the answer: any of them bypasses the cache. */
const PERSONAL_HEADERS = ['authorization', 'code', 'storefront-context'] as const;

export type CacheableKind = 'page' | 'api';

export type CacheRequest = {
  method: string;
  path: string;
  header: (name: string) => string | undefined;
  privateStore: boolean;
  preview: boolean;
};

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => name !== '');
}

/** The kind of cacheable request, or null: signed-in or gated shoppers, previews, other paths. */
export function cacheableKind(request: CacheRequest): CacheableKind | null {
  if (request.method !== 'GET' || request.privateStore || request.preview) return null;
  if (PERSONAL_HEADERS.some((name) => request.header(name) !== undefined)) return null;
  // Any cookie but the language and the time zone (a session, a private-store pass, a preview, a cart) bypasses.
  if (cookieNames(request.header('cookie')).some((name) => !NEUTRAL_COOKIES.has(name))) return null;
  if (CACHEABLE_API.test(request.path)) return 'api';
  if (CACHEABLE_PAGE.test(request.path)) return 'page';
  return null;
}

/**
 * The cache key: the store and its config version, the language, the kind, and the exact URL
 * (origin, path and query: a store's hosts each render their own origin into the page).
 */
export function edgeCacheKey(input: { url: string; storefrontId: number; version: string; kind: CacheableKind; cookie: string | undefined }): string {
  const url = new URL(input.url);
  const lang: Language = languageFromCookie(input.cookie);
  const parts = [String(input.storefrontId), input.version, lang, input.kind, url.protocol.replace(':', ''), url.host].map(encodeURIComponent);
  return `https://edge-cache.invalid/${parts.join('/')}${url.pathname}${url.search}`;
}
