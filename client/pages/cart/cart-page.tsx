import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useActionData, useLoaderData, useSearchParams, type ActionFunctionArgs, type RouteObject } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import type { CartItem } from '../../../shared/cart.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { orderLinesFromCart } from '../../../shared/orders/cart-order-lines.ts';
import { groupIntoParcels } from '../../../shared/orders/parcels.ts';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { useStorefront } from '../../app/storefront-context.tsx';
import { removeCartItem, replaceCartItems } from '../../state/cart-actions.ts';
import { cookieCartWins } from '../../../shared/cart-revision.ts';
import { lookUpGiftCard } from '../../state/gift-card-store.ts';
import { useGiftCard } from '../../state/use-gift-card.ts';
import { usePricesHidden } from '../../state/use-prices-hidden.ts';
import { useToast } from '../../toast/use-toast.ts';
import { CartLine } from './cart-line.tsx';
import { CartSummary } from './cart-summary.tsx';
import type { CartData } from './cart-loader.ts';
import type { GiftCardAnswer } from './gift-card-action.ts';
import { GiftCardCodeForm } from './gift-card-code-form.tsx';
import { useBrowserCart } from './use-browser-cart.ts';
import { useCartCheck } from './use-cart-check.ts';
import type { LineStock } from '../../../shared/orders/cart-stock.ts';

const ConfirmRemoveDialog = lazy(() => import('./confirm-remove-dialog.tsx'));

/**
 * The cart route: the page and the action of its forms, a line's quantity and Remove and the
 * gift-card code (./cart-action.ts, imported when a form is posted; the loader is in
 * client/routes/order-routes.tsx).
 */
export function cartRoute(storefront: PublicStorefront): Pick<RouteObject, 'Component' | 'action'> {
  return {
    Component: CartPage,
    action: async (args: ActionFunctionArgs) => (await import('./cart-action.ts')).cartAction(storefront, args),
  };
}

/**
 * /cart (spec sections 2 and 4): the cart, its parcels, the gift card and the summary. The server
 * renders the cart from its cookie (./cart-loader.ts), and the page hydrates with exactly that;
 * then the browser's stored cart, the truth once JavaScript runs, takes its place.
 */
export default function CartPage() {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const loaded = useLoaderData<CartData | undefined>()?.cart ?? null;
  const pageAnswer = useActionData<GiftCardAnswer>();
  const browserCart = useBrowserCart();
  // Until the stored cart and the cookie's are compared, the page keeps the server's cart.
  const [settled, setSettled] = useState(false);
  const cart = loaded && !settled ? loaded : (browserCart ?? loaded);
  // The newer of the two carts wins (shared/cart-revision.ts): the cookie's when the server
  // changed it after the stored cart was written (a change made without JavaScript), which the
  // stored cart then takes; else the stored cart, written to the cookie again when they differ,
  // so the server shows and orders what the shopper saw.
  const compared = useRef(false);
  useEffect(() => {
    if (compared.current || !browserCart) return;
    compared.current = true;
    if (!loaded || loaded.error || loaded.tooLarge) {
      setSettled(true);
      return;
    }
    const stored = browserCart.items;
    // Nothing to compare (no cookie revision, which never wins, and both carts empty): the cookie
    // helpers stay unloaded.
    if (loaded.revision === 0 && stored.length === 0 && loaded.items.length === 0) {
      setSettled(true);
      return;
    }
    void import('../../state/cart-cookie.ts')
      .then(({ adoptCookieRevision, mirrorCartToCookie, storedCartRevision }) => {
        if (cookieCartWins(loaded.revision, storedCartRevision())) {
          adoptCookieRevision(loaded.revision);
          replaceCartItems(loaded.items);
        } else if (JSON.stringify(orderLinesFromCart(stored)) !== JSON.stringify(orderLinesFromCart(loaded.items))) {
          mirrorCartToCookie(stored);
        }
      })
      .catch((error: unknown) => console.error('Cart cookie not compared', error))
      .finally(() => setSettled(true));
  }, [browserCart, loaded]);
  const pricesHidden = usePricesHidden();
  const giftCard = useGiftCard(storefront.id, loaded?.giftCard ?? undefined);
  const { inactive, stock } = useCartCheck(storefront.id, cart?.items ?? null, loaded?.check);
  const overStock = [...stock.values()].some((limit) => limit.over);
  // Lines the server could not price (no longer sold): named above the lines until the stored cart shows them.
  const serverProblems = cart !== null && cart === loaded ? loaded.problems : [];
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const [dialogRequested, setDialogRequested] = useState(false);
  const [searchParams] = useSearchParams();
  const queryCode = searchParams.get('code')?.trim() ?? '';

  // Spec section 4: a code in the query (or local storage, see useGiftCard) triggers the lookup.
  // An invalid one is said so (issue 13), not dropped silently.
  const toast = useToast();
  useEffect(() => {
    if (!queryCode) return;
    void lookUpGiftCard(storefront.id, queryCode).then((result) => {
      if (result === 'invalid') toast({ severity: 'error', summary: _('Not a valid gift card') });
    });
  }, [queryCode, storefront.id, toast, _]);

  const askRemove = (item: CartItem) => {
    setDialogRequested(true);
    setRemoving(item);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title={_('Cart')} />
      <h1 className="mb-6 text-3xl font-bold">{_('Cart')}</h1>
      {cart === null ? (
        <p role="status" className="text-gray-600">
          {_('Loading your cart…')}
        </p>
      ) : cart.items.length === 0 && serverProblems.length === 0 ? (
        <div className="flex flex-col items-start gap-4">
          <p>{cart === loaded && loaded.tooLarge ? _('This cart is too large to show without JavaScript. Please turn JavaScript on.') : cart === loaded && loaded.error ? _(loaded.error) : _('Your cart is empty.')}</p>
          <PlainLink href="/products" className="rounded-md bg-brand px-5 py-2.5 font-semibold text-brand-contrast hover:opacity-90">
            {_('Continue Shopping')}
          </PlainLink>
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="flex flex-col gap-4">
            {serverProblems.length > 0 && (
              <ul role="alert" className="flex flex-col gap-1 rounded-md bg-red-50 p-3 text-sm text-red-800">
                {serverProblems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
            <CartParcels items={cart.items} inactive={inactive} stock={stock} pricesHidden={pricesHidden} onRemove={askRemove} />
          </div>
          <div className="flex flex-col gap-4">
            <GiftCardCodeForm giftCard={giftCard} pricesHidden={pricesHidden} back="/cart" pageAnswer={pageAnswer} />
            <CartSummary
              items={cart.items}
              giftCardBalance={giftCard.balance}
              pricesHidden={pricesHidden}
              blocked={inactive.size > 0 || serverProblems.length > 0 ? 'inactive' : overStock ? 'stock' : null}
            />
          </div>
        </div>
      )}
      {dialogRequested && (
        <Suspense fallback={null}>
          <ConfirmRemoveDialog
            itemName={removing?.name ?? null}
            onCancel={() => setRemoving(null)}
            onConfirm={() => {
              if (removing) removeCartItem(removing.id);
              setRemoving(null);
            }}
          />
        </Suspense>
      )}
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
