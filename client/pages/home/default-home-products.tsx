import type { ProductPage } from '../../../shared/catalog/product-list-answer.ts';
import { ProductGrid } from '../../components/product-card/product-grid.tsx';
import { NoProducts } from '../../components/product-card/product-grid-states.tsx';

/** The default home's featured products (a grid, or 'no products'); hydrated on demand (default-home.tsx, ADR 0151). */
export default function DefaultHomeProducts({ products, perRow }: { products: ProductPage; perRow: number }) {
  return products.data.length > 0 ? <ProductGrid products={products.data} perRow={perRow} /> : <NoProducts />;
}
