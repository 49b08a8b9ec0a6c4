import { useLingui } from '@lingui/react';
import { useLocation, useNavigate } from 'react-router';
import { PlainLink } from '../ui/plain-link.tsx';
import { kitHref, showsGiftingBanner, type KitTokens } from '../../../shared/kits/kit-links.ts';

/**
 * The gifting banner (docs/product.md §4): outside /kit, /cart and /checkout. Continue goes back to
 * the kit with both tokens; Discard clears the cart and goes to /. Loaded only in gifting mode.
 */
export default function GiftingBannerBody({ gifting }: { gifting: KitTokens }) {
  const { _ } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!showsGiftingBanner(pathname)) return null;
  const discard = async () => {
    // The cart's operations load on demand (they are not in the entry chunk).
    const { clearCart } = await import('../../state/cart-actions.ts');
    clearCart();
    await navigate('/');
  };
  return (
    <aside aria-labelledby="gifting-banner-text" className="bg-sky-100 px-4 py-3 text-sm text-sky-950 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-3 text-center">
        <p id="gifting-banner-text" className="font-medium">
          {_('You are in Gifting mode. Please continue with selection or discard Gifting and use store normally.')}
        </p>
        <div className="flex gap-2">
          <PlainLink href={kitHref(gifting)} className="rounded-md bg-sky-900 px-4 py-1.5 font-semibold text-white hover:bg-sky-800">
            {_('Continue')}
          </PlainLink>
          <button
            type="button"
            onClick={() => void discard()}
            className="rounded-md border border-sky-900 px-4 py-1.5 font-semibold hover:bg-sky-200"
          >
            {_('Discard')}
          </button>
        </div>
      </div>
    </aside>
  );
}
