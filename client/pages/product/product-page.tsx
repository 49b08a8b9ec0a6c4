import { useLingui } from '@lingui/react';
import { Suspense, use, useEffect, type ComponentProps } from 'react';
import { useActionData, useLoaderData, useLocation, useNavigate, type ActionFunctionArgs, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { useToast } from '../../toast/use-toast.ts';
import { getCartStore } from '../../state/cart-store.ts';
import { serverActions, type AddToCartAnswer } from '../../app/server-actions.ts';
import type { ProductDetailView } from './product-detail-view.tsx';
import { OnDemandBoundary } from '../../components/on-demand/on-demand-boundary.tsx';
import { notFoundPath, productLoader, type ProductLoaderData } from './product-loader.ts';
import { preloadable } from '../../app/preloadable.ts';
import { ProductSkeleton } from './product-skeleton.tsx';

/**
 * The product's detail (gallery, choices, quantity, Add to Cart) hydrates on demand (ADR 0151):
 * its code loads with the route's loader (server render, client navigations) and, after a first
 * page load, on the shopper's first touch of it. Before that its links navigate and Add to Cart
 * posts to the route's action (ADR 0245). The forms it renders come with it (in the browser, those the server rendered).
 */
const DetailView = preloadable<ComponentProps<typeof ProductDetailView>>(() =>
  import('./product-detail-view.tsx').then(async (module) => {
    await module.preloadServerRenderedForms();
    return { default: module.ProductDetailView };
  }),
);

/**
 * Navigation state a product link may carry (docs/product.md §2): the variant chosen on a card, a
 * whole number, or null. Checked by hand, so the page's first load needs no schema library (ADR 0006).
 */
function stateVariantId(state: unknown): number | null {
  const id = typeof state === 'object' && state !== null ? (state as { variantId?: unknown }).variantId : undefined;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/** docs/product.md §8: the toast of a failed load, then /not-found. */
function LoadFailed({ error }: { error: { status: number; message: string | null } }) {
  const { _ } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    const summary =
      error.status === 404
        ? _('The requested product was not found!')
        : error.status === 500
          ? _('Server error. Please try again later.')
          : (error.message ?? _('Failed to load product details.'));
    toast({ severity: 'error', summary });
    void navigate(notFoundPath(error.status), { replace: true });
  }, [error, _, toast, navigate]);
  return <ProductSkeleton />;
}

function LoadedProduct({ result }: Pick<ProductLoaderData, 'result'>) {
  const loaded = result instanceof Promise ? use(result) : result;
  const location = useLocation();
  const posted = useActionData<AddToCartAnswer>() ?? null;
  if ('error' in loaded) return <LoadFailed error={loaded.error} />;
  const chosenOnCard = stateVariantId(location.state);
  return (
    // Hydrated at once when the browser renders it differently from the server: prices hidden by
    // a kit link, or a colour chosen on a card carried in the history state (a reload).
    <OnDemandBoundary code={DetailView} attributes={{ 'data-product-detail': '' }} wantNow={() => getCartStore().hidePrices || chosenOnCard !== null}>
      <DetailView
        // A new product starts with fresh choices; colour and size come from the URL.
        key={loaded.product.id}
        product={loaded.product}
        stateVariantId={chosenOnCard}
        posted={posted}
      />
    </OnDemandBoundary>
  );
}

/** /products/:slug — the product detail page (docs/product.md §2 and §4). */
export default function ProductPage() {
  const { result } = useLoaderData<ProductLoaderData>();
  const navigate = useNavigate();
  // Guard (docs/product.md §4): in gifting mode products are chosen on the kit page, not here.
  useEffect(() => {
    if (getCartStore().giftingToken) void navigate('/', { replace: true });
  }, [navigate]);
  // Server render and hydration have the product itself: no Suspense boundary, so the product is
  // in the first HTML (React streams a large boundary as a hidden block that needs JavaScript).
  if (!(result instanceof Promise)) return <LoadedProduct result={result} />;
  return (
    <Suspense fallback={<ProductSkeleton />}>
      <LoadedProduct result={result} />
    </Suspense>
  );
}

/** A colour or size choice changes only the query (`?color=`, `?size=`): the product is not fetched again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/**
 * The route's lazily loaded parts; the storefront is fixed per route tree. Its loader also loads
 * the detail's code, so a server render or a client navigation renders it without waiting;
 * hydrating a first page load runs no loader, so the detail hydrates on demand (ADR 0151).
 */
export async function productRoute(storefront: PublicStorefront) {
  const load = productLoader(storefront);
  return {
    loader: async (args: LoaderFunctionArgs) => (await Promise.all([load(args), DetailView.preload()]))[0],
    // Add to Cart without JavaScript (the server's only; ADR 0107).
    action: (args: ActionFunctionArgs) => (typeof window === 'undefined' ? serverActions().addToCart(storefront, args) : null),
    Component: ProductPage,
    shouldRevalidate,
  };
}
