import * as v from 'valibot';
import type { CategoryNode } from './category-tree.ts';

/**
 * The category answers' schemas, apart from the tree helpers (category-tree.ts) so that code on a
 * page's first load can use those without valibot; loaders import this module when they run
 * (docs/decisions/0006-bundle-budget.md).
 */
export const CategoryNodeSchema: v.GenericSchema<CategoryNode> = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  is_company: v.boolean(),
  sub_categories: v.array(v.lazy(() => CategoryNodeSchema)),
});

/** GET has-products/product-categories: data is the category list (a forest). */
export const CategoryListAnswerSchema = v.object({ data: v.array(CategoryNodeSchema) });

/** GET product-categories/slug/{slug}: data is the category, with its sub-categories. */
export const CategoryAnswerSchema = v.object({
  data: v.object({
    id: v.number(),
    name: v.string(),
    slug: v.string(),
    is_company: v.boolean(),
    parent_id: v.nullable(v.number()),
    sub_categories: v.array(CategoryNodeSchema),
  }),
});
export type CategoryAnswer = v.InferOutput<typeof CategoryAnswerSchema>['data'];
