import { useLingui } from '@lingui/react';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { SeoHead } from '../../components/layout/seo-head.tsx';
import type { ProductsData } from '../catalog/catalog-loaders.ts';
import { listPageRoute } from '../catalog/list-page-route.tsx';

function ProductsHead({ data: { state } }: { data: ProductsData }) {
  const { _ } = useLingui();
  return (
    <SeoHead
      title={_('Products')}
      description={_('Browse every product of {store}: search, filter by category and sort.', { store: useStorefront().name })}
      path={state.page > 1 ? `/products?page=${state.page}` : '/products'}
    />
  );
}

/** /products (docs/product.md §2): category filter, search, sort, grid and paginator. */
export function productsRoute(storefront: PublicStorefront) {
  return listPageRoute(storefront, {
    list: () => import('./products-list.tsx'),
    data: async (...args) => (await import('../catalog/catalog-loaders.ts')).productsData(...args),
    Head: ProductsHead,
  });
}
