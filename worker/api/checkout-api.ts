import { Hono } from 'hono';
import * as v from 'valibot';
import { isVariantActive } from '../../shared/orders/price-lines.ts';
import { QuoteRequestSchema } from '../../shared/schemas/checkout.ts';
import type { AppEnv } from '../app-types.ts';
import { limitCodeCheck } from '../auth/code-check-limit.ts';
import { loadSizeStock, loadVariants } from '../db/order-catalog.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import { quoteCart } from '../orders/quote-cart.ts';
import { validAccountJson } from './account-validation.ts';

const VariantCheckSchema = v.object({
  product_variant_ids: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), 'product_variant_ids must be a list of variant ids.'),
    v.maxLength(200, 'At most 200 variant ids can be checked at once.'),
  ),
  /** The cart's sizes: their stock is answered too, so the cart can cap or warn per line (issue 13). */
  product_size_ids: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), 'product_size_ids must be a list of size ids.'),
      v.maxLength(200, 'At most 200 size ids can be checked at once.'),
    ),
    [],
  ),
});

/**
 * The cart's server calls (docs/api.md), mounted under /api/storefronts/{storefrontId}:
 * POST /product-variants/check (docs/product.md §7, "Check product variants", plus the stock of the
 * cart's sizes) and
 * POST /checkout/quote (the server's prices, parcels, shipping and gift card for a cart).
 * Neither needs a login: the cart is a visitor's too.
 */
export const checkoutApi = new Hono<AppEnv>()
  .post('/product-variants/check', validAccountJson(VariantCheckSchema), async (c) => {
    const { product_variant_ids: ids, product_size_ids: sizeIds } = c.req.valid('json');
    const [variants, stock] = await Promise.all([loadVariants(c.var.db, c.var.storefront.id, ids), loadSizeStock(c.var.db, c.var.storefront.id, sizeIds)]);
    const inactive = [...new Set(ids)].filter((id) => {
      const variant = variants.get(id);
      return !variant || !isVariantActive(variant);
    });
    c.header('cache-control', 'no-store');
    return c.json({ data: { inactive_product_variants: inactive, size_stock: stock } });
  })
  .post('/checkout/quote', validAccountJson(QuoteRequestSchema), async (c) => {
    const { items, gift_card_code } = c.req.valid('json');
    if (gift_card_code) {
      const limited = await limitCodeCheck(c);
      if (limited) return limited;
    }
    const result = await quoteCart(c.var.db, c.var.storefront, requestI18n(c), items, gift_card_code);
    if (!result.ok) return c.json({ message: result.message, errors: { [result.field]: [result.message] } }, result.status);
    c.header('cache-control', 'no-store');
    return c.json({ data: result.quote });
  });
