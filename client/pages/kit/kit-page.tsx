import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useActionData, useBlocker, useLoaderData, useNavigate, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import type { CartItem } from '../../../shared/cart.ts';
import { kitCheckoutHref, kitConfirmationHref, kitHref, type KitTokens } from '../../../shared/kits/kit-links.ts';
import { missingRequired, overLimitBy, quantityLimit, selectableQuantity } from '../../../shared/kits/kit-rules.ts';
import type { ProductView } from '../../../shared/product-view.ts';
import type { Kit } from '../../../shared/schemas/kit-order.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { removeCartItem, updateCartItemQuantity } from '../../state/cart-actions.ts';
import { enterKit, leaveKit } from '../../state/kit-session.ts';
import { usePricesHidden } from '../../state/use-prices-hidden.ts';
import { useBrowserCart } from '../cart/use-browser-cart.ts';
import { serverActions, type AddToCartAnswer } from '../../app/server-actions.ts';
import { ProductDetailView } from '../product/product-detail-view.tsx';
import { kitLoader, shouldRevalidate, type KitLoaderData } from './kit-loader.ts';
import { OPEN_PARAM } from '../../../shared/kits/kit-forms.ts';
import { KitOpenConfirm } from './kit-open-confirm.tsx';
import { getCartStore } from '../../state/cart-store.ts';
import { KitLoadError } from './kit-load-error.tsx';
import { KitProductLists } from './kit-product-lists.tsx';
import { KitSlots } from './kit-slots.tsx';

const LeaveGuardDialog = lazy(() => import('./leave-guard-dialog.tsx'));

/** The removal of one slot: one unit less, or the item gone (docs/product.md §4). */
function removeSlot(item: CartItem): void {
  if (item.quantity > 1) updateCartItemQuantity(item.id, item.quantity - 1);
  else removeCartItem(item.id);
}

/** The product opened inside the kit page, with 'back to list' and the kit's quantity rules. */
function KitProductDetail({
  product,
  kit,
  tokens,
  items,
  hidePrices,
  posted,
}: {
  product: ProductView;
  kit: Kit;
  tokens: KitTokens;
  items: readonly CartItem[] | null;
  hidePrices: boolean;
  /** The answer to a post without JavaScript (ADR 0293), else null. */
  posted: AddToCartAnswer | null;
}) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const kitProduct = kit.products.find((candidate) => candidate.id === product.id)!;
  const selectable = items ? selectableQuantity(kitProduct, kit.amount, items) : null;
  const limit = items ? quantityLimit(kitProduct, kit.amount, items) : null;
  return (
    <section aria-label={product.name} className="flex flex-col gap-2">
      <PlainLink href={kitHref(tokens)} className="self-start rounded-md border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-50 first-letter:uppercase">
        {_('back to list')}
      </PlainLink>
      {limit && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {limit.kind === 'product-max'
            ? _('You can choose at most {max} of {item}.', { max: limit.max, item: product.name })
            : _('You have chosen all {max} products of this kit.', { max: limit.max })}
        </p>
      )}
      {posted?.problem === 'kit-limit' && !limit && selectable !== null && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {_('You can choose at most {max} of {item}.', { max: selectable, item: product.name })}
        </p>
      )}
      <div className="-mx-4">
        {/* `posted` (null or an answer): the form posts to this URL, tokens included, without JavaScript (ADR 0293). */}
        <ProductDetailView
          key={product.id}
          product={product}
          stateVariantId={null}
          maxQuantity={selectable}
          hidePrices={hidePrices}
          onAdded={() => void navigate(kitHref(tokens))}
          posted={posted}
          headingLevel={2}
        />
      </div>
    </section>
  );
}

