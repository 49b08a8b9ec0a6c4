import { useLingui } from '@lingui/react';
import { startTransition, useEffect, useState } from 'react';
import { useActionData, useLoaderData, useSearchParams, type ActionFunctionArgs, type RouteObject } from 'react-router';
import { subscribe } from 'valtio';
import type { CartItem } from '../../../shared/cart.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { readStoredCode } from '../../auth/private-code-storage.ts';
import { OnDemandBoundary, type Loadable } from '../../components/on-demand/on-demand-boundary.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { getCartStore } from '../../state/cart-store.ts';
import { CART_FULL, NOT_ADDED_PARAM } from '../../../shared/cart-full.ts';
import type { CartData, ServerCart } from '../../app/server-actions.ts';
import type { GiftCardAnswer } from './gift-card-answers.ts';
import { CartContents, CartView } from './cart-parts.ts';

/**
 * The cart route: the page and the action of its forms, a line's quantity and Remove and the
 * gift-card code (./cart-action.ts, imported when a form is posted; the loader is in
 * client/routes/order-routes.tsx and calls `loadCartCode` in the browser).
 */
export async function cartRoute(storefront: PublicStorefront): Promise<Pick<RouteObject, 'Component' | 'action'>> {
  // The cart's code before the page renders: always on the server (the cart renders in full, also
  // without JavaScript); in the browser when the stored cart has lines and the server rendered
  // none (it shows them at once). Otherwise it loads on the shopper's first touch, or right after
  // hydration when the stored cart differs from the server's (ADR 0151).
  if (typeof document === 'undefined' || (!document.querySelector('[data-cart-contents]') && getCartStore().items.length > 0)) await Promise.all([CartView.preload(), CartContents.preload()]);
  return {
    Component: CartPage,
    action: async (args: ActionFunctionArgs) => (await import('./cart-action.ts')).cartAction(storefront, args),
  };
}

/**
 * The browser's loader (a client navigation to the cart; hydrating a first page load runs none):
 * the cart's code, so the page renders it without waiting, and the lines' when the stored cart
 * has some. In the browser the page shows the stored cart, so there is no data.
 */
export async function loadCartCode(): Promise<CartData> {
  await Promise.all([CartView.preload(), getCartStore().items.length > 0 ? CartContents.preload() : null]);
  return { cart: null };
}

/** What the cart shows of its lines (and groups them and sums them by), to compare two carts. */
function shownLines(items: readonly CartItem[]): string {
  return JSON.stringify(
    items.map((item) => [
      item.id,
      item.quantity,
      item.name,
      item.price,
      item.size,
      item.color,
      // The picture a line shows (the server prices lines without the product's thumbnail).
      item.image ?? item.product_thumbnail,
      item.slug,
      item.is_gift_card,
      item.email ?? null,
      item.note ?? null,
      item.input_fields,
      item.warehouse?.id ?? null,
      item.weight,
      item.product_variant_id,
      item.product_size_id,
    ]),
  );
}

/**
 * Whether the browser shows something else than the server rendered, so the cart hydrates at once:
 * it is not the server's (a client navigation); a gift-card code in the address is to be looked
 * up; the server named lines it could not price, an error, or a cart too large for its cookie; the
 * stored cart's lines are not the ones the server rendered from the cookie (prices, quantities, a
 * cart with lines only in storage); or beside lines, prices are hidden (a kit link), gifting mode
 * applies the kit's rules (ADR 0255) or a gift card is in use (the browser shows its stored balance);
 * or the page answers a gift-card code posted before JavaScript ran, whose toast an effect shows.
 * Otherwise the cart stays as rendered.
 */
function differsFromServer(loaded: ServerCart | null, queryCode: string, pageAnswer: GiftCardAnswer | undefined): boolean {
  if (!loaded || queryCode) return true;
  if (pageAnswer && !('removed' in pageAnswer)) return true;
  if (loaded.problems.length > 0 || loaded.error !== null || loaded.tooLarge) return true;
  const stored = getCartStore();
  if (shownLines(stored.items) !== shownLines(loaded.items)) return true;
  return stored.items.length > 0 && (stored.hidePrices || stored.giftingToken !== null || loaded.giftCard !== null || readStoredCode() !== '');
}

/**
 * The cart's code to hydrate it: the view's, and the lines' too when the server rendered lines or
 * the stored cart has some (the view renders them as it hydrates).
 */
function cartCode(loaded: ServerCart | null): Loadable {
  const lines = (loaded?.items.length ?? 0) > 0 || (loaded?.problems.length ?? 0) > 0 || (typeof document !== 'undefined' && getCartStore().items.length > 0);
  if (!lines) return CartView;
  return {
    preload: () => Promise.all([CartView.preload(), CartContents.preload()]),
    isLoaded: () => CartView.isLoaded() && CartContents.isLoaded(),
  };
}

/**
 * /cart (docs/product.md §2 and §4). The heading is the page's; the cart itself (./cart-view.tsx) is
 * server-rendered inline and hydrates on demand (ADR 0151): at once when the browser has another
 * cart to show, else on the shopper's first touch of it or when the stored cart changes meanwhile
 * (another tab). Until then its links and forms work as without JavaScript (ADR 0245).
 */
export default function CartPage() {
  const { _ } = useLingui();
  const loaded = useLoaderData<CartData | undefined>()?.cart ?? null;
  const [searchParams] = useSearchParams();
  const queryCode = searchParams.get('code')?.trim() ?? '';
  const pageAnswer = useActionData<GiftCardAnswer>();
  // Add to Cart without JavaScript could not grow the cart's cookie (ADR 0153): said, not silent.
  const notAddedFull = searchParams.get(NOT_ADDED_PARAM) === CART_FULL;
  // A change of the stored cart before the cart hydrated re-renders it, which loads its code; as a
  // transition, React keeps the server's markup until it has hydrated, then shows the change.
  const [code] = useState(() => cartCode(loaded));
  const [, setCartChanged] = useState(false);
  useEffect(() => {
    const stop = subscribe(getCartStore(), () => {
      stop();
      startTransition(() => setCartChanged(true));
    });
    return stop;
  }, []);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title={_('Cart')} />
      <h1 className="mb-6 text-3xl font-bold">{_('Cart')}</h1>
      {notAddedFull && (
        <p role="alert" className="mb-6 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {_('The item was not added: your cart is too large to grow without JavaScript. Please turn JavaScript on to add it, or remove an item from your cart and try again.')}
        </p>
      )}
      <OnDemandBoundary code={code} attributes={{ 'data-cart': '' }} wantNow={() => differsFromServer(loaded, queryCode, pageAnswer)}>
        <CartView />
      </OnDemandBoundary>
    </div>
  );
}
