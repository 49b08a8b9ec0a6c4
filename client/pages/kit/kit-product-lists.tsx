import { useLingui } from '@lingui/react';
import { kitHref, type KitTokens } from '../../../shared/kits/kit-links.ts';
import type { KitProduct } from '../../../shared/schemas/kit-order.ts';
import { ProductCard } from '../../components/product-card/product-card.tsx';
import { gridColumnClasses } from '../../components/product-card/grid-columns.ts';

/** Kit grids: 4 columns, 3 below 1200px, 2 below 920px, 1 below 480px (docs/product.md §2 and §9). */
const KIT_COLUMNS = 4;

function KitGrid({ products, tokens, hidePrices, eager }: { products: readonly KitProduct[]; tokens: KitTokens; hidePrices: boolean; eager: boolean }) {
  return (
    <ul className={`grid gap-x-5 gap-y-8 ${gridColumnClasses(KIT_COLUMNS)}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} hidePrices={hidePrices} eager={eager && index < KIT_COLUMNS} href={kitHref(tokens, product.slug)} />
        </li>
      ))}
    </ul>
  );
}

/** 'Required Products' above the grid of the kit's other products; each card opens the product inside the kit page. */
export function KitProductLists({ products, tokens, hidePrices }: { products: readonly KitProduct[]; tokens: KitTokens; hidePrices: boolean }) {
  const { _ } = useLingui();
  const required = products.filter((product) => product.product_kit_product.required);
  const others = products.filter((product) => !product.product_kit_product.required);
  return (
    <div className="flex flex-col gap-10">
      {required.length > 0 && (
        <section aria-labelledby="kit-required" className="flex flex-col gap-4">
          <h2 id="kit-required" className="text-xl font-semibold">
            {_('Required Products')}
          </h2>
          <KitGrid products={required} tokens={tokens} hidePrices={hidePrices} eager />
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="kit-others" className="flex flex-col gap-4">
          <h2 id="kit-others" className="text-xl font-semibold">
            {_('Choose from these products')}
          </h2>
          <KitGrid products={others} tokens={tokens} hidePrices={hidePrices} eager={required.length === 0} />
        </section>
      )}
    </div>
  );
}
