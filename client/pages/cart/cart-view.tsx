import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useActionData, useLoaderData, useSearchParams } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import type { CartItem } from '../../../shared/cart.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { removeCartItem, replaceCartItems } from '../../state/cart-actions.ts';
import { lookUpGiftCard } from '../../state/gift-card-store.ts';
import { useGiftCard } from '../../state/use-gift-card.ts';
import { usePricesHidden } from '../../state/use-prices-hidden.ts';
import { useToast } from '../../toast/use-toast.ts';
import { CartContents } from './cart-parts.ts';
import { SuspenseUnlessLoaded } from '../../app/preloadable.ts';
import type { CartData } from '../../app/server-actions.ts';
import type { GiftCardAnswer } from './gift-card-answers.ts';
import { useBrowserCart } from './use-browser-cart.ts';
import { useCartCheck } from './use-cart-check.ts';
import { useKitRules } from './use-kit-rules.ts';
import { kitCartProblems, kitLineMaxima, requiredRemoval, type KitCartRules } from '../../../shared/kits/kit-cart-rules.ts';
import type { KitOrderProblem } from '../../../shared/kits/kit-rules.ts';
import type { LineStock } from '../../../shared/orders/cart-stock.ts';
import type { I18n } from '@lingui/core';

const ConfirmRemoveDialog = lazy(() => import('./confirm-remove-dialog.tsx'));

/**
 * The cart itself (docs/product.md §2 and §4): its lines by parcel, the gift card and the summary, or
 * that it is empty. The server renders the cart from its cookie (worker/ssr/page-actions/cart-loader.ts), and the part
 * hydrates with exactly that; then the browser's stored cart, the truth once JavaScript runs,
 * takes its place. It hydrates on demand (./cart-page.tsx, ADR 0151): at once when the browser
 * has something else to show, else on the shopper's first touch.
 */
export default function CartView() {
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
    // The comparison's rules load with the cookie helpers, never with an empty cart (ADR 0151).
    void Promise.all([import('../../state/cart-cookie.ts'), import('../../../shared/cart-revision.ts'), import('../../../shared/orders/cart-order-lines.ts')])
      .then(([{ adoptCookieRevision, mirrorCartToCookie, storedCartRevision }, { cookieCartWins }, { orderLinesFromCart }]) => {
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
  const { inactive, stock: stockLimits } = useCartCheck(storefront.id, cart?.items ?? null, loaded?.check);
  const overStock = [...stockLimits.values()].some((limit) => limit.over);
  // Gifting mode: the kit's rules hold for the + button, a typed quantity and Remove too, and
  // what the order would refuse is said here, before the checkout (ADR 0255).
  const giftingLink = browserCart?.giftingToken && browserCart.giftingUserToken ? { token: browserCart.giftingToken, userToken: browserCart.giftingUserToken } : null;
  const kitRules = useKitRules(storefront.id, giftingLink);
  const kitLines = kitRules && cart ? cart.items : null;
  const stock = kitRules && kitLines ? withKitMaxima(stockLimits, kitLineMaxima(kitRules, kitLines)) : stockLimits;
  const kitProblems = kitRules && kitLines ? kitCartProblems(kitRules, kitLines).map((problem) => kitProblemText(_, kitRules, kitLines, problem)) : [];
  // Lines the server could not price (no longer sold): named above the lines until the stored cart shows them.
  const serverProblems = cart !== null && cart === loaded ? loaded.problems : [];
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const [dialogRequested, setDialogRequested] = useState(false);
  const [searchParams] = useSearchParams();
  const queryCode = searchParams.get('code')?.trim() ?? '';

  // docs/product.md §4: a code in the query (or local storage, see useGiftCard) triggers the lookup.
  // An invalid one is said so (issue 13), not dropped silently.
  const toast = useToast();
  useEffect(() => {
    if (!queryCode) return;
    void lookUpGiftCard(storefront.id, queryCode).then((result) => {
      if (result === 'invalid') toast({ severity: 'error', summary: _('Not a valid gift card') });
    });
  }, [queryCode, storefront.id, toast, _]);

  const askRemove = (item: CartItem) => {
    const required = kitRules && cart ? requiredRemoval(kitRules, cart.items, item) : null;
    if (required) {
      toast({ severity: 'error', summary: _('{item} is required in this kit.', { item: required.name }) });
      return;
    }
    setDialogRequested(true);
    setRemoving(item);
  };

  return (
    <>
      {cart === null ? (
        <CartLoading />
      ) : cart.items.length === 0 && serverProblems.length === 0 ? (
        <div className="flex flex-col items-start gap-4">
          <p>{cart === loaded && loaded.tooLarge ? _('This cart is too large to show without JavaScript. Please turn JavaScript on.') : cart === loaded && loaded.error ? _(loaded.error) : _('Your cart is empty.')}</p>
          <PlainLink href="/products" className="rounded-md bg-brand px-5 py-2.5 font-semibold text-brand-contrast hover:opacity-90">
            {_('Continue Shopping')}
          </PlainLink>
        </div>
      ) : (
        // The lines' code loads with the route when there are lines (cartRoute), never for an empty
        // cart (ADR 0151); lines the server rendered hydrate with the cart, in the same pass.
        <SuspenseUnlessLoaded loaded={CartContents.isLoaded()} fallback={<CartLoading />}>
          <CartContents
            items={cart.items}
            serverProblems={[...serverProblems, ...kitProblems]}
            inactive={inactive}
            stock={stock}
            pricesHidden={pricesHidden}
            onRemove={askRemove}
            giftCard={giftCard}
            pageAnswer={pageAnswer}
            blocked={inactive.size > 0 || serverProblems.length > 0 ? 'inactive' : kitProblems.length > 0 ? 'kit' : overStock ? 'stock' : null}
          />
        </SuspenseUnlessLoaded>
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
    </>
  );
}

/** Its text is looked up only when it shows, so a page with its cart inline does not carry it. */
function CartLoading() {
  const { _ } = useLingui();
  return (
    <p role="status" className="text-gray-600">
      {_('Loading your cart…')}
    </p>
  );
}

/** The stock limits with each line's kit maximum on top (the smaller of the two holds). */
function withKitMaxima(stock: ReadonlyMap<string, LineStock>, maxima: ReadonlyMap<string, number>): Map<string, LineStock> {
  const limits = new Map(stock);
  for (const [id, max] of maxima) {
    const known = stock.get(id);
    limits.set(id, { max: known ? Math.min(known.max, max) : max, over: known?.over ?? false });
  }
  return limits;
}

/** The kit page's and the kit order's own texts for what the selection breaks (docs/product.md §4). */
function kitProblemText(_: I18n['_'], kit: KitCartRules, items: readonly CartItem[], problem: KitOrderProblem): string {
  const name = (id: number) => kit.products.find((product) => product.id === id)?.name ?? items.find((item) => item.product_id === id)?.name ?? '';
  switch (problem.kind) {
    case 'over-amount':
      return _('This kit holds at most {max} products. Please remove {overflow}.', { max: problem.max, overflow: problem.overflow });
    case 'over-quantity':
      return _('You can choose at most {max} of {item}.', { max: problem.max, item: name(problem.productId) });
    case 'missing-required':
      return _('{item} is required in this kit.', { item: name(problem.productId) });
    case 'not-in-kit':
      return _('{item} is not part of this kit.', { item: name(problem.productId) });
  }
}
