import { PLACEHOLDERS } from '../../../../shared/catalog/card-image.ts';
import { gridColumnClasses } from '../../../components/product-card/grid-columns.ts';

/**
 * docs/product.md §2: dummy placeholder products when the designer's brand and category selection
 * yields nothing, so the section keeps its shape. Not products: no names, prices or links.
 */
export function DummyProducts({ count, perRow }: { count: number; perRow: number }) {
  return (
    <ul aria-hidden="true" data-testid="dummy-products" className={`grid gap-x-5 gap-y-8 ${gridColumnClasses(perRow)}`}>
      {Array.from({ length: count }, (_unused, index) => (
        <li key={index} className="opacity-60">
          <img src={PLACEHOLDERS.generic} alt="" width={400} height={400} className="aspect-square w-full rounded-lg" />
          <div className="mt-3 h-4 w-3/4 rounded bg-gray-200" />
          <div className="mt-2 h-4 w-1/4 rounded bg-gray-200" />
        </li>
      ))}
    </ul>
  );
}
