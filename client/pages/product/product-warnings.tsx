import { useLingui } from '@lingui/react';
import type { ProductWarning } from '../../../shared/add-to-cart-rules.ts';

/**
 * The warning lines under the choices (docs/product.md §5), announced politely as they change;
 * first, the colour a link named that the product no longer has (nothing is chosen for it).
 */
export function ProductWarnings({ warnings, unavailableColor = null }: { warnings: ProductWarning[]; unavailableColor?: string | null }) {
  const { _ } = useLingui();
  const text: Record<ProductWarning, string> = {
    'not-library-approved': _('This product is not available due to library approval!'),
    'need-attention': _('This product is not approved for sale!'),
    'select-color': _('Please select a color!'),
    'select-size': _('Please select a size!'),
    'select-amount': _('Please select amount'),
    'invalid-amount': _('Please enter a valid gift card amount!'),
  };
  return (
    <div role="status" aria-live="polite">
      {(warnings.length > 0 || unavailableColor) && (
        <ul className="mb-3 flex flex-col gap-1">
          {unavailableColor && (
            <li className="rounded-md border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {_('The colour {color} is not available any more.', { color: unavailableColor })}
            </li>
          )}
          {warnings.map((warning) => (
            <li key={warning} className="rounded-md border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {text[warning]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
