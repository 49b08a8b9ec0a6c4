type VariantImages = { variant_images: readonly { type: string; full_path: string }[] };

const TYPE_ORDER: Record<string, number> = { frontImage: 0, rearImage: 1 };

/**
 * docs/product.md §4: the gallery of the chosen variant — front image, rear image, other images,
 * then the additional photos; gift cards also add the product thumbnail. Duplicates are shown
 * once; with nothing else to show, the thumbnail stands in so the page is never without a picture.
 */
export function galleryImages(input: {
  variant: VariantImages | null;
  additionalPhotos: readonly { full_path: string }[];
  isGiftCard: boolean;
  thumbnail: string | null;
}): string[] {
  const variantImages = [...(input.variant?.variant_images ?? [])].sort(
    (a, b) => (TYPE_ORDER[a.type] ?? 2) - (TYPE_ORDER[b.type] ?? 2),
  );
  const paths = [...variantImages.map((image) => image.full_path), ...input.additionalPhotos.map((photo) => photo.full_path)];
  if (input.thumbnail && (input.isGiftCard || paths.length === 0)) paths.push(input.thumbnail);
  return [...new Set(paths.filter(Boolean))];
}

/** Circular carousel step: past the last image comes the first, before the first the last. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
