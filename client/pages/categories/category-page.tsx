import { useLingui } from '@lingui/react';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { SeoHead } from '../../components/layout/seo-head.tsx';
import type { CategoryData } from '../catalog/catalog-loaders.ts';
import { listPageRoute } from '../catalog/list-page-route.tsx';

function CategoryHead({ data: { category, state } }: { data: CategoryData }) {
  const { _ } = useLingui();
  return (
    <SeoHead
      title={category.name}
      description={_('Shop {category} at {store}.', { category: category.name, store: useStorefront().name })}
      path={`/categories/${encodeURIComponent(category.slug)}${state.page > 1 ? `?page=${state.page}` : ''}`}
    />
  );
}

/** /categories/{slug} (docs/product.md §2): heading, sub-category filter tree, search, sort, grid. */
export function categoryRoute(storefront: PublicStorefront) {
  return listPageRoute(storefront, {
    list: () => import('./category-list.tsx'),
    data: async (...args) => (await import('../catalog/catalog-loaders.ts')).categoryData(...args),
    Head: CategoryHead,
  });
}
