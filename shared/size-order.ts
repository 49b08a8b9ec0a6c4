/** docs/product.md §9: size order on the product page. */
export const PRODUCT_SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', '2XL', 'XXL', '3XL', 'XXXL', '4XL', 'XXXXL', '5XL', '6XL'] as const;

/** docs/product.md §9: size order of the size guide (and contact), before the others alphabetically. */
export const SIZE_GUIDE_ORDER = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'] as const;

function rankIn(order: readonly string[], size: string): number {
  const index = order.indexOf(size.trim().toUpperCase());
  return index === -1 ? order.length : index;
}

/**
 * Sizes in the product page's order. Sizes outside the list (gift amounts, 'One Size', '11 oz')
 * follow the known ones and keep the order they came in (stable sort).
 */
export function sortProductSizes<T extends { size: string }>(sizes: readonly T[]): T[] {
  return [...sizes].sort((a, b) => rankIn(PRODUCT_SIZE_ORDER, a.size) - rankIn(PRODUCT_SIZE_ORDER, b.size));
}

/** Comparator of the size-guide order: XS … 4XL first, then the others alphabetically. */
export function compareSizeGuideSizes(a: string, b: string): number {
  const rank = rankIn(SIZE_GUIDE_ORDER, a) - rankIn(SIZE_GUIDE_ORDER, b);
  if (rank !== 0) return rank;
  return a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });
}
