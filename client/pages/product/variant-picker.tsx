import { useLingui } from '@lingui/react';
import { isLightColor } from '../../../shared/colors.ts';
import type { ProductVariant } from '../../../shared/product-detail.ts';

function swatchStyle(variant: ProductVariant): React.CSSProperties {
  const primary = variant.primary_hex_color ?? '#e5e7eb';
  const secondary = variant.secondary_hex_color;
  return { background: secondary ? `linear-gradient(135deg, ${primary} 50%, ${secondary} 50%)` : primary };
}

/** Colour variant choice (spec section 2), variants already sorted by colour. Native radios keep arrow-key use. */
export function VariantPicker({
  variants,
  selectedId,
  onSelect,
}: {
  variants: ProductVariant[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { _ } = useLingui();
  const selected = variants.find((variant) => variant.id === selectedId);
  if (variants.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">
        {_('Color')}
        {selected && <span className="font-normal text-gray-700">: {selected.color}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">
        {variants.map((variant) => (
          <label key={variant.id} title={variant.color} className="relative">
            <input
              type="radio"
              name="product-variant"
              value={variant.id}
              checked={variant.id === selectedId}
              onChange={() => onSelect(variant.id)}
              aria-label={variant.color}
              className="peer absolute inset-0 cursor-pointer appearance-none rounded-full"
            />
            <span
              aria-hidden="true"
              style={swatchStyle(variant)}
              className={`block h-9 w-9 rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-brand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand ${
                isLightColor(variant.primary_hex_color) ? 'border border-gray-400' : ''
              }`}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
