import { useLingui } from '@lingui/react';
import type { CartItem } from '../../../shared/cart.ts';
import type { LineStock } from '../../../shared/orders/cart-stock.ts';
import { groupIntoParcels } from '../../../shared/orders/parcels.ts';
import type { GiftCardState } from '../../state/gift-card-store.ts';
import { CartLine } from './cart-line.tsx';
import { CartSummary } from './cart-summary.tsx';
import type { GiftCardAnswer } from './gift-card-answers.ts';
import { GiftCardCodeForm } from './gift-card-code-form.tsx';

/**
 * A cart with lines (docs/product.md §2 and §4): what the server could not price, the lines by parcel,
 * the gift-card code and the summary. Its own module so that an empty cart never loads it
 * (cart-view.tsx, ADR 0151).
 */
export default function CartContents({
  items,
  serverProblems,
  inactive,
  stock,
  pricesHidden,
  onRemove,
  giftCard,
  pageAnswer,
  blocked,
}: {
  items: readonly CartItem[];
  serverProblems: readonly string[];
  inactive: ReadonlySet<string>;
  stock: ReadonlyMap<string, LineStock>;
  pricesHidden: boolean;
  onRemove: (item: CartItem) => void;
  giftCard: GiftCardState;
  pageAnswer: GiftCardAnswer | undefined;
  blocked: 'inactive' | 'stock' | 'kit' | null;
}) {
  return (
    <div data-cart-contents="" className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-4">
        {serverProblems.length > 0 && (
          <ul role="alert" className="flex flex-col gap-1 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {serverProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        <CartParcels items={items} inactive={inactive} stock={stock} pricesHidden={pricesHidden} onRemove={onRemove} />
      </div>
      <div className="flex flex-col gap-4">
        <GiftCardCodeForm giftCard={giftCard} pricesHidden={pricesHidden} back="/cart" pageAnswer={pageAnswer} />
        <CartSummary items={items} giftCardBalance={giftCard.balance} pricesHidden={pricesHidden} blocked={blocked} />
      </div>
    </div>
  );
}

/** One flat list for one warehouse, else Parcel 1, Parcel 2, ... with the gift cards last. */
function CartParcels({
  items,
  inactive,
  stock,
  pricesHidden,
  onRemove,
}: {
  items: readonly CartItem[];
  inactive: ReadonlySet<string>;
  stock: ReadonlyMap<string, LineStock>;
  pricesHidden: boolean;
  onRemove: (item: CartItem) => void;
}) {
  const { _ } = useLingui();
  const { grouped, parcels } = groupIntoParcels(items);
  const lines = (parcelItems: readonly CartItem[]) => (
    <ul className="divide-y divide-gray-200">
      {parcelItems.map((item) => (
        <CartLine key={item.id} item={item} inactive={inactive.has(item.id)} stock={stock.get(item.id)} pricesHidden={pricesHidden} onRemove={onRemove} />
      ))}
    </ul>
  );
  if (!grouped) return <section aria-label={_('Items')}>{lines(items)}</section>;
  return (
    <div className="flex flex-col gap-6">
      {parcels.map((parcel, index) => (
        <section key={parcel.key} aria-labelledby={`parcel-${parcel.key}`} className="rounded-lg border border-gray-200 px-4">
          <h2 id={`parcel-${parcel.key}`} className="pt-4 text-lg font-semibold">
            {_('Parcel {number}', { number: index + 1 })}
          </h2>
          {parcel.giftCards && <p className="text-sm text-gray-600">{_('Gift cards are delivered by e-mail.')}</p>}
          {lines(parcel.items)}
        </section>
      ))}
    </div>
  );
}
