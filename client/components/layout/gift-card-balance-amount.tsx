import { useLingui } from '@lingui/react';
import useSWR from 'swr';
import { readKey } from '../../api/seeded-read.ts';
import { useFormatPrice } from '../../i18n/use-format-price.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { usePricesHidden } from '../../state/use-prices-hidden.ts';
import { lookUpGiftCard } from '../../state/gift-card-store.ts';
import { useGiftCard } from '../../state/use-gift-card.ts';

/**
 * docs/product.md §2: the gift-card balance with a '$' prefix, when known and prices are shown.
 * Loaded by GiftCardBalance (gift-card-balance.tsx) only once a code is stored.
 */
export default function GiftCardBalanceAmount() {
  const { _ } = useLingui();
  const formatPrice = useFormatPrice();
  const storefront = useStorefront();
  const { code, balance } = useGiftCard(storefront.id);
  // SWR (ADR 0104): the stored balance shows at once and is looked up again on focus (spent
  // elsewhere meanwhile); the lookup writes the gift card store, which this reads.
  useSWR(code ? readKey(`/storefronts/${storefront.id}/gift-cards/balance`, { code }) : null, () => lookUpGiftCard(storefront.id, code ?? ''), {
    revalidateOnMount: false,
    revalidateOnFocus: true,
    revalidateOnReconnect: false,
    dedupingInterval: 5_000,
    shouldRetryOnError: false,
  });
  const hidden = usePricesHidden();
  if (balance === null || hidden) return null;
  return (
    <span className="whitespace-nowrap rounded-full bg-gray-100 px-3 py-1 text-sm font-semibold" title={_('Gift card balance')}>
      <span className="sr-only">{_('Gift card balance')} </span>
      {formatPrice(balance)}
    </span>
  );
}
