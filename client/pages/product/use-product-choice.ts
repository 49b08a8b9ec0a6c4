import { useMemo, useState } from 'react';
import { initialVariant } from '../../../shared/initial-variant.ts';
import type { ProductDetail, ProductVariant } from '../../../shared/product-detail.ts';
import { galleryImages } from '../../../shared/product-gallery.ts';
import { sortProductSizes } from '../../../shared/size-order.ts';
import { sortByColor } from '../../../shared/swatch-order.ts';

/** A variant with exactly one size gets it chosen automatically (spec section 4). */
function autoSize(variant: ProductVariant | null | undefined): string | null {
  const sizes = variant?.product_variant_sizes ?? [];
  return sizes.length === 1 ? sizes[0]!.size : null;
}

/** Every size name of the product's variants once, in the product page's size order. */
function allSizeNames(variants: readonly ProductVariant[]): string[] {
  const seen = new Map<string, { size: string }>();
  for (const variant of variants) for (const size of variant.product_variant_sizes) if (!seen.has(size.size)) seen.set(size.size, size);
  return sortProductSizes([...seen.values()]).map((size) => size.size);
}

/**
 * The shopper's colour, size, custom-amount and image choices on the product page, with the
 * transitions of spec section 4: a new colour resets the size (auto-chosen when it is the only
 * one), rebuilds the gallery and resets the image index.
 */
export function useProductChoice(product: ProductDetail, stateVariantId: number | null) {
  const variants = useMemo(() => sortByColor(product.product_variants), [product.product_variants]);
  const sizeNames = useMemo(() => allSizeNames(variants), [variants]);
  const thumbnail = product.product_thumbnail?.full_path ?? null;
  const startVariant = () => initialVariant(variants, { stateVariantId, thumbnailPath: thumbnail });

  const [variantId, setVariantId] = useState<number | null>(() => startVariant()?.id ?? null);
  const variant = variants.find((candidate) => candidate.id === variantId) ?? null;
  const [sizeName, setSizeName] = useState<string | null>(() => autoSize(variant));
  const [customAmount, setCustomAmount] = useState(false);
  const [imageIndex, setImageIndex] = useState(0);
  const [showSelection, setShowSelection] = useState(false);

  const variantSizes = useMemo(() => sortProductSizes(variant?.product_variant_sizes ?? []), [variant]);
  const size = customAmount ? null : (variantSizes.find((candidate) => candidate.size === sizeName) ?? null);
  const images = useMemo(
    () => galleryImages({ variant, additionalPhotos: product.additional_photos, isGiftCard: product.is_gift_card, thumbnail }),
    [variant, product.additional_photos, product.is_gift_card, thumbnail],
  );

  const chooseVariant = (id: number | null) => {
    setVariantId(id);
    setSizeName(autoSize(variants.find((candidate) => candidate.id === id)));
    setImageIndex(0);
    setShowSelection(true);
  };

  return {
    variants,
    variant,
    sizeNames,
    variantSizes,
    sizeName: customAmount ? null : sizeName,
    size,
    customAmount,
    images,
    imageIndex,
    showSelection,
    setImageIndex,
    setShowSelection,
    chooseVariant,
    chooseSize(name: string) {
      setSizeName(name);
      setShowSelection(true);
    },
    /** On: the amount is entered and the size cleared. Off: a variant is chosen again. */
    setCustomAmount(on: boolean) {
      setCustomAmount(on);
      setShowSelection(true);
      if (on) setSizeName(null);
      else chooseVariant(variantId ?? startVariant()?.id ?? null);
    },
  };
}
