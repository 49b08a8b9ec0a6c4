import { Hono } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { accountsApi } from './accounts-api.ts';
import { checkoutApi } from './checkout-api.ts';
import { giftCardsApi } from './gift-cards-api.ts';
import { kitsApi } from './kits-api.ts';
import { ordersApi } from './orders-api.ts';
import { brandsApi } from './brands-api.ts';
import { catalogApi } from './catalog-api.ts';
import { contactApi } from './contact-api.ts';
import { previewApi } from './preview-api.ts';
import { productDetailApi } from './product-detail-api.ts';
import { isHostStoreId } from './storefront-id-check.ts';
import { storefrontsApi } from './storefronts-api.ts';

/**
 * The storefront API (docs/product.md §7) under /api. Every route under
 * /storefronts/{storefrontId}/ is bound to the Host's storefront: another id answers 404,
 * exactly like a missing record.
 */
export const apiApp = new Hono<AppEnv>()
  .route('/storefronts', storefrontsApi)
  .route('/preview', previewApi)
  .use('/storefronts/:storefrontId/*', async (c, next) => {
    if (!isHostStoreId(c.var.storefront.id, c.req.param('storefrontId'))) return c.json({ message: 'Not found.' }, 404);
    await next();
  })
  .route('/storefronts/:storefrontId', accountsApi)
  .route('/storefronts/:storefrontId', contactApi)
  .route('/storefronts/:storefrontId', checkoutApi)
  .route('/storefronts/:storefrontId', ordersApi)
  .route('/storefronts/:storefrontId', giftCardsApi)
  .route('/storefronts/:storefrontId', catalogApi)
  .route('/storefronts/:storefrontId', kitsApi)
  .route('/brands', brandsApi)
  .route('/storefronts/:storefrontId/storefront-products', productDetailApi);

apiApp.notFound((c) => c.json({ message: 'Not found.' }, 404));
