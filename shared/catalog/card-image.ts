/** Placeholder pictures for products without a thumbnail (files under public/placeholders). */
export const PLACEHOLDERS = {
  giftCard: '/placeholders/gift-card.svg',
  customProduct: '/placeholders/custom-product.svg',
  generic: '/placeholders/t-shirt.svg',
} as const;

type CardProduct = {
  is_gift_card: boolean;
  is_custom: boolean;
  product_thumbnail?: { full_path: string } | null | undefined;
};
type CardVariant = { variant_thumbnail?: { full_path: string } | null | undefined };

/** docs/product.md §2: a gift-card placeholder for gift cards, a custom-product one for custom products, a t-shirt otherwise. */
export function placeholderFor(product: Pick<CardProduct, 'is_gift_card' | 'is_custom'>): string {
  if (product.is_gift_card) return PLACEHOLDERS.giftCard;
  if (product.is_custom) return PLACEHOLDERS.customProduct;
  return PLACEHOLDERS.generic;
}

/** The card picture: the chosen variant's thumbnail, else the product thumbnail, else its placeholder. */
export function cardImage(product: CardProduct, variant?: CardVariant | null): string {
  return variant?.variant_thumbnail?.full_path || product.product_thumbnail?.full_path || placeholderFor(product);
}
