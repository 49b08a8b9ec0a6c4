import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { clampQuantity, MIN_QUANTITY } from '../../../shared/add-to-cart-rules.ts';

/**
 * Quantity (docs/product.md §4 and §5): at least 1; the + button stops at the allowed quantity
 * (`max`), while a typed quantity is kept up to `typedMax` only (a kit's maximum), so a quantity
 * above the stock shows as 'Out of Stock' rather than being cut silently.
 */
export function QuantitySelector({
  value,
  max,
  typedMax,
  onChange,
  name,
}: {
  value: number;
  max: number | null;
  typedMax: number | null;
  onChange: (quantity: number) => void;
  name?: string | undefined;
}) {
  const { _ } = useLingui();
  // What the shopper is typing, kept until it is a number again (an empty box while retyping).
  const [draft, setDraft] = useState<string | null>(null);
  const step = 'h-10 w-10 text-lg font-semibold hover:bg-gray-100 disabled:opacity-40';
  return (
    <div className="inline-flex items-center rounded-md border border-gray-300">
      <button type="button" className={step} aria-label={_('Decrease quantity')} disabled={value <= MIN_QUANTITY} onClick={() => onChange(clampQuantity(value - 1, max))}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={_('Quantity')}
        name={name}
        min={MIN_QUANTITY}
        value={draft ?? value}
        onChange={(e) => {
          setDraft(e.target.value);
          if (e.target.value !== '') onChange(clampQuantity(Number(e.target.value), typedMax));
        }}
        onBlur={() => setDraft(null)}
        className="h-10 w-14 border-x border-gray-300 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button type="button" className={step} aria-label={_('Increase quantity')} disabled={max !== null && value >= max} onClick={() => onChange(clampQuantity(value + 1, max))}>
        +
      </button>
    </div>
  );
}
