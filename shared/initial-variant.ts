type Variant = { id: number; variant_thumbnail: { full_path: string } | null };

/**
 * docs/product.md §4: the variant passed in navigation state (variantId), else the one whose
 * thumbnail is the product thumbnail, else the first (of the colour-sorted list).
 */
export function initialVariant<T extends Variant>(
  sortedVariants: readonly T[],
  options: { stateVariantId: number | null; thumbnailPath: string | null },
): T | null {
  const fromState = options.stateVariantId === null ? undefined : sortedVariants.find((v) => v.id === options.stateVariantId);
  if (fromState) return fromState;
  const fromThumbnail = options.thumbnailPath
    ? sortedVariants.find((v) => v.variant_thumbnail?.full_path === options.thumbnailPath)
    : undefined;
  return fromThumbnail ?? sortedVariants[0] ?? null;
}
