import type { MenuEntry } from './schemas/storefront-config.ts';
import { oncePerObject } from './kept-answers.ts';
import { isSafeHref, withHttps } from './text.ts';

export type MenuLink = {
  label: string;
  /** Internal path (starts with /) or an absolute external url. */
  href: string;
  /** Opens in a new tab: a custom url containing http. */
  external: boolean;
  children: MenuLink[];
};

/** Label of the entry that store 66 hides from its desktop menu bar (docs/product.md §2). */
export const RETAIL_STORES_LABEL = 'Retail Stores';
export const RETAIL_STORES_HIDDEN_STORE_ID = 66;

/**
 * The link of one menu entry (docs/product.md §2): a custom url is used as is and opens in a new
 * tab when it contains http; otherwise a category item links to /categories/{url} and any other
 * item to /{url}. An entry with neither has no link of its own (a parent of other entries).
 */
export function menuEntryHref(entry: MenuEntry): { href: string; external: boolean } | null {
  const custom = entry.customUrl?.trim();
  if (custom) {
    if (!isSafeHref(custom)) return null;
    if (custom.includes('http')) return { href: custom, external: true };
    if (/^www\./i.test(custom)) return { href: withHttps(custom), external: true };
    return { href: custom.startsWith('/') ? custom : `/${custom}`, external: false };
  }
  if (!entry.item) return null;
  const url = entry.item.url.replace(/^\/+/, '');
  return entry.item.type === 'category'
    ? { href: `/categories/${url}`, external: false }
    : { href: `/${url}`, external: false };
}

/** Resolves a whole menu tree into links; entries without a link keep their children. */
export function buildMenuLinks(menu: readonly MenuEntry[]): MenuLink[] {
  return menu.map((entry) => {
    const link = menuEntryHref(entry);
    return {
      label: entry.label,
      href: link?.href ?? '',
      external: link?.external ?? false,
      children: buildMenuLinks(entry.children ?? []),
    };
  });
}

/**
 * `buildMenuLinks` of a store's menu, built once per menu array (a store version's config keeps
 * its menu; every page renders it); the links are read, never changed.
 */
export const menuLinks: (menu: readonly MenuEntry[]) => MenuLink[] = oncePerObject(buildMenuLinks);

/** The desktop menu bar: store 66 hides its 'Retail Stores' entry (the sidebar keeps it). */
export function desktopMenuLinks(links: readonly MenuLink[], storefrontId: number): MenuLink[] {
  if (storefrontId !== RETAIL_STORES_HIDDEN_STORE_ID) return [...links];
  return links.filter((link) => link.label.trim() !== RETAIL_STORES_LABEL);
}
