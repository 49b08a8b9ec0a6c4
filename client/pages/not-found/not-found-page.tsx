import { useLingui } from '@lingui/react';
import { data, useLoaderData, useLocation, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import type { ProductPage } from '../../../shared/catalog/product-list-answer.ts';
import { defaultSortOption } from '../../../shared/catalog/sort-options.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { apiClientContext } from '../../api/api-client.ts';
import { Paginator } from '../../components/catalog/paginator.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { ProductGrid } from '../../components/product-card/product-grid.tsx';
import { NoProducts, ProductGridSkeleton } from '../../components/product-card/product-grid-states.tsx';
import { loadProductPage } from '../catalog/catalog-loaders.ts';

/** Spec section 9: not-found suggestions, 3 per page, 6 skeletons while loading. */
const SUGGESTIONS_PER_PAGE = 3;
const SUGGESTION_SKELETONS = 6;

type NotFoundData = { product: string | null; page: number; products: ProductPage | null };

/** Loader of /not-found: with ?product, a page of the store's products as suggestions. Answers 404. */
function notFoundLoader(storefront: PublicStorefront) {
  const defaultSort = defaultSortOption(storefront.settings.sortBy)?.key ?? null;
  return async ({ request, context }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const product = params.get('product');
    const pageParam = params.get('page') ?? '';
    const page = /^\d{1,5}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
    // Spec section 8: a failed suggestion list is logged only (loadProductPage logs it).
    const products =
      product === null
        ? null
        : await loadProductPage(context.get(apiClientContext), storefront.id, { search: '', sort: defaultSort, categories: [], page }, SUGGESTIONS_PER_PAGE);
    return data<NotFoundData>({ product, page, products }, { status: 404 });
  };
}

function Suggestions({ product, products }: { product: string; products: ProductPage }) {
  const { _ } = useLingui();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  return (
    <section aria-labelledby="similar-products" className="mx-auto w-full max-w-5xl px-4 pb-16">
      <h2 id="similar-products" className="text-2xl font-bold">
        {_('Check out these similar products')}
      </h2>
      <p className="mb-6 mt-1 text-gray-700">{_("You might find what you're looking for")}</p>
      {loading ? (
        <ProductGridSkeleton count={SUGGESTION_SKELETONS} perRow={3} />
      ) : products.data.length === 0 ? (
        <NoProducts />
      ) : (
        <ProductGrid products={products.data} perRow={3} />
      )}
      {!loading && (
        <Paginator
          page={products.current_page}
          lastPage={products.last_page}
          target={{ href: (n) => `/not-found?${new URLSearchParams({ product, ...(n > 1 ? { page: String(n) } : {}) })}` }}
        />
      )}
    </section>
  );
}

/** /not-found (spec section 2): 'Oops!'; with ?product, 'Product Not Found' and suggestions. */
function NotFoundPage() {
  const { _ } = useLingui();
  const { product, products } = useLoaderData<NotFoundData>();
  return (
    <>
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
      {product !== null && products && <Suggestions product={product} products={products} />}
    </>
  );
}

export function notFoundRoute(storefront: PublicStorefront) {
  return { loader: notFoundLoader(storefront), Component: NotFoundPage };
}
