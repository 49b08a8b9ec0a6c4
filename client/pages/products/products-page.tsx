import { useLingui } from '@lingui/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { toFilterNodes, type CategoryNode } from '../../../shared/catalog/category-tree.ts';
import { readListState, type ListState } from '../../../shared/catalog/list-url-state.ts';
import type { ProductPage } from '../../../shared/catalog/product-list-answer.ts';
import { defaultSortOption, type SortKey } from '../../../shared/catalog/sort-options.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { apiClientContext } from '../../api/api-client.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { CatalogListView } from '../../components/catalog/catalog-list-view.tsx';
import { useFocusOnPageChange } from '../../components/catalog/use-focus-on-page-change.ts';
import { SeoHead } from '../../components/layout/seo-head.tsx';
import { loadCategoryTree, loadProductPage } from '../catalog/catalog-loaders.ts';

type ProductsData = { state: ListState; defaultSort: SortKey | null; products: ProductPage | null; categories: CategoryNode[] };

/** Loader of /products: the URL's filters, search, sort and page, read on the server and in the browser alike. */
function productsLoader(storefront: PublicStorefront) {
  const defaultSort = defaultSortOption(storefront.settings.sortBy)?.key ?? null;
  return async ({ request, context }: LoaderFunctionArgs): Promise<ProductsData> => {
    const api = context.get(apiClientContext);
    const state = readListState(new URL(request.url).searchParams, defaultSort);
    const [products, categories] = await Promise.all([
      loadProductPage(api, storefront.id, state, storefront.settings.productsPerPage),
      loadCategoryTree(api, storefront.id),
    ]);
    return { state, defaultSort, products, categories };
  };
}

/** /products (spec section 2): category filter, search, sort, grid and paginator. */
function ProductsPage() {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const { state, defaultSort, products, categories } = useLoaderData<ProductsData>();
  const { page: _page, ...filters } = state;
  // Another page of the list arrived: its top and heading (not after a filter change).
  const heading = useFocusOnPageChange<HTMLHeadingElement>(products?.current_page ?? null, JSON.stringify(filters));
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8">
      <SeoHead
        title={_('Products')}
        description={_('Browse every product of {store}: search, filter by category and sort.', { store: storefront.name })}
        path={state.page > 1 ? `/products?page=${state.page}` : '/products'}
      />
      <h1 ref={heading} tabIndex={-1} className="mb-6 text-3xl font-bold">
        {_('Products')}
      </h1>
      <CatalogListView
        state={state}
        defaultSort={defaultSort}
        page={products}
        filters={toFilterNodes(categories)}
        filtersLoading={false}
        perRow={storefront.settings.productsPerRow}
      />
    </section>
  );
}

export function productsRoute(storefront: PublicStorefront) {
  return { loader: productsLoader(storefront), Component: ProductsPage };
}
