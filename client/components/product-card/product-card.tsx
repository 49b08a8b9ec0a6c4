import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { cardImage, placeholderFor } from '../../../shared/catalog/card-image.ts';
import type { ListVariant, ProductListItem } from '../../../shared/catalog/product-list-answer.ts';
import { formEncode } from '../../../shared/form-encode.ts';
import { useFormatPrice } from '../../i18n/use-format-price.ts';
import { cardSwatches } from '../../../shared/swatch-order.ts';
import { CartIcon } from '../ui/icons.tsx';
import { PlainLink } from '../ui/plain-link.tsx';
import { SwatchList } from './swatch-list.tsx';

/** Navigation state the product page reads: the colour chosen on the card (docs/product.md §2). */
export type ProductLinkState = { variantId: number };

/**
 * The product card (docs/product.md §2): picture, name, price unless hidden, up to 5 swatches
 * that swap the picture, '+N', and an optional cart button. The name's link covers the card with
 * its ::after, so the whole card opens the product; swatches and '+N' sit above it (ADR 0148).
 */
export function ProductCard({
  product,
  hidePrices,
  eager = false,
  cartButton = false,
  href: baseHref,
}: {
  product: ProductListItem;
  hidePrices: boolean;
  /** Above the fold: load the picture at once. */
  eager?: boolean;
  cartButton?: boolean;
  /** Where the card leads (default /products/{slug}); the kit page opens products inside itself. */
  href?: string;
}) {
  const { _ } = useLingui();
  const formatPrice = useFormatPrice();
  const titleId = useId();
  const [variantId, setVariantId] = useState<number | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const variants = product.product_variants ?? [];
  const selected = variants.find((variant) => variant.id === variantId) ?? null;
  const { shown, more } = cardSwatches(variants);
  const src = cardImage(product, selected);
  const href = baseHref ?? `/products/${encodeURIComponent(product.slug)}`;
  const state: ProductLinkState | undefined = selected ? { variantId: selected.id } : undefined;
  // A colour travels in the URL (`?color=`), which the product page reads first.
  const hrefIn = (variant: ListVariant) => `${href}${href.includes('?') ? '&' : '?'}color=${formEncode(variant.color)}`;
  const colorHref = selected ? hrefIn(selected) : href;

  return (
    <article aria-labelledby={titleId} className="group relative flex flex-col">
      <div className="overflow-hidden rounded-lg bg-gray-100">
        <img
          src={broken === src ? placeholderFor(product) : src}
          alt=""
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setBroken(src)}
          className="aspect-square w-full object-cover transition-transform duration-200 [@media(hover:hover)]:group-has-[h3>a:hover]:scale-105"
        />
      </div>
      <div className="mt-3 flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="text-sm font-semibold leading-snug">
            <PlainLink href={colorHref} state={state} className="hover:underline after:absolute after:inset-0">
              {product.name}
            </PlainLink>
          </h3>
          {!hidePrices && <p className="mt-1 text-sm text-gray-800">{formatPrice(product.final_price)}</p>}
        </div>
        {cartButton && (
          <PlainLink
            href={colorHref}
            state={state}
            aria-label={_('Choose options for {name}', { name: product.name })}
            className="relative inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-gray-300 hover:bg-gray-100"
          >
            <CartIcon className="h-5 w-5" />
          </PlainLink>
        )}
      </div>
      {shown.length > 0 && (
        <SwatchList name={product.name} shown={shown} more={more} selectedId={variantId} onSelect={setVariantId} href={href} colorHref={hrefIn} />
      )}
    </article>
  );
}
