import { useLingui } from '@lingui/react';
import { useCartCount } from '../../state/use-cart-count.ts';
import { CartIcon } from '../ui/icons.tsx';
import { PlainLink } from '../ui/plain-link.tsx';

/**
 * Cart link with the item-count badge (sum of quantities, shown when greater than 0). Its name is
 * its text, so the visible count starts it ("2 items in cart"): a name that does not contain what
 * is seen fails speech control and WCAG 2.5.3 (axe's label-content-name-mismatch).
 */
export function CartLink() {
  const { _ } = useLingui();
  const count = useCartCount();
  return (
    <PlainLink href="/cart" className="relative inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-black/5">
      <CartIcon />
      {count > 0 ? (
        <>
          <span className="absolute -right-1 -top-1 min-w-5 rounded-full bg-brand px-1 text-center text-xs font-semibold leading-5 text-brand-contrast">{count}</span>
          <span className="sr-only"> {_('{count, plural, one {item in cart} other {items in cart}}', { count })}</span>
        </>
      ) : (
        <span className="sr-only">{_('Cart')}</span>
      )}
    </PlainLink>
  );
}
