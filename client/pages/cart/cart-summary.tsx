import { useLingui } from '@lingui/react';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import type { CartItem } from '../../../shared/cart.ts';
import { cartItemCount } from '../../../shared/stored-cart.ts';
import { useFormatPrice } from '../../i18n/use-format-price.ts';
import { cartSummary, linesSubtotal } from '../../../shared/orders/order-totals.ts';

/**
 * docs/product.md §2: a shipping line with the item count; Subtotal, Gift Card Balance (negative,
 * only when positive) and Total floored at zero; Check Out, disabled while an item is inactive or
 * a line asks for more than the stock.
 */
export function CartSummary({
  items,
  giftCardBalance,
  pricesHidden,
  blocked,
}: {
  items: readonly CartItem[];
  giftCardBalance: number | null;
  pricesHidden: boolean;
  /** Why Check Out is disabled: an inactive item, or a line over the stock; null when it is not. */
  blocked: 'inactive' | 'stock' | 'kit' | null;
}) {
  const { _ } = useLingui();
  const formatPrice = useFormatPrice();
  const summary = cartSummary(linesSubtotal(items), giftCardBalance);
  const count = cartItemCount(items);
  const row = 'flex justify-between gap-4 py-1';
  return (
    <section aria-labelledby="cart-summary" className="rounded-lg border border-gray-200 p-4">
      <h2 id="cart-summary" className="mb-2 text-lg font-semibold">
        {_('Summary')}
      </h2>
      <dl>
        <div className={row}>
          <dt>{_('Shipping')}</dt>
          <dd className="text-right">
            {_('{count, plural, one {# item} other {# items}}', { count })}
            <span className="block text-sm text-gray-600">{_('Calculated at checkout')}</span>
          </dd>
        </div>
        {!pricesHidden && (
          <>
            <div className={row}>
              <dt>{_('Subtotal')}</dt>
              <dd>{formatPrice(summary.subtotal)}</dd>
            </div>
            {summary.giftCardBalance !== null && (
              <div className={row}>
                <dt>{_('Gift Card Balance')}</dt>
                <dd>-{formatPrice(summary.giftCardBalance)}</dd>
              </div>
            )}
            <div className={`${row} border-t border-gray-200 pt-2 text-lg font-bold`}>
              <dt>{_('Total')}</dt>
              <dd>{formatPrice(summary.total)}</dd>
            </div>
          </>
        )}
      </dl>
      {blocked ? (
        <button type="button" disabled aria-describedby="checkout-blocked" className="mt-4 w-full rounded-md bg-brand px-4 py-3 font-semibold text-brand-contrast opacity-50">
          {_('Check Out')}
        </button>
      ) : (
        <PlainLink href="/checkout" className="mt-4 block w-full rounded-md bg-brand px-4 py-3 text-center font-semibold text-brand-contrast hover:opacity-90">
          {_('Check Out')}
        </PlainLink>
      )}
      {blocked && (
        <p id="checkout-blocked" className="mt-2 text-sm text-red-700">
          {blocked === 'inactive'
            ? _('Remove the items that are no longer available to check out.')
            : blocked === 'kit'
              ? _('Change your selection as said above to check out.')
              : _('Lower the quantities that are more than the stock to check out.')}
        </p>
      )}
    </section>
  );
}
