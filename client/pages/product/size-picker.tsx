import { useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import { formatGiftAmount } from '../../../shared/gift-amount.ts';
import type { VariantSize } from '../../../shared/product-detail.ts';

/**
 * Size choice, labelled Amount for gift cards (spec section 2). Every size of the product is
 * listed in the spec's order; a size is disabled without a chosen variant, with the custom amount
 * on, or when the chosen variant lacks it.
 */
export function SizePicker({
  sizes,
  variantSizes,
  variantChosen,
  selected,
  onSelect,
  isGiftCard,
  disabled,
  guideLink,
}: {
  /** Size names of all variants, in order. */
  sizes: string[];
  /** The chosen variant's sizes (empty without a variant). */
  variantSizes: VariantSize[];
  variantChosen: boolean;
  selected: string | null;
  onSelect: (size: string) => void;
  isGiftCard: boolean;
  disabled: boolean;
  guideLink: ReactNode;
}) {
  const { _ } = useLingui();
  const labelId = useId();
  const header = (
    <div className="mb-2 flex items-center justify-between gap-4">
      <span id={labelId} className="text-sm font-semibold">
        {isGiftCard ? _('Amount') : _('Size')}
      </span>
      {guideLink}
    </div>
  );
  if (sizes.length === 0) {
    return (
      <div role="group" aria-labelledby={labelId}>
        {header}
        <p className="text-sm text-gray-700">{_('No sizes available for this product.')}</p>
      </div>
    );
  }
  return (
    <div role="radiogroup" aria-labelledby={labelId}>
      {header}
      {variantChosen && variantSizes.length === 0 ? (
        <p className="text-sm text-gray-700">{_('No sizes/amounts available for the selected variant.')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {sizes.map((name) => {
            const size = variantSizes.find((s) => s.size === name);
            const off = disabled || !variantChosen || !size;
            return (
              <label key={name} className="relative">
                <input
                  type="radio"
                  name="product-size"
                  value={name}
                  checked={selected === name}
                  disabled={off}
                  onChange={() => onSelect(name)}
                  className="peer absolute inset-0 cursor-pointer appearance-none rounded-md disabled:cursor-not-allowed"
                />
                <span className="block min-w-12 rounded-md border border-gray-300 px-3 py-2 text-center text-sm font-medium peer-checked:border-brand peer-checked:bg-brand peer-checked:text-brand-contrast peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:border-dashed peer-disabled:text-gray-400">
                  {isGiftCard && size ? formatGiftAmount(size.price) : name}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </div>
  );
}
