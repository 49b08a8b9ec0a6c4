import { Hono } from 'hono';
import * as v from 'valibot';
import { isVariantActive } from '../../shared/orders/price-lines.ts';
import { QuoteRequestSchema } from '../../shared/schemas/checkout.ts';
import type { AppEnv } from '../app-types.ts';
import { limitCodeCheck } from '../auth/code-check-limit.ts';
import { loadVariants } from '../db/order-catalog.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import { quoteCart } from '../orders/quote-cart.ts';
import { validAccountJson } from './account-validation.ts';

const VariantCheckSchema = v.object({
  product_variant_ids: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), 'product_variant_ids must be a list of variant ids.'),
    v.maxLength(200, 'At most 200 variant ids can be checked at once.'),
  ),
});

/**
 * The cart's server calls (docs/api.md), mounted under /api/storefronts/{storefrontId}:
 * POST /product-variants/check (spec section 7, "Check product variants") and
 * POST /checkout/quote (the server's prices, parcels, shipping and gift card for a cart).
 * Neither needs a login: the cart is a visitor's too.
 */
export const checkoutApi = new Hono<AppEnv>()
  .post('/product-variants/check', validAccountJson(VariantCheckSchema), async (c) => {
    const ids = c.req.valid('json').product_variant_ids;
    const variants = await loadVariants(c.env.DB, c.var.storefront.id, ids);
    const inactive = [...new Set(ids)].filter((id) => {
      const variant = variants.get(id);
      return !variant || !isVariantActive(variant);
    });
    return c.json({ data: { inactive_product_variants: inactive } });
  })
  .post('/checkout/quote', validAccountJson(QuoteRequestSchema), async (c) => {
    const { items, gift_card_code } = c.req.valid('json');
    if (gift_card_code) {
      const limited = await limitCodeCheck(c);
      if (limited) return limited;
    }
    const result = await quoteCart(c.env.DB, c.var.storefront, requestI18n(c), items, gift_card_code);
    if (!result.ok) return c.json({ message: result.message, errors: { [result.field]: [result.message] } }, result.status);
    c.header('cache-control', 'no-store');
    return c.json({ data: result.quote });
  });
