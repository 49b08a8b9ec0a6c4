import type { CategoryNode } from './category-tree.ts';

/** Rows of products the default home page shows (twice the store's products per row). */
export const DEFAULT_HOME_PRODUCT_ROWS = 2;

/** Most category links the default home page shows. */
export const DEFAULT_HOME_MAX_CATEGORIES = 12;

/**
 * The categories a store without a configured home page offers on its home page: the top
 * level of its category tree (only categories with products reach the browser); a company
 * category stands for its sub-categories, as in the catalog filters.
 */
export function defaultHomeCategories(tree: readonly CategoryNode[]): { name: string; slug: string }[] {
  const shown = tree.flatMap((node) => (node.is_company ? node.sub_categories : [node]));
  const seen = new Set<string>();
  const out: { name: string; slug: string }[] = [];
  for (const node of shown) {
    if (seen.has(node.slug)) continue;
    seen.add(node.slug);
    out.push({ name: node.name, slug: node.slug });
    if (out.length === DEFAULT_HOME_MAX_CATEGORIES) break;
  }
  return out;
}

/** How many products the default home page shows for a store's products per row (1 to 6). */
export function defaultHomeProductCount(productsPerRow: number): number {
  const perRow = Math.min(6, Math.max(1, Math.round(productsPerRow) || 4));
  return perRow * DEFAULT_HOME_PRODUCT_ROWS;
}
