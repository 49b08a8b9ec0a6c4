import { useLingui } from '@lingui/react';
import { useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { SeoHead } from '../../components/layout/seo-head.tsx';
import { OnDemandBoundary } from '../../components/on-demand/on-demand-boundary.tsx';
import { getCartStore } from '../../state/cart-store.ts';
import { preloadable } from '../../app/preloadable.ts';
import type { ProductsData } from '../catalog/catalog-loaders.ts';

/**
 * The list hydrates at once where the browser renders it differently from the server (ADR 0151):
 * prices hidden by a kit link (they live in the browser only). A phone's width needs nothing: the
 * filters button the width shows says the panel's state (filters-panel.tsx).
 */
const renderedDifferently = () => getCartStore().hidePrices;

/**
 * The list's code (filters, search, sort, cards, paginator) loads with the loader (server render,
 * client navigations) and, after a first page load, on the shopper's first touch of the list,
 * which hydrates then; what was typed or chosen before is taken then (ADR 0151, ADR 0245).
 */
const ProductsList = preloadable(() => import('./products-list.tsx'));

/** Loader of /products: the list's data and code (../catalog/catalog-loaders.ts). */
function productsLoader(storefront: PublicStorefront) {
  return async (args: LoaderFunctionArgs): Promise<ProductsData> => {
    const [{ productsData }] = await Promise.all([import('../catalog/catalog-loaders.ts'), ProductsList.preload()]);
    return productsData(storefront, args);
  };
}

/** /products (docs/product.md §2): category filter, search, sort, grid and paginator. */
function ProductsPage() {
  // A navigation re-renders the list, which then loads its code and shows its progress (ADR 0151).
  useNavigation();
  const { _ } = useLingui();
  const storefront = useStorefront();
  const data = useLoaderData<ProductsData>();
  const { page } = data.state;
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8">
      <SeoHead
        title={_('Products')}
        description={_('Browse every product of {store}: search, filter by category and sort.', { store: storefront.name })}
        path={page > 1 ? `/products?page=${page}` : '/products'}
      />
      <OnDemandBoundary code={ProductsList} wantNow={renderedDifferently}>
        <ProductsList data={data} />
      </OnDemandBoundary>
    </section>
  );
}

export function productsRoute(storefront: PublicStorefront) {
  return { loader: productsLoader(storefront), Component: ProductsPage };
}
