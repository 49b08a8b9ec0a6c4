import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { SectionContent } from '../../../../shared/schemas/storefront-config.ts';
import { ProductGridSkeleton } from '../../../components/product-card/product-grid-states.tsx';

// The widget's code (filters, search, sort, cards) loads in its own chunk, only where used.
const ProductsListSection = lazy(() => import('./products-list-section.tsx'));

/** The PRODUCTS_LIST section as registered in page-sections: skeletons until its code and data arrive. */
export function ProductsListSectionLazy({ content }: { content: SectionContent }) {
  const { _ } = useLingui();
  return (
    <>
      <Suspense
        fallback={
          <div className="mx-auto w-full max-w-7xl px-4 py-6">
            <ProductGridSkeleton count={8} perRow={content.productsPerRow ?? 4} />
          </div>
        }
      >
        <ProductsListSection content={content} />
      </Suspense>
      {/* The widget loads in the browser; without JavaScript the full list is one link away. */}
      <noscript>
        <p className="mx-auto max-w-7xl px-4 pb-6">
          <Link to="/products" className="font-semibold text-brand underline">
            {_('Go To Products')}
          </Link>
        </p>
      </noscript>
    </>
  );
}
