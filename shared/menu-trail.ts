import type { MenuLink } from './menu-links.ts';

/** Key of a menu group in the tree: the indexes from the top level down ("2" or "2.0"). */
export function menuGroupKey(path: readonly number[]): string {
  return path.join('.');
}

function pathOnly(href: string): string {
  const bare = href.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/**
 * The groups to open when the phone sidebar opens on `pathname`: every ancestor of the entry
 * that links to the current page, so the shopper sees where they are. Everything else starts
 * collapsed. External links never match.
 */
export function menuTrail(links: readonly MenuLink[], pathname: string): string[] {
  const current = pathOnly(pathname);
  const search = (level: readonly MenuLink[], parents: number[]): string[] | null => {
    for (const [index, link] of level.entries()) {
      const path = [...parents, index];
      if (!link.external && link.href && pathOnly(link.href) === current) {
        return parents.map((_unused, depth) => menuGroupKey(parents.slice(0, depth + 1)));
      }
      const below = search(link.children, path);
      if (below) return below;
    }
    return null;
  };
  return search(links, []) ?? [];
}
