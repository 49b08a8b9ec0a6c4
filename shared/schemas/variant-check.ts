import * as v from 'valibot';

/**
 * docs/product.md §7, "Check product variants": data.inactive_product_variants (variant ids), and the
 * stock of the sizes asked for (`size_stock`, issue 13: the cart caps or warns per line).
 */
export const VariantCheckAnswerSchema = v.object({
  data: v.object({
    inactive_product_variants: v.array(v.number()),
    size_stock: v.optional(v.array(v.object({ product_size_id: v.number(), quantity: v.number() })), []),
  }),
});
