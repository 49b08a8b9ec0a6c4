import * as v from 'valibot';

/** docs/product.md §3: a thumbnail or file (the list answers the same shape as the detail call). */
export const ListFileSchema = v.object({
  name: v.string(),
  extension: v.string(),
  path: v.string(),
  full_path: v.string(),
  type: v.string(),
  order: v.number(),
  fileable_id: v.number(),
});

/** A colour variant on a product card: its swatch and thumbnail (discontinued ones are dropped). */
export const ListVariantSchema = v.object({
  id: v.number(),
  color: v.string(),
  primary_hex_color: v.nullable(v.string()),
  secondary_hex_color: v.nullable(v.string()),
  swatch_url: v.nullable(v.string()),
  variant_thumbnail: v.optional(v.nullable(v.object({ full_path: v.string() }))),
});
export type ListVariant = v.InferOutput<typeof ListVariantSchema>;

/** One product of a list; relations that were not requested are absent. */
export const ProductListItemSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  price: v.number(),
  final_price: v.number(),
  currency: v.string(),
  is_gift_card: v.boolean(),
  is_custom: v.boolean(),
  created_at: v.string(),
  product_thumbnail: v.optional(v.nullable(ListFileSchema)),
  product_variants: v.optional(v.array(ListVariantSchema)),
});
export type ProductListItem = v.InferOutput<typeof ProductListItemSchema>;

/** docs/product.md §7: data.data, data.total, data.last_page, data.from (null when empty). */
export const ProductListAnswerSchema = v.object({
  data: v.object({
    data: v.array(ProductListItemSchema),
    total: v.number(),
    per_page: v.number(),
    current_page: v.number(),
    last_page: v.number(),
    from: v.nullable(v.number()),
    to: v.nullable(v.number()),
  }),
});
export type ProductListAnswer = v.InferOutput<typeof ProductListAnswerSchema>;
export type ProductPage = ProductListAnswer['data'];

/** Paging figures of an answer: last_page is at least 1; from/to are 1-based, null when empty. */
export function pageFigures(total: number, rows: number, page: number, count: number) {
  const from = count === 0 ? null : (page - 1) * rows + 1;
  return {
    total,
    per_page: rows,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / rows)),
    from,
    to: from === null ? null : from + count - 1,
  };
}
