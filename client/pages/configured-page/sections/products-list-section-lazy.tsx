import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { SectionContent } from '../../../../shared/schemas/storefront-config.ts';
import { ProductGridSkeleton } from '../../../components/product-card/product-grid-states.tsx';

// The widget's code (filters, search, sort, cards) loads in its own chunk, only where used.
const ProductsListSection = lazy(() => import('./products-list-section.tsx'));

/**
 * True once the element has been in the viewport: a widget below the fold loads its code and
 * data when the shopper scrolls to it, not with the page.
 */
function useSeen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

/** The PRODUCTS_LIST section as registered in page-sections: skeletons until its code and data arrive. */
export function ProductsListSectionLazy({ content }: { content: SectionContent }) {
  const { _ } = useLingui();
  const placeholder = useRef<HTMLDivElement>(null);
  const seen = useSeen(placeholder);
  const skeleton = (
    <div ref={placeholder} className="mx-auto w-full max-w-7xl px-4 py-6">
      <ProductGridSkeleton count={8} perRow={content.productsPerRow ?? 4} />
    </div>
  );
  return (
    <>
      {seen ? (
        <Suspense fallback={skeleton}>
          <ProductsListSection content={content} />
        </Suspense>
      ) : (
        skeleton
      )}
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
