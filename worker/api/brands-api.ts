import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-types.ts';
import { brandNames } from '../db/brands.ts';
import { validQuery } from './validation.ts';

const BrandsQuery = v.object({
  storefront_id: v.pipe(
    v.string('storefront_id is required.'),
    v.regex(/^\d{1,15}$/, 'storefront_id must be a store id (a whole number).'),
    v.transform(Number),
  ),
});

/** GET /brands/colors?storefront_id= (spec section 7): data.brands, the brand names of the store. */
export const brandsApi = new Hono<AppEnv>().get('/colors', validQuery(BrandsQuery), async (c) => {
  const { storefront_id } = c.req.valid('query');
  // Another store's id is not this host's business: the same answer as an unknown store.
  if (storefront_id !== c.var.storefront.id) return c.json({ message: 'Not found.' }, 404);
  return c.json({ data: { brands: await brandNames(c.env.DB, storefront_id) } });
});
