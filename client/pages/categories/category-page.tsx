import { useLingui } from '@lingui/react';
import { data, useLoaderData, useLocation, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { toFilterNodes, type CategoryAnswer } from '../../../shared/catalog/category-tree.ts';
import { readListState, type ListState } from '../../../shared/catalog/list-url-state.ts';
import type { ProductPage } from '../../../shared/catalog/product-list-answer.ts';
import { defaultSortOption, type SortKey } from '../../../shared/catalog/sort-options.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { ApiError, apiClientContext } from '../../api/api-client.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { CatalogListView } from '../../components/catalog/catalog-list-view.tsx';
import { useFocusOnPageChange } from '../../components/catalog/use-focus-on-page-change.ts';
import { SeoHead } from '../../components/layout/seo-head.tsx';
import { loadProductPage } from '../catalog/catalog-loaders.ts';

type CategoryData = { category: CategoryAnswer; state: ListState; defaultSort: SortKey | null; products: ProductPage | null };

/**
 * Loader of /categories/{slug}: the category by slug, then its products at once (spec section
 * 4). Ticked sub-categories come from the URL; products always stay inside this category.
 * An unknown slug is a 404 (the error page), any other failure too after it is logged.
 */
function categoryLoader(storefront: PublicStorefront) {
  const defaultSort = defaultSortOption(storefront.settings.sortBy)?.key ?? null;
  return async ({ params, request, context }: LoaderFunctionArgs): Promise<CategoryData> => {
    const api = context.get(apiClientContext);
    const slug = params.slug ?? '';
    let category: CategoryAnswer;
    try {
      // The answer's schema loads when the loader runs, never with the page (ADR 0006).
      const { CategoryAnswerSchema } = await import('../../../shared/catalog/category-tree-schema.ts');
      category = (await api.get(`/storefronts/${storefront.id}/product-categories/slug/${encodeURIComponent(slug)}`, CategoryAnswerSchema)).data;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) console.error('Category by slug failed', error);
      throw data(null, { status: 404 });
    }
    const state = readListState(new URL(request.url).searchParams, defaultSort);
    const products = await loadProductPage(api, storefront.id, state, storefront.settings.productsPerPage, {
      product_category_id: category.id,
    });
    return { category, state, defaultSort, products };
  };
}

/** /categories/{slug} (spec section 2): heading, sub-category filter tree, search, sort, grid. */
function CategoryPage() {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const { category, state, defaultSort, products } = useLoaderData<CategoryData>();
  const { page: _page, ...filters } = state;
  // Another page of the list, or another category, arrived: its top and its heading take focus.
  const heading = useFocusOnPageChange<HTMLHeadingElement>(products?.current_page ?? null, JSON.stringify(filters), String(category.id));
  const location = useLocation();
  const navigation = useNavigation();
  // Going to another category: its filter tree is not known yet.
  const switching =
    navigation.state === 'loading' &&
    navigation.location.pathname !== location.pathname &&
    navigation.location.pathname.startsWith('/categories/');
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8">
      <SeoHead
        title={category.name}
        description={_('Shop {category} at {store}.', { category: category.name, store: storefront.name })}
        path={`/categories/${encodeURIComponent(category.slug)}${state.page > 1 ? `?page=${state.page}` : ''}`}
      />
      <h1 ref={heading} tabIndex={-1} className="mb-6 text-3xl font-bold">
        {category.name}
      </h1>
      <CatalogListView
        key={category.id}
        state={state}
        defaultSort={defaultSort}
        page={products}
        filters={toFilterNodes(category.sub_categories)}
        filtersLoading={switching}
        loading={switching}
        perRow={storefront.settings.productsPerRow}
      />
    </section>
  );
}

export function categoryRoute(storefront: PublicStorefront) {
  return { loader: categoryLoader(storefront), Component: CategoryPage };
}
