import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { initialVariant } from '../../../shared/initial-variant.ts';
import type { ProductView, ProductViewVariant } from '../../../shared/product-view.ts';
import { galleryImages } from '../../../shared/product-gallery.ts';
import { choiceSearcher, chosenVariant, hasChoiceInSearch, sizeFromSearch } from '../../../shared/product-choice-url.ts';
import { sortProductSizes } from '../../../shared/size-order.ts';
import { sortByColor } from '../../../shared/swatch-order.ts';

/** A variant with exactly one size gets it chosen automatically (docs/product.md §4). */
function autoSize(variant: ProductViewVariant | null | undefined): string | null {
  const sizes = variant?.product_variant_sizes ?? [];
  return sizes.length === 1 ? sizes[0]!.size : null;
}

/** Every size name of the product's variants once, in the product page's size order. */
function allSizeNames(variants: readonly ProductViewVariant[]): string[] {
  const seen = new Map<string, { size: string }>();
  for (const variant of variants) for (const size of variant.product_variant_sizes) if (!seen.has(size.size)) seen.set(size.size, size);
  return sortProductSizes([...seen.values()]).map((size) => size.size);
}

/**
 * The shopper's colour, size, custom-amount and image choices on the product page, with the
 * transitions of docs/product.md §4: a new colour resets the size (auto-chosen when it is the only
 * one), rebuilds the gallery and resets the image index. Colour and size live in the URL
 * (`?color=`, `?size=`; shared/product-choice-url.ts): the swatches are links, so they work
 * without JavaScript and before hydration, and a chosen colour can be shared.
 */
export function useProductChoice(product: ProductView, stateVariantId: number | null, postedCustomAmount = false) {
  const [search] = useSearchParams();
  const { pathname, search: query } = useLocation();
  const navigate = useNavigate();
  const variants = useMemo(() => sortByColor(product.product_variants), [product.product_variants]);
  const sizeNames = useMemo(() => allSizeNames(variants), [variants]);
  const thumbnail = product.product_thumbnail?.full_path ?? null;
  const startVariant = () => initialVariant(variants, { stateVariantId, thumbnailPath: thumbnail });

  const { variant, unavailable: unavailableColor } = chosenVariant(search, variants, startVariant);
  const urlSize = sizeFromSearch(search);
  // A refused post without JavaScript re-renders with the custom amount it had on (ADR 0153).
  const [customAmount, setCustomAmount] = useState(postedCustomAmount);
  // The image index belongs to one colour: another colour starts at the first image.
  const [image, setImage] = useState<{ variantId: number | null; index: number }>({ variantId: variant?.id ?? null, index: 0 });
  const imageIndex = image.variantId === (variant?.id ?? null) ? image.index : 0;
  const [selectionTouched, setShowSelection] = useState(false);
  const showSelection = selectionTouched || hasChoiceInSearch(search);

  const variantSizes = useMemo(() => sortProductSizes(variant?.product_variant_sizes ?? []), [variant]);
  const sizeName = customAmount ? null : (urlSize ?? autoSize(variant));
  const size = sizeName === null ? null : (variantSizes.find((candidate) => candidate.size === sizeName) ?? null);
  const images = useMemo(
    () => galleryImages({ variant, additionalPhotos: product.additional_photos, isGiftCard: product.is_gift_card, thumbnail }),
    [variant, product.additional_photos, product.is_gift_card, thumbnail],
  );

  // The other query parameters are encoded once per search, not once per colour and size link
  // (an empty query has none: no need to ask the runtime's URLSearchParams).
  const choiceLink = useMemo(() => choiceSearcher(query === '' ? [] : search), [query, search]);
  /** The link of a colour (an absolute path: the page's own): its size is chosen again (auto when it has only one). */
  const variantHref = (candidate: ProductViewVariant) => `${pathname}${choiceLink({ color: candidate.color, size: null })}`;
  /** The link of a size of the chosen colour. */
  const sizeHref = (name: string) => (variant ? `${pathname}${choiceLink({ color: variant.color, size: name })}` : null);
  const go = (to: string) => void navigate(to, { replace: true, preventScrollReset: true });

  return {
    variants,
    variant,
    /** The colour the URL names that the product does not have (any more), or null. */
    unavailableColor,
    sizeNames,
    variantSizes,
    sizeName,
    size,
    customAmount,
    images,
    imageIndex,
    showSelection,
    variantHref,
    sizeHref,
    setImageIndex: (index: number) => setImage({ variantId: variant?.id ?? null, index }),
    setShowSelection,
    /** Marks the selection as touched when a swatch or size link is followed in the page. */
    touchSelection: () => setShowSelection(true),
    /** On: the amount is entered and the size cleared. Off: the sizes of the colour count again. */
    setCustomAmount(on: boolean) {
      setCustomAmount(on);
      setShowSelection(true);
      if (on && urlSize !== null && variant) go(variantHref(variant));
    },
  };
}
