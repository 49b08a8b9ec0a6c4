import type { ProductListItem } from '../../../shared/catalog/product-list-answer.ts';
import { usePricesHidden } from '../../state/use-prices-hidden.ts';
import { gridColumnClasses } from './grid-columns.ts';
import { ProductCard } from './product-card.tsx';

/** Products in a grid of `perRow` columns (fewer on narrower screens). */
export function ProductGrid({ products, perRow }: { products: readonly ProductListItem[]; perRow: number }) {
  const hidePrices = usePricesHidden();
  return (
    <ul className={`grid gap-x-5 gap-y-8 ${gridColumnClasses(perRow)}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} hidePrices={hidePrices} eager={index < perRow} />
        </li>
      ))}
    </ul>
  );
}
