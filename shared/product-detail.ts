import * as v from 'valibot';

/** docs/product.md §3: a thumbnail or file. */
export const ProductFileSchema = v.object({
  name: v.string(),
  extension: v.string(),
  path: v.string(),
  full_path: v.string(),
  type: v.string(),
  order: v.number(),
  fileable_id: v.number(),
});
export type ProductFile = v.InferOutput<typeof ProductFileSchema>;

/** docs/product.md §3: a variant size (prices in minor units). */
export const VariantSizeSchema = v.object({
  id: v.number(),
  size: v.string(),
  price: v.number(),
  quantity: v.number(),
  weight: v.number(),
});
export type VariantSize = v.InferOutput<typeof VariantSizeSchema>;

export const VARIANT_IMAGE_TYPES = ['frontImage', 'rearImage', 'other'] as const;

/** docs/product.md §3: a colour variant. Discontinued variants never reach the answer. */
export const ProductVariantSchema = v.object({
  id: v.number(),
  color: v.string(),
  primary_hex_color: v.nullable(v.string()),
  secondary_hex_color: v.nullable(v.string()),
  swatch_url: v.nullable(v.string()),
  variant_thumbnail: v.nullable(v.object({ full_path: v.string() })),
  variant_images: v.optional(v.array(v.object({ type: v.picklist(VARIANT_IMAGE_TYPES), full_path: v.string() })), []),
  product_variant_sizes: v.optional(v.array(VariantSizeSchema), []),
  catalog_product_variant: v.object({ supplier_product_variant: v.object({ discontinued: v.boolean() }) }),
});
export type ProductVariant = v.InferOutput<typeof ProductVariantSchema>;

export const SizeGuideSchema = v.object({
  specification_type: v.string(),
  size_guide_sizes: v.array(v.object({ size: v.string(), value: v.string() })),
});
export type SizeGuide = v.InferOutput<typeof SizeGuideSchema>;

export const InputFieldSchema = v.object({
  id: v.number(),
  label: v.string(),
  value: v.nullable(v.string()),
  is_required: v.boolean(),
});
export type InputField = v.InferOutput<typeof InputFieldSchema>;

export const ReviewSchema = v.object({
  id: v.number(),
  rating: v.number(),
  author: v.string(),
  body: v.string(),
  created_at: v.string(),
});

/**
 * docs/product.md §3: a product with the detail relations (GET storefront-products/{id} and
 * /slug/{slug}). Relations that were not requested are absent, hence the optional arrays.
 * `description` is plain text, sanitised HTML, or a JSON array string.
 */
export const ProductDetailSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  short_description: v.string(),
  copy_underneath_description: v.string(),
  price: v.number(),
  price_decimal: v.string(),
  final_price: v.number(),
  currency: v.string(),
  status: v.string(),
  discontinued: v.boolean(),
  disabled: v.boolean(),
  is_gift_card: v.boolean(),
  is_custom: v.boolean(),
  allow_custom_amount: v.boolean(),
  library_approved: v.boolean(),
  need_attention: v.number(),
  product_color_id: v.nullable(v.number()),
  reviews_rate_average: v.number(),
  reviews_count: v.number(),
  created_at: v.string(),
  warehouse: v.optional(v.nullable(v.object({ id: v.number(), name: v.string() })), null),
  product_thumbnail: v.optional(v.nullable(ProductFileSchema), null),
  additional_photos: v.optional(v.array(ProductFileSchema), []),
  decoration_methods: v.optional(v.array(v.object({ id: v.number(), name: v.string() })), []),
  input_fields: v.optional(v.array(InputFieldSchema), []),
  product_size_guides: v.optional(v.array(SizeGuideSchema), []),
  product_variants: v.optional(v.array(ProductVariantSchema), []),
  product_categories: v.optional(v.array(v.object({ id: v.number(), name: v.string(), slug: v.string() })), []),
  reviews: v.optional(v.array(ReviewSchema), []),
});
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;
export type ProductDetailInput = v.InferInput<typeof ProductDetailSchema>;

/** The API answer: `data` holds the product (docs/product.md §7). */
export const ProductDetailAnswerSchema = v.object({ data: ProductDetailSchema });

/**
 * Relation names of the detail call (docs/product.md §3, "Relations requested for product detail").
 * The page requests all of them; the API answers only the requested ones.
 */
export const PRODUCT_DETAIL_RELATIONS = [
  'productVariants',
  'productVariants.productVariantSizes',
  'productVariants.variantImages',
  'productVariants.variantThumbnail',
  'productCategories',
  'warehouse',
  'reviews',
  'additionalPhotos',
  'decorationMethods',
  'productSizeGuides.sizeGuideSizes',
  'productThumbnail',
  'inputFields',
] as const;
export type ProductDetailRelation = (typeof PRODUCT_DETAIL_RELATIONS)[number];
