type JsonLdProduct = {
  name: string;
  slug: string;
  description: string;
  final_price: number;
  currency: string;
  reviews_rate_average: number;
  reviews_count: number;
  is_gift_card: boolean;
  product_thumbnail: { full_path: string } | null;
  product_variants: readonly { product_variant_sizes: readonly { quantity: number }[] }[];
};

/** An absolute url for a stored path ('/media/…' → 'https://host/media/…'); absolute urls stay. */
export function absoluteUrl(origin: string, path: string): string {
  try {
    return new URL(path, origin).toString();
  } catch {
    return path;
  }
}

/**
 * schema.org `Product` of the product page, with an `Offer` unless prices are hidden (a price
 * search engines show must be one the shopper sees). `descriptionText` is the plain text.
 */
export function productJsonLd(
  product: JsonLdProduct,
  options: { url: string; origin: string; descriptionText: string; showPrice: boolean },
): Record<string, unknown> {
  const inStock =
    product.is_gift_card || product.product_variants.some((variant) => variant.product_variant_sizes.some((size) => size.quantity > 0));
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url: options.url,
    sku: product.slug,
  };
  if (options.descriptionText) ld.description = options.descriptionText;
  if (product.product_thumbnail) ld.image = [absoluteUrl(options.origin, product.product_thumbnail.full_path)];
  if (product.reviews_count > 0 && product.reviews_rate_average > 0) {
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(product.reviews_rate_average * 10) / 10,
      reviewCount: product.reviews_count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  if (options.showPrice) {
    ld.offers = {
      '@type': 'Offer',
      url: options.url,
      price: (product.final_price / 100).toFixed(2),
      priceCurrency: product.currency || 'USD',
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    };
  }
  return ld;
}
