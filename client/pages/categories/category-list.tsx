import { useLocation, useNavigation } from 'react-router';
import { toFilterNodes } from '../../../shared/catalog/category-tree.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { CatalogListView } from '../../components/catalog/catalog-list-view.tsx';
import { useFocusOnPageChange } from '../../components/catalog/use-focus-on-page-change.ts';
import type { CategoryData } from '../catalog/catalog-loaders.ts';

/**
 * The body of /categories/{slug} (docs/product.md §2): heading, sub-category filter tree, search,
 * sort, grid, paginator. Hydrates on demand (category-page.tsx, ADR 0151).
 */
export default function CategoryList({ data }: { data: CategoryData }) {
  const storefront = useStorefront();
  const { category, state, defaultSort, products } = data;
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
    <>
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
    </>
  );
}
