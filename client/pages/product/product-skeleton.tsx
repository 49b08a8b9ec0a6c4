import { useLingui } from '@lingui/react';

const block = 'animate-pulse rounded bg-gray-200';

/** The product page's shape while it loads (docs/product.md §2: skeleton while loading). */
export function ProductSkeleton() {
  const { _ } = useLingui();
  return (
    <section aria-busy="true" aria-label={_('Loading product')} className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-2">
      <div className={`${block} aspect-square w-full`} />
      <div className="flex flex-col gap-4">
        <div className={`${block} h-8 w-3/4`} />
        <div className={`${block} h-4 w-1/2`} />
        <div className={`${block} h-6 w-24`} />
        <div className="flex gap-2">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className={`${block} h-9 w-9 rounded-full`} />
          ))}
        </div>
        <div className="flex gap-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={`${block} h-10 w-14`} />
          ))}
        </div>
        <div className={`${block} h-12 w-full`} />
        <div className={`${block} h-24 w-full`} />
      </div>
    </section>
  );
}
