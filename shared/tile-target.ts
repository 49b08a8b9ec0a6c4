import type { RedirectTile } from './schemas/storefront-config.ts';
import { isSafeHref, withHttps } from './text.ts';

/**
 * Where a redirect tile goes (docs/product.md §2): a category (/categories/{url}), a page (/{url}),
 * or an external url in a new tab with https added if missing. Null for a tile without a link.
 */
export function tileTarget(tile: RedirectTile): { href: string; external: boolean } | null {
  if (tile.redirectOnClick === false) return null;
  if (tile.categoriesOrPagesRedirect && tile.item) {
    const url = tile.item.url.replace(/^\/+/, '');
    return { href: tile.item.type === 'category' ? `/categories/${url}` : `/${url}`, external: false };
  }
  const url = tile.redirectUrl?.trim();
  if (!url || !isSafeHref(url)) return null;
  return { href: withHttps(url), external: true };
}
