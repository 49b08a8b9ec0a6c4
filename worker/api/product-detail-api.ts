import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { isHtmlDescription } from '../../shared/description.ts';
import { PRODUCT_DETAIL_RELATIONS, type ProductDetailRelation } from '../../shared/product-detail.ts';
import type { AppEnv } from '../app-types.ts';
import { readProductDetail, type ProductKey } from '../db/product-detail.ts';
import { sanitizeRichText } from '../storefront/sanitize-rich-text.ts';
import { validQuery } from './validation.ts';

const UNKNOWN_RELATION = `relations may only contain: ${PRODUCT_DETAIL_RELATIONS.join(', ')}.`;

/** relations[] (or relations=…) of the detail calls; without any, every detail relation. */
const DetailQuery = v.object({
  relations: v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())]),
      v.transform((value) => (Array.isArray(value) ? value : [value])),
      v.array(v.picklist(PRODUCT_DETAIL_RELATIONS, UNKNOWN_RELATION)),
    ),
  ),
});

const ProductIdSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,14}$/, 'The product id must be a positive whole number.'),
  v.transform(Number),
);
const SlugSchema = v.pipe(
  v.string(),
  v.minLength(1, 'The product slug is required.'),
  v.maxLength(255, 'The product slug is too long (255 characters at most).'),
);

const NOT_FOUND = { message: 'The requested product was not found.' } as const;

async function answerProduct(c: Context<AppEnv>, key: ProductKey, requested: ProductDetailRelation[] | undefined) {
  const relations = new Set<ProductDetailRelation>(requested ?? PRODUCT_DETAIL_RELATIONS);
  const product = await readProductDetail(c.env.DB, c.var.storefront.id, key, relations);
  if (!product) return c.json(NOT_FOUND, 404);
  // Tenant-authored HTML is sanitised here, once, before it reaches any page.
  if (isHtmlDescription(product.description)) product.description = sanitizeRichText(product.description);
  return c.json({ data: product });
}

/**
 * Product detail (spec section 7): GET storefronts/{id}/storefront-products/{productId} and the
 * product by slug, GET storefronts/{id}/storefront-products/slug/{slug}. Mounted under
 * /storefronts/:storefrontId/storefront-products after the storefront-id check, so another
 * store's id never gets here. Unpublished, disabled and unknown products answer 404 alike.
 */
export const productDetailApi = new Hono<AppEnv>()
  .get('/slug/:slug', validQuery(DetailQuery), async (c) => {
    const slug = v.safeParse(SlugSchema, c.req.param('slug'));
    if (!slug.success) return c.json({ message: slug.issues[0].message }, 400);
    return answerProduct(c, { slug: slug.output }, c.req.valid('query').relations);
  })
  .get('/:productId', validQuery(DetailQuery), async (c) => {
    const id = v.safeParse(ProductIdSchema, c.req.param('productId'));
    if (!id.success) return c.json({ message: id.issues[0].message }, 400);
    return answerProduct(c, { id: id.output }, c.req.valid('query').relations);
  });
