import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { useFormatPrice } from '../../i18n/use-format-price.ts';
import { GiftCardListAnswerSchema, type GiftCardRow } from '../../../shared/schemas/orders.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { apiClientContext } from '../../api/api-client.ts';
import { readApi, readKey, useSeededRead } from '../../api/seeded-read.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { loginAgainOn401, requireVerified } from '../../auth/guards.ts';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { usePricesHidden } from '../../state/use-prices-hidden.ts';
import { useToast } from '../../toast/use-toast.ts';
import { serverMessage } from './load-or-message.ts';

type GiftCardsData = { cards: GiftCardRow[]; error: string | null };

/** /my-account/gift-cards (spec: GET …/codes/auth-gift-cards; code, balance, status). */
export function giftCardsRoute(storefront: PublicStorefront): Pick<RouteObject, 'loader' | 'Component'> {
  return {
    async loader(args: LoaderFunctionArgs): Promise<GiftCardsData> {
      requireVerified(args);
      try {
        const answer = await args.context.get(apiClientContext).get(`/storefronts/${storefront.id}/codes/auth-gift-cards`, GiftCardListAnswerSchema);
        return { cards: answer.data, error: null };
      } catch (error) {
        loginAgainOn401(error, args);
        return { cards: [], error: serverMessage(error) ?? '' };
      }
    },
    Component: GiftCardsPage,
  };
}

function GiftCardsPage() {
  const { _ } = useLingui();
  const formatPrice = useFormatPrice();
  const loaded = useLoaderData<GiftCardsData>();
  const { error } = loaded;
  const storefront = useStorefront();
  // Through SWR, seeded with the loader's answer: balances revalidate on focus, with no second request at hydration.
  const path = `/storefronts/${storefront.id}/codes/auth-gift-cards`;
  const cards =
    useSeededRead<GiftCardRow[]>(
      error === null ? readKey(path) : null,
      () => readApi(path, GiftCardListAnswerSchema).then((answer) => answer.data),
      error === null ? loaded.cards : undefined,
    ) ?? loaded.cards;
  const toast = useToast();
  const pricesHidden = usePricesHidden();
  const statusLabel = (status: string) =>
    status === 'active' ? _('Active') : status === 'expired' ? _('Expired') : status === 'inactive' ? _('Inactive') : status;

  // docs/product.md §8: the server's message or 'Unknown error'.
  useEffect(() => {
    if (error !== null) toast({ severity: 'error', summary: error || _('Unknown error') });
  }, [error, toast, _]);

  return (
    <section aria-labelledby="gift-cards-heading">
      <PageTitle title={_('Gift Cards')} />
      <h2 id="gift-cards-heading" className="mb-4 text-2xl font-semibold">
        {_('Gift Cards')}
      </h2>
      {cards.length === 0 ? (
        error === null && <p className="py-8 text-center text-gray-700">{_('You have no gift cards yet.')}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="border-b border-gray-300">
            <tr>
              <th scope="col" className="py-2 pr-4">{_('Code')}</th>
              {!pricesHidden && <th scope="col" className="py-2 pr-4">{_('Balance')}</th>}
              <th scope="col" className="py-2">{_('Status')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {cards.map((card) => (
              <tr key={card.code}>
                <td className="py-2 pr-4 font-mono">{card.code}</td>
                {!pricesHidden && <td className="py-2 pr-4">{formatPrice(card.balance)}</td>}
                <td className="py-2">{statusLabel(card.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
