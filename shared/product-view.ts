import type { ProductDetail, ProductVariant } from './product-detail.ts';

/** A colour variant as the page reads it (the supplier's discontinued flag never reaches it). */
export type ProductViewVariant = Omit<ProductVariant, 'catalog_product_variant'>;

/**
 * The product as the product page and the kit page render it (docs/decisions/0140): only the
 * fields they read, so the router's hydration data carries no more than the page needs. Reviews,
 * categories, file records and bookkeeping fields stay on the server (JSON-LD is built there).
 */
export type ProductView = Pick<
  ProductDetail,
  | 'id'
  | 'slug'
  | 'name'
  | 'description'
  | 'short_description'
  | 'copy_underneath_description'
  | 'final_price'
  | 'is_gift_card'
  | 'is_custom'
  | 'allow_custom_amount'
  | 'library_approved'
  | 'need_attention'
  | 'reviews_rate_average'
  | 'reviews_count'
  | 'warehouse'
  | 'decoration_methods'
  | 'input_fields'
  | 'product_size_guides'
> & {
  product_thumbnail: { full_path: string } | null;
  additional_photos: { full_path: string }[];
  product_variants: ProductViewVariant[];
};

/** The page's view of a product detail answer. */
export function productView(product: ProductDetail): ProductView {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    short_description: product.short_description,
    copy_underneath_description: product.copy_underneath_description,
    final_price: product.final_price,
    is_gift_card: product.is_gift_card,
    is_custom: product.is_custom,
    allow_custom_amount: product.allow_custom_amount,
    library_approved: product.library_approved,
    need_attention: product.need_attention,
    reviews_rate_average: product.reviews_rate_average,
    reviews_count: product.reviews_count,
    warehouse: product.warehouse,
    decoration_methods: product.decoration_methods,
    input_fields: product.input_fields,
    product_size_guides: product.product_size_guides,
    product_thumbnail: product.product_thumbnail ? { full_path: product.product_thumbnail.full_path } : null,
    additional_photos: product.additional_photos.map(({ full_path }) => ({ full_path })),
    product_variants: product.product_variants.map(({ catalog_product_variant: _supplier, ...variant }) => variant),
  };
}
