import { useLingui } from '@lingui/react';
import { gridColumnClasses } from './grid-columns.ts';

/** Grey cards of the real cards' shape while products load (6 on lists, 8 in the widget). */
export function ProductGridSkeleton({ count, perRow }: { count: number; perRow: number }) {
  const { _ } = useLingui();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{_('Loading products…')}</span>
      <ul aria-hidden="true" className={`grid gap-x-5 gap-y-8 ${gridColumnClasses(perRow)}`}>
        {Array.from({ length: count }, (_unused, index) => (
          <li key={index} data-testid="product-skeleton" className="animate-pulse">
            <div className="aspect-square w-full rounded-lg bg-gray-200" />
            <div className="mt-3 h-4 w-3/4 rounded bg-gray-200" />
            <div className="mt-2 h-4 w-1/4 rounded bg-gray-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** docs/product.md §2: the list's empty state. */
export function NoProducts() {
  const { _ } = useLingui();
  return (
    <p role="status" className="rounded-lg border border-dashed border-gray-300 px-4 py-12 text-center text-gray-700">
      {_('No products available at the moment. Please check back later!')}
    </p>
  );
}
