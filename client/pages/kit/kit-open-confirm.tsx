import { useLingui } from '@lingui/react';
import type { KitTokens } from '../../../shared/kits/kit-links.ts';
import { kitHref } from '../../../shared/kits/kit-links.ts';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import { OPEN_PARAM } from '../../../shared/kits/kit-forms.ts';

/**
 * Opening a gift empties the cart (docs/product.md §4: on open the cart is cleared unless it is
 * this kit's), so with something in it the shopper is asked first (ADR 0255): open the gift
 * (the same link with `open=1`) or keep the cart. Rendered by the server when the gifting cookie
 * names another gift, else by the browser, which knows the stored cart; plain links either way.
 */
export function KitOpenConfirm({ tokens }: { tokens: KitTokens }) {
  const { _ } = useLingui();
  return (
    <div role="alertdialog" aria-labelledby="kit-open-title" aria-describedby="kit-open-text" className="flex flex-col items-start gap-4 rounded-lg border border-gray-200 p-6">
      <h1 id="kit-open-title" className="text-2xl font-bold">
        {_('Your cart is not empty')}
      </h1>
      <p id="kit-open-text">{_('Opening this gift empties your cart, or the selection of another gift. Do you want to open it?')}</p>
      <div className="flex flex-wrap gap-3">
        <PlainLink href={`${kitHref(tokens)}&${OPEN_PARAM}=1`} className="rounded-md bg-brand px-5 py-2.5 font-semibold text-brand-contrast hover:opacity-90">
          {_('Open the gift')}
        </PlainLink>
        <PlainLink href="/cart" className="rounded-md border border-gray-300 px-5 py-2.5 font-semibold hover:bg-gray-50">
          {_('Keep my cart')}
        </PlainLink>
      </div>
    </div>
  );
}
