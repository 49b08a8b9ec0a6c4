import { useLingui } from '@lingui/react';
import { data, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import type { ProductPage } from '../../../shared/catalog/product-list-answer.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { apiClientContext } from '../../api/api-client.ts';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { OnDemandBoundary } from '../../components/on-demand/on-demand-boundary.tsx';
import { getCartStore } from '../../state/cart-store.ts';
import { preloadable } from '../../app/preloadable.ts';
import { LoadFailedToast } from './load-failed-toast.tsx';

/** Prices hidden by a kit link live in the browser only: a part with prices hydrates at once then (ADR 0151). */
const browserHidesPrices = () => getCartStore().hidePrices;

/**
 * The suggestions' code (cards, paginator) loads with the loader when there are suggestions
 * (server render, client navigations) and, after a first page load, on the shopper's first touch
 * of them, which hydrate then (ADR 0151).
 */
const Suggestions = preloadable(() => import('./not-found-suggestions.tsx'));

/** docs/product.md §9: not-found suggestions, 3 per page. */
const SUGGESTIONS_PER_PAGE = 3;

/** `failed`: the status of the product load that sent the shopper here from the server, for its toast. */
type NotFoundData = { product: string | null; page: number; products: ProductPage | null; failed: number | null };

/** Loader of /not-found: with ?product, a page of the store's products as suggestions. Answers 404. */
function notFoundLoader(storefront: PublicStorefront) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const product = params.get('product');
    const pageParam = params.get('page') ?? '';
    const page = /^\d{1,5}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
    // docs/product.md §8: a failed suggestion list is logged only (loadProductPage logs it).
    let products: ProductPage | null = null;
    if (product !== null) {
      const [{ loadFirstProducts }] = await Promise.all([import('../catalog/catalog-loaders.ts'), Suggestions.preload()]);
      products = await loadFirstProducts(context.get(apiClientContext), storefront, SUGGESTIONS_PER_PAGE, page);
    }
    const failedParam = params.get('failed') ?? '';
    const failed = product !== null && /^\d{1,3}$/.test(failedParam) ? Number(failedParam) : null;
    return data<NotFoundData>({ product, page, products, failed }, { status: 404 });
  };
}

/** /not-found (docs/product.md §2): 'Oops!'; with ?product, 'Product Not Found' and suggestions. */
function NotFoundPage() {
  // A navigation re-renders the list, which then loads its code and shows its progress (ADR 0151).
  useNavigation();
  const { _ } = useLingui();
  const { product, products, failed } = useLoaderData<NotFoundData>();
  return (
    <>
      {failed !== null && <LoadFailedToast status={failed} />}
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <PageTitle title={_('Oops!')} />
        <meta name="robots" content="noindex" />
        <h1 className="text-5xl font-bold">{_('Oops!')}</h1>
        <p className="text-lg">{product !== null ? _('Product Not Found') : _('There is nothing here')}</p>
        <PlainLink
          href={product !== null ? '/products' : '/'}
          className="rounded-md bg-brand px-5 py-2.5 font-semibold text-brand-contrast hover:opacity-90"
        >
          {product !== null ? _('Go To Products') : _('Go To Home')}
        </PlainLink>
      </section>
      {product !== null && products && (
        <OnDemandBoundary code={Suggestions} wantNow={browserHidesPrices}>
          <Suggestions product={product} products={products} />
        </OnDemandBoundary>
      )}
    </>
  );
}

export function notFoundRoute(storefront: PublicStorefront) {
  return { loader: notFoundLoader(storefront), Component: NotFoundPage };
}
