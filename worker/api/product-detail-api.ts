import { Hono } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { catalogStore, requestQuery, sendAnswer } from './catalog-api.ts';
import { productDetailAnswer } from './catalog-reads.ts';

/**
 * Product detail (docs/product.md §7): GET storefronts/{id}/storefront-products/{productId} and the
 * product by slug, GET storefronts/{id}/storefront-products/slug/{slug}. Mounted under
 * /storefronts/:storefrontId/storefront-products after the storefront-id check, so another
 * store's id never gets here. The answer (catalog-reads.ts) is shared with server rendering.
 */
export const productDetailApi = new Hono<AppEnv>()
  .get('/slug/:slug', async (c) => sendAnswer(c, await productDetailAnswer(catalogStore(c), { slug: c.req.param('slug') }, requestQuery(c))))
  .get('/:productId', async (c) => sendAnswer(c, await productDetailAnswer(catalogStore(c), { id: c.req.param('productId') }, requestQuery(c))));