/** The loaded kit: banner, title, slots, and the product lists or one product's detail. */
function KitView({ data }: { data: Extract<KitLoaderData, { status: 'loaded' }> }) {
  const { _ } = useLingui();
  const posted = useActionData<AddToCartAnswer | null>() ?? null;
  const { kit, tokens, product } = data;
  const cart = useBrowserCart();
  const cartHides = usePricesHidden();
  const hidePrices = kit.hide_prices || cartHides;

  // Opening the kit enters gifting mode (the cart is cleared unless it is this kit's); an ordered
  // kit leaves it. A cart with something else in it is not emptied before the shopper says so.
  const [search] = useSearchParams();
  const confirmed = search.get(OPEN_PARAM) === '1';
  const [asking, setAsking] = useState(false);
  // Until the stored cart and the server's selection are compared, the page shows the server's.
  const [settled, setSettled] = useState(false);
  const selection = data.selection;
  useEffect(() => {
    if (kit.ordered) {
      leaveKit(tokens);
      return setSettled(true);
    }
    const store = getCartStore();
    const ours = store.giftingToken === tokens.token && store.giftingUserToken === tokens.userToken;
    if (!ours && !confirmed && (store.items.length > 0 || store.giftingToken !== null)) {
      setAsking(true);
      return setSettled(true);
    }
    setAsking(false);
    enterKit(tokens, kit.hide_prices);
    if (!selection) return setSettled(true);
    // The server rendered the selection of the cart's cookie (ADR 0293): the newer of the two wins.
    let current = true;
    void import('./settle-selection.ts')
      .then(({ settleSelection }) => settleSelection(selection, store.items, () => {}))
      .catch((error: unknown) => console.error('Kit selection not compared', error))
      .finally(() => current && setSettled(true));
    return () => {
      current = false;
    };
  }, [kit.ordered, kit.hide_prices, tokens, confirmed, selection]);

  const ours = settled && cart !== null && cart.giftingToken === tokens.token && cart.giftingUserToken === tokens.userToken;
  const items = ours ? cart.items : settled ? null : (data.selection?.items ?? null);
  const over = overLimitBy(kit.amount, items ?? []);
  const missing = useMemo(() => (items ? missingRequired(kit.products, items) : []), [items, kit.products]);

  // Leaving while required products are missing is refused (choosing products inside /kit is not leaving).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !kit.ordered && missing.length > 0 && currentLocation.pathname !== nextLocation.pathname,
  );

  // The dialog stays mounted once opened, so it can hand the focus back when it closes.
  const [guardLoaded, setGuardLoaded] = useState(false);
  if (blocker.state === 'blocked' && !guardLoaded) setGuardLoaded(true);

  const banner = kit.banner?.full_path;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <PageTitle title={_('Your gift')} />
      <meta name="robots" content="noindex" />
      {banner && <img src={banner} alt="" width={1600} height={400} className="aspect-[4/1] w-full rounded-lg object-cover" />}
      {asking ? (
        <KitOpenConfirm tokens={tokens} />
      ) : kit.ordered ? (
        <div role="status" className="flex flex-col items-start gap-3 rounded-lg border border-gray-200 p-6">
          <p className="text-lg font-semibold">{_('This gift has already been ordered.')}</p>
          <PlainLink href={kitConfirmationHref(tokens)} className="rounded-md bg-brand px-5 py-2.5 font-semibold text-brand-contrast hover:opacity-90">
            {_('View your gift order')}
          </PlainLink>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h1 className="text-3xl font-bold first-letter:uppercase">
              {_('number of products')}: {kit.amount}
            </h1>
            {over === 0 && (
              <PlainLink href={kitCheckoutHref(tokens)} className="inline-block rounded-md bg-brand px-6 py-3 font-semibold text-brand-contrast hover:opacity-90 first-letter:uppercase">
                {_('continue to shipping')}
              </PlainLink>
            )}
          </div>
          {over > 0 && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {_('This kit holds at most {max} products. Please remove {overflow}.', { max: kit.amount, overflow: over })}
            </p>
          )}
          <KitSlots amount={kit.amount} items={items ?? []} tokens={tokens} onRemove={removeSlot} />
          {product === 'missing' ? (
            <div className="flex flex-col items-start gap-3">
              <p role="alert">{_('The requested product was not found!')}</p>
              <PlainLink href={kitHref(tokens)} className="rounded-md border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-50 first-letter:uppercase">
                {_('back to list')}
              </PlainLink>
            </div>
          ) : product ? (
            <KitProductDetail product={product} kit={kit} tokens={tokens} items={items} hidePrices={hidePrices} posted={posted} />
          ) : (
            <KitProductLists products={kit.products} tokens={tokens} hidePrices={hidePrices} />
          )}
        </>
      )}
      {guardLoaded && (
        <Suspense fallback={null}>
          <LeaveGuardDialog open={blocker.state === 'blocked'} missing={missing.map((item) => item.name)} onClose={() => blocker.state === 'blocked' && blocker.reset()} />
        </Suspense>
      )}
    </div>
  );
}

/** /kit?token=…&user_token=… — the gifting kit page (docs/product.md §2 and §4). */
function KitLoadErrorPage() {
  const { _ } = useLingui();
  return <KitLoadError title={_('Your gift')} />;
}

export default function KitPage() {
  const data = useLoaderData<KitLoaderData>();
  if (data.status === 'confirm') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        <KitOpenConfirm tokens={data.tokens} />
      </div>
    );
  }
  return data.status === 'loaded' ? <KitView data={data} /> : <KitLoadErrorPage />;
}

/** The route's lazily loaded parts; the storefront is fixed per route tree. */
export function kitRoute(storefront: PublicStorefront) {
  return {
    loader: kitLoader(storefront),
    // The page's forms posted without JavaScript (the server's only; ADR 0293).
    action: (args: ActionFunctionArgs) => (typeof window === 'undefined' ? serverActions().kitAction(storefront, args) : null),
    Component: KitPage,
    shouldRevalidate,
  };
}
