/** The sitemap protocol allows 50,000 URLs per file; products are split well below that. */
export const PRODUCTS_PER_SITEMAP = 40_000;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A <urlset> of absolute URLs. */
export function urlSet(urls: readonly string[]): string {
  return `${HEAD}<urlset xmlns="${NS}">\n${urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>\n`).join('')}</urlset>\n`;
}

/** A <sitemapindex> pointing at sitemap files. */
export function sitemapIndex(urls: readonly string[]): string {
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`).join('')}</sitemapindex>\n`;
}

/** How many product files a store with `count` listed products needs (at least 1). */
export function productParts(count: number): number {
  return Math.max(1, Math.ceil(count / PRODUCTS_PER_SITEMAP));
}

/** An in-store path as an absolute URL on the store's own host, its segments encoded. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin}${path.split('/').map((segment) => encodeURIComponent(decodeURIComponentSafe(segment))).join('/')}`;
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
