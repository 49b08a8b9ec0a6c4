import { useLingui } from '@lingui/react';
import { useCartCount } from '../../state/use-cart-count.ts';
import { CartIcon } from '../ui/icons.tsx';
import { PlainLink } from '../ui/plain-link.tsx';

/** Cart link with the item-count badge (sum of quantities, shown when greater than 0). */
export function CartLink() {
  const { _ } = useLingui();
  const count = useCartCount();
  const label = count > 0 ? _('Cart ({count, plural, one {# item} other {# items}})', { count }) : _('Cart');
  return (
    <PlainLink href="/cart" className="relative inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-black/5" aria-label={label}>
      <CartIcon />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-brand px-1 text-center text-xs font-semibold leading-5 text-brand-contrast"
        >
          {count}
        </span>
      )}
    </PlainLink>
  );
}
