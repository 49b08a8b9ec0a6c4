import type { CategoryAnswer } from '../../shared/catalog/category-tree-schema.ts';
import { buildCategoryTree, type CategoryNode, type CategoryRecord } from '../../shared/catalog/category-tree.ts';
import { VISIBLE_PRODUCT } from './catalog-visibility.ts';

// Every category of the store, and whether it directly holds a listed product. The EXISTS stops
// at the first listed product of each category (primary key index of product_categories).
const CATEGORIES_SQL = `SELECT c.id, c.parent_id, c.name, c.slug, c.is_company, c.position,
    EXISTS (
      SELECT 1 FROM product_categories pc JOIN products p ON p.id = pc.product_id
      WHERE pc.category_id = c.id AND p.storefront_id = ?1 AND ${VISIBLE_PRODUCT}
    ) AS has_products
  FROM categories c WHERE c.storefront_id = ?1`;

type CategoryRow = CategoryRecord & { has_products: number };

async function storeCategories(db: D1Database, storefrontId: number): Promise<CategoryRow[]> {
  const { results } = await db.prepare(CATEGORIES_SQL).bind(storefrontId).all<CategoryRow>();
  return results;
}

function withProducts(rows: readonly CategoryRow[]): Set<number> {
  return new Set(rows.filter((row) => row.has_products === 1).map((row) => row.id));
}

/**
 * The store's categories that hold listed products (in themselves or a sub-category), as a tree.
 * With `belowId`, the tree under that category; null when that category is not in the store.
 */
export async function categoriesWithProducts(
  db: D1Database,
  storefrontId: number,
  belowId?: number,
): Promise<CategoryNode[] | null> {
  const rows = await storeCategories(db, storefrontId);
  if (belowId !== undefined && !rows.some((row) => row.id === belowId)) return null;
  return buildCategoryTree(rows, withProducts(rows), belowId ?? null);
}

/** A category of the store by slug, with the sub-categories that hold listed products. */
export async function categoryBySlug(db: D1Database, storefrontId: number, slug: string): Promise<CategoryAnswer | null> {
  const rows = await storeCategories(db, storefrontId);
  const category = rows.find((row) => row.slug === slug);
  if (!category) return null;
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    is_company: Boolean(category.is_company),
    parent_id: category.parent_id,
    sub_categories: buildCategoryTree(rows, withProducts(rows), category.id),
  };
}
