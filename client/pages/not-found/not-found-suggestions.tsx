import { useLingui } from '@lingui/react';
import { useLocation, useNavigation } from 'react-router';
import type { ProductPage } from '../../../shared/catalog/product-list-answer.ts';
import { Paginator } from '../../components/catalog/paginator.tsx';
import { ProductGrid } from '../../components/product-card/product-grid.tsx';
import { NoProducts, ProductGridSkeleton } from '../../components/product-card/product-grid-states.tsx';

/** docs/product.md §9: 6 skeletons while loading. */
const SUGGESTION_SKELETONS = 6;

/** The not-found page's product suggestions (docs/product.md §2); hydrated on demand (not-found-page.tsx, ADR 0151). */
export default function Suggestions({ product, products }: { product: string; products: ProductPage }) {
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
