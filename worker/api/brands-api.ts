import { Hono } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { catalogStore, requestQuery, sendAnswer } from './catalog-api.ts';
import { brandsAnswer } from './catalog-reads.ts';

/** GET /brands/colors?storefront_id= (docs/product.md §7): data.brands, the brand names of the store (catalog-reads.ts). */
export const brandsApi = new Hono<AppEnv>().get('/colors', async (c) => sendAnswer(c, await brandsAnswer(catalogStore(c), requestQuery(c))));
