import { useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import { formatGiftAmount } from '../../../shared/gift-amount.ts';
import type { VariantSize } from '../../../shared/product-detail.ts';

/** Box, text and focus ring of a size (client/styles/app.css). */
const OPTION_CLASS = 'size-option';

/** The size's name, struck through with a spoken "(sold out)" when the size has no stock. */
function OptionLabel({ label, soldOut }: { label: string; soldOut: boolean }) {
  const { _ } = useLingui();
  if (!soldOut) return label;
  return (
    <>
      <span className="line-through decoration-2">{label}</span>
      <span className="sr-only"> {_('(sold out)')}</span>
    </>
  );
}

/**
 * One size: a link to `?size=` (role radio), or a disabled radio when it cannot be chosen. A
 * sold-out size stays choosable (the page then says 'Out of Stock') but is marked beforehand.
 */
function SizeOption({
  href,
  checked,
  onFollow,
  label,
  soldOut,
}: {
  href: string | null;
  checked: boolean;
  onFollow: () => void;
  label: string;
  soldOut: boolean;
}) {
  if (href === null) {
    return (
      <span role="radio" aria-checked={checked} aria-disabled="true" className={`${OPTION_CLASS} cursor-not-allowed border-dashed border-gray-300 text-gray-400`}>
        <OptionLabel label={label} soldOut={soldOut} />
      </span>
    );
  }
  return (
    <PlainLink
      href={href}
      replace
      preventScrollReset
      onClick={onFollow}
      role="radio"
      aria-checked={checked}
      className={`${OPTION_CLASS} ${
        checked ? 'border-brand bg-brand text-brand-contrast' : soldOut ? 'border-dashed border-gray-400 text-gray-600' : 'border-gray-300'
      }`}
    >
      <OptionLabel label={label} soldOut={soldOut} />
    </PlainLink>
  );
}

/**
 * Size choice, labelled Amount for gift cards (docs/product.md §2). Every size of the product is
 * listed in the spec's order; a size is disabled without a chosen variant, with the custom amount
 * on, or when the chosen variant lacks it. Sizes are links (`?size=`), working without JavaScript.
 */
export function SizePicker({
  sizes,
  variantSizes,
  variantChosen,
  selected,
  hrefOf,
  onFollow,
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
  /** The link choosing a size of the chosen colour (`?size=`), null without a colour. */
  hrefOf: (size: string) => string | null;
  onFollow: () => void;
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
              <SizeOption
                key={name}
                href={off ? null : hrefOf(name)}
                checked={selected === name}
                onFollow={onFollow}
                label={isGiftCard && size ? formatGiftAmount(size.price) : name}
                soldOut={!isGiftCard && size !== undefined && size.quantity <= 0}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}
