import { useLingui } from '@lingui/react';
import { toFilterNodes } from '../../../shared/catalog/category-tree.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { CatalogListView } from '../../components/catalog/catalog-list-view.tsx';
import { useFocusOnPageChange } from '../../components/catalog/use-focus-on-page-change.ts';
import type { ProductsData } from '../catalog/catalog-loaders.ts';

/**
 * The body of /products (docs/product.md §2): heading, category filter, search, sort, grid and
 * paginator. Hydrates on demand (products-page.tsx, ADR 0151).
 */
export default function ProductsList({ data }: { data: ProductsData }) {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const { state, defaultSort, products, categories } = data;
  const { page: _page, ...filters } = state;
  // Another page of the list arrived: its top and heading (not after a filter change).
  const heading = useFocusOnPageChange<HTMLHeadingElement>(products?.current_page ?? null, JSON.stringify(filters));
  return (
    <>
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
    </>
  );
}
