import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { catalogMemoEntries } from './catalog-memo.ts';
import { categoriesWithProductsAnswer, categoryBySlugAnswer, productListAnswer, type CatalogStore, type ReadAnswer } from './catalog-reads.ts';
import { queryRecord } from './validation.ts';

/** The Host's store and its database: the only store the catalog answers read. */
export function catalogStore(c: Context<AppEnv>): CatalogStore {
  return { db: c.var.db, storefrontId: c.var.storefront.id, memoEntries: catalogMemoEntries(c.env.CATALOG_MEMO_ENTRIES) };
}

/** The request's query string as the query schemas read it. */
export function requestQuery(c: Context<AppEnv>) {
  return queryRecord(new URL(c.req.url).searchParams);
}

export function sendAnswer(c: Context<AppEnv>, answer: ReadAnswer): Response {
  return c.json(answer.body, answer.status);
}

/**
 * The catalog under /storefronts/{storefrontId} (docs/product.md §7). api-app.ts has already
 * answered 404 for any id other than the Host's store; the answers (catalog-reads.ts, shared with
 * server rendering) bind c.var.storefront.id.
 */
export const catalogApi = new Hono<AppEnv>()
  .get('/storefront-products', async (c) => sendAnswer(c, await productListAnswer(catalogStore(c), requestQuery(c))))
  .get('/has-products/product-categories', async (c) => sendAnswer(c, await categoriesWithProductsAnswer(catalogStore(c), requestQuery(c))))
  .get('/product-categories/slug/:slug', async (c) => sendAnswer(c, await categoryBySlugAnswer(catalogStore(c), c.req.param('slug'))));
