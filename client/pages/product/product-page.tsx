import { useLingui } from '@lingui/react';
import { Suspense, use, useEffect } from 'react';
import { useActionData, useLoaderData, useLocation, useNavigate, type ActionFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { useToast } from '../../toast/use-toast.ts';
import { getCartStore } from '../../state/cart-store.ts';
import type { AddToCartAnswer } from './add-to-cart-answer.ts';
import { notFoundPath, productLoader, type ProductLoaderData } from './product-loader.ts';
import { preloadServerRenderedForms, ProductDetailView } from './product-detail-view.tsx';
import { ProductSkeleton } from './product-skeleton.tsx';

/**
 * Navigation state a product link may carry (spec section 2): the variant chosen on a card, a
 * whole number, or null. Checked by hand, so the page's first load needs no schema library (ADR 0006).
 */
function stateVariantId(state: unknown): number | null {
  const id = typeof state === 'object' && state !== null ? (state as { variantId?: unknown }).variantId : undefined;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/** Spec section 8: the toast of a failed load, then /not-found. */
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
  return (
    <ProductDetailView
      // A new product starts with fresh choices; colour and size come from the URL.
      key={loaded.product.id}
      product={loaded.product}
      stateVariantId={stateVariantId(location.state)}
      posted={posted}
    />
  );
}

/** /products/:slug — the product detail page (spec sections 2 and 4). */
export default function ProductPage() {
  const { result } = useLoaderData<ProductLoaderData>();
  const navigate = useNavigate();
  // Guard (spec section 4): in gifting mode products are chosen on the kit page, not here.
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
 * The route's lazily loaded parts; the storefront is fixed per route tree. In the browser the
 * forms the server rendered are loaded first (the route is resolved before hydration).
 */
export async function productRoute(storefront: PublicStorefront) {
  if (typeof document !== 'undefined') await preloadServerRenderedForms();
  return {
    loader: productLoader(storefront),
    // Add to Cart without JavaScript (./add-to-cart-server.ts, loaded on the server only; ADR 0107).
    action: async (args: ActionFunctionArgs) => (typeof window === 'undefined' ? (await import('./add-to-cart-server.ts')).addToCartAction(storefront, args) : null),
    Component: ProductPage,
    shouldRevalidate,
  };
}
