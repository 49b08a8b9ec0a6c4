import * as v from 'valibot';

/** docs/product.md §3: a cart item as stored in the browser (prices in minor units). */
export const CartItemSchema = v.object({
  id: v.string(),
  name: v.string(),
  product_id: v.number(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  size: v.optional(v.nullable(v.string()), null),
  product_thumbnail: v.optional(v.nullable(v.string()), null),
  price: v.number(),
  final_price: v.number(),
  product_size_id: v.optional(v.nullable(v.number()), null),
  product_color_id: v.optional(v.nullable(v.number()), null),
  product_variant_id: v.optional(v.nullable(v.number()), null),
  color: v.optional(v.nullable(v.string()), null),
  image: v.optional(v.nullable(v.string()), null),
  weight: v.optional(v.number(), 0),
  warehouse: v.optional(v.nullable(v.object({ id: v.number(), name: v.string() })), null),
  slug: v.string(),
  input_fields: v.optional(v.array(v.object({ id: v.number(), label: v.string(), value: v.string() })), []),
  email: v.optional(v.string()),
  is_gift_card: v.optional(v.boolean(), false),
  note: v.optional(v.string()),
});
export type CartItem = v.InferOutput<typeof CartItemSchema>;

/** docs/product.md §3: items, giftingToken, giftingUserToken, hide-prices flag. */
export const CartStateSchema = v.object({
  items: v.array(CartItemSchema),
  giftingToken: v.optional(v.nullable(v.string()), null),
  giftingUserToken: v.optional(v.nullable(v.string()), null),
  hidePrices: v.optional(v.boolean(), false),
});
export type CartState = v.InferOutput<typeof CartStateSchema>;

// Reading the stored cart and the badge count live apart, in stored-cart.ts, without valibot: the
// entry bundle needs them on every page (docs/decisions/0006-bundle-budget.md).
