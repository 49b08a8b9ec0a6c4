import { useLingui } from '@lingui/react';
import { useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { SeoHead } from '../../components/layout/seo-head.tsx';
import { OnDemandBoundary } from '../../components/on-demand/on-demand-boundary.tsx';
import { getCartStore } from '../../state/cart-store.ts';
import { preloadable } from '../../app/preloadable.ts';
import type { CategoryData } from '../catalog/catalog-loaders.ts';

/**
 * The list hydrates at once where the browser renders it differently from the server (ADR 0151):
 * prices hidden by a kit link (they live in the browser only). A phone's width needs nothing: the
 * filters button the width shows says the panel's state (filters-panel.tsx).
 */
const renderedDifferently = () => getCartStore().hidePrices;

/**
 * The list's code loads with the loader (server render, client navigations) and, after a first
 * page load, on the shopper's first touch of the list, which hydrates then (ADR 0151).
 */
const CategoryList = preloadable(() => import('./category-list.tsx'));

/** Loader of /categories/{slug}: the category, its products and the list's code (../catalog/catalog-loaders.ts). */
function categoryLoader(storefront: PublicStorefront) {
  return async (args: LoaderFunctionArgs): Promise<CategoryData> => {
    const [{ categoryData }] = await Promise.all([import('../catalog/catalog-loaders.ts'), CategoryList.preload()]);
    return categoryData(storefront, args);
  };
}

/** /categories/{slug} (docs/product.md §2): heading, sub-category filter tree, search, sort, grid. */
function CategoryPage() {
  // A navigation re-renders the list, which then loads its code and shows its progress (ADR 0151).
  useNavigation();
  const { _ } = useLingui();
  const storefront = useStorefront();
  const data = useLoaderData<CategoryData>();
  const { category, state } = data;
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8">
      <SeoHead
        title={category.name}
        description={_('Shop {category} at {store}.', { category: category.name, store: storefront.name })}
        path={`/categories/${encodeURIComponent(category.slug)}${state.page > 1 ? `?page=${state.page}` : ''}`}
      />
      <OnDemandBoundary code={CategoryList} wantNow={renderedDifferently}>
        <CategoryList data={data} />
      </OnDemandBoundary>
    </section>
  );
}

export function categoryRoute(storefront: PublicStorefront) {
  return { loader: categoryLoader(storefront), Component: CategoryPage };
}
