import { Hono } from 'hono';
import * as v from 'valibot';
import { ProductListQuerySchema } from '../../shared/catalog/product-list-query.ts';
import type { AppEnv } from '../app-types.ts';
import { categoriesWithProducts, categoryBySlug } from '../db/product-categories.ts';
import { listProducts } from '../db/product-list.ts';
import { validQuery } from './validation.ts';

const CategoryListQuery = v.object({
  company_category_id: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,14}$/, 'company_category_id must be a category id (a positive whole number).'),
      v.transform(Number),
    ),
  ),
});

const SlugSchema = v.pipe(v.string(), v.maxLength(255), v.regex(/^[\p{L}\p{N}_-]+$/u));

const CATEGORY_NOT_FOUND = { message: 'The requested category was not found.' } as const;

/**
 * The catalog under /storefronts/{storefrontId} (spec section 7). api-app.ts has already
 * answered 404 for any id other than the Host's store; queries bind c.var.storefront.id.
 */
export const catalogApi = new Hono<AppEnv>()
  .get('/storefront-products', validQuery(ProductListQuerySchema), async (c) => {
    const page = await listProducts(c.env.DB, c.var.storefront.id, c.req.valid('query'));
    return c.json({ data: page });
  })
  .get('/has-products/product-categories', validQuery(CategoryListQuery), async (c) => {
    const { company_category_id } = c.req.valid('query');
    const categories = await categoriesWithProducts(c.env.DB, c.var.storefront.id, company_category_id);
    if (categories === null) return c.json(CATEGORY_NOT_FOUND, 404);
    return c.json({ data: categories });
  })
  .get('/product-categories/slug/:slug', async (c) => {
    const slug = v.safeParse(SlugSchema, c.req.param('slug'));
    // A slug that cannot exist is answered like a missing category.
    const category = slug.success ? await categoryBySlug(c.env.DB, c.var.storefront.id, slug.output) : null;
    if (!category) return c.json(CATEGORY_NOT_FOUND, 404);
    return c.json({ data: category });
  });
