import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import { isLightColor, swatchBackground } from '../../../shared/colors.ts';
import type { ProductViewVariant } from '../../../shared/product-view.ts';

/** Only checked hex colours reach the style attribute (catalog data is not trusted as CSS). */
function swatchStyle(variant: ProductViewVariant): React.CSSProperties {
  return { background: swatchBackground(variant.primary_hex_color, variant.secondary_hex_color, '#e5e7eb') };
}

/**
 * Colour variant choice (docs/product.md §2), variants already sorted by colour. Each swatch is a
 * link to `?color=` (role radio): it works without JavaScript, a click before hydration is a
 * normal navigation, and the URL can be shared.
 */
export function VariantPicker({
  variants,
  selectedId,
  hrefOf,
  onFollow,
}: {
  variants: ProductViewVariant[];
  selectedId: number | null;
  hrefOf: (variant: ProductViewVariant) => string;
  onFollow: () => void;
}) {
  const { _ } = useLingui();
  const groupId = useId();
  const selected = variants.find((variant) => variant.id === selectedId);
  if (variants.length === 0) return null;
  return (
    <div role="radiogroup" aria-labelledby={`${groupId}-label`}>
      <p id={`${groupId}-label`} className="mb-2 text-sm font-semibold">
        {_('Color')}
        {selected && <span className="font-normal text-gray-700">: {selected.color}</span>}
      </p>
      <div className="flex flex-wrap gap-2">
        {variants.map((variant) => {
          const checked = variant.id === selectedId;
          return (
            <PlainLink
              key={variant.id}
              href={hrefOf(variant)}
              replace
              preventScrollReset
              onClick={onFollow}
              role="radio"
              aria-checked={checked}
              aria-label={variant.color}
              title={variant.color}
              className="swatch-link"
            >
              <span
                aria-hidden="true"
                style={swatchStyle(variant)}
                className={['block h-9 w-9 rounded-full ring-offset-2', checked && 'ring-2 ring-brand', isLightColor(variant.primary_hex_color) && 'border border-gray-400']
                  .filter(Boolean)
                  .join(' ')}
              />
            </PlainLink>
          );
        })}
      </div>
    </div>
  );
}
