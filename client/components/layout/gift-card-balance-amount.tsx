import { useLingui } from '@lingui/react';
import { formatPrice } from '../../../shared/money.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { usePricesHidden } from '../../state/use-prices-hidden.ts';
import { useGiftCard } from '../../state/use-gift-card.ts';

/**
 * Spec section 2: the gift-card balance with a '$' prefix, when known and prices are shown.
 * Loaded by GiftCardBalance (gift-card-balance.tsx) only once a code is stored.
 */
export default function GiftCardBalanceAmount() {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const { balance } = useGiftCard(storefront.id);
  const hidden = usePricesHidden();
  if (balance === null || hidden) return null;
  return (
    <span className="whitespace-nowrap rounded-full bg-gray-100 px-3 py-1 text-sm font-semibold" title={_('Gift card balance')}>
      <span className="sr-only">{_('Gift card balance')} </span>
      {formatPrice(balance)}
    </span>
  );
}
