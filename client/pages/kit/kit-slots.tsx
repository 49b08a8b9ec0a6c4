import { useLingui } from '@lingui/react';
import { filledSlots } from '../../../shared/kits/kit-rules.ts';
import type { CartItem } from '../../../shared/cart.ts';
import { CloseIcon } from '../../components/ui/close-icon.tsx';
import { kitHref, type KitTokens } from '../../../shared/kits/kit-links.ts';
import { KIT_REMOVE_INTENT, KIT_REMOVE_LINE } from '../../../shared/kits/kit-forms.ts';

/**
 * The kit's slots (docs/product.md §2): one filled slot per chosen unit, each with a remove icon, then
 * the empty ones. The server renders the selection of the cart's cookie (ADR 0293). Each remove
 * icon is a form's button posting to the kit's action, so it works before the page's code runs
 * and without JavaScript; with JavaScript it changes the stored cart instead.
 */
export function KitSlots({ amount, items, tokens, onRemove }: { amount: number; items: readonly CartItem[]; tokens: KitTokens; onRemove: (item: CartItem) => void }) {
  const { _ } = useLingui();
  const filled = filledSlots(items);
  const empty = Math.max(0, amount - filled.length);
  return (
    <ul aria-label={_('Your selection')} className="flex flex-wrap gap-3">
      {filled.map((item, index) => {
        const label = [item.name, item.color, item.size].filter(Boolean).join(', ');
        return (
          <li key={`${item.id}-${index}`} className="relative flex w-28 flex-col items-center gap-1 rounded-lg border border-gray-300 bg-white p-2 text-center">
            {(item.image ?? item.product_thumbnail) ? (
              <img src={(item.image ?? item.product_thumbnail)!} alt="" width={96} height={96} className="aspect-square w-full rounded object-cover" />
            ) : (
              <span aria-hidden="true" className="aspect-square w-full rounded bg-gray-100" />
            )}
            <span className="line-clamp-2 text-xs font-medium">{label}</span>
            <form method="post" action={kitHref(tokens)} className="absolute -right-2 -top-2">
              <input type="hidden" name="intent" value={KIT_REMOVE_INTENT} />
              <input type="hidden" name={KIT_REMOVE_LINE} value={item.id} />
              <button
                type="submit"
                onClick={(event) => {
                  event.preventDefault();
                  onRemove(item);
                }}
                aria-label={_('Remove {name} from the kit', { name: label })}
                className="inline-flex h-7 w-7 items-center justify-center rounded-full border border-gray-300 bg-white shadow hover:bg-gray-100"
              >
                <CloseIcon className="h-4 w-4" />
              </button>
            </form>
          </li>
        );
      })}
      {Array.from({ length: empty }, (_unused, index) => (
        <li
          key={`empty-${index}`}
          className="flex h-36 w-28 items-center justify-center rounded-lg border-2 border-dashed border-gray-300 p-2 text-center text-xs text-gray-600"
        >
          {_('Empty slot')}
        </li>
      ))}
    </ul>
  );
}
