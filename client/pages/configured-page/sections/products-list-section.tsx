import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import type { SectionContent } from '../../../../shared/schemas/storefront-config.ts';
import { showsDummies, widgetSettings, type WidgetChoice } from '../../../../shared/catalog/widget-settings.ts';
import { useStorefront } from '../../../app/storefront-context.tsx';
import { Paginator } from '../../../components/catalog/paginator.tsx';
import { SearchProductsField } from '../../../components/catalog/search-products-field.tsx';
import { SortSelect } from '../../../components/catalog/sort-select.tsx';
import { ProductGrid } from '../../../components/product-card/product-grid.tsx';
import { NoProducts, ProductGridSkeleton } from '../../../components/product-card/product-grid-states.tsx';
import { DummyProducts } from './dummy-products.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useWidgetFilters, useWidgetProducts } from './use-widget-data.ts';
import { WidgetFilters } from './widget-filters.tsx';

/** Spec section 9: 8 skeleton cards in the widget. */
const WIDGET_SKELETONS = 8;

/**
 * The PRODUCTS_LIST page section (spec section 2): optional category and brand filters, search,
 * sort, a grid with the configured products per row and a paginator. Its state is the
 * section's own (a page may hold several); it loads in the browser, in its own chunk.
 */
export default function ProductsListSection({ content }: { content: SectionContent }) {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const settings = useMemo(() => widgetSettings(content), [content]);
  const [choice, setChoice] = useState<WidgetChoice>({ search: '', sort: settings.defaultSort, categories: [], brands: [], page: 1 });
  const products = useWidgetProducts(storefront.id, settings, choice);
  const filters = useWidgetFilters(storefront.id, settings);
  // Any filter, search or sort change starts again at the first page.
  const change = (patch: Partial<Omit<WidgetChoice, 'page'>>) => setChoice((current) => ({ ...current, ...patch, page: 1 }));

  return (
    <SectionFrame fullWidth={content.fullWidth}>
      <div className={settings.showFilters ? 'grid gap-8 md:grid-cols-[16rem_minmax(0,1fr)]' : ''}>
        {settings.showFilters && (
          <aside aria-label={_('Filters')}>
            <WidgetFilters
              filters={filters}
              categories={choice.categories}
              brands={choice.brands}
              onCategories={(categories) => change({ categories })}
              onBrands={(brands) => change({ brands })}
            />
          </aside>
        )}
        <div className="min-w-0">
          <div role="search" className="mb-6 flex flex-wrap items-center gap-3">
            <SearchProductsField value={choice.search} onSearch={(search) => change({ search })} />
            <SortSelect value={choice.sort} onChange={(sort) => change({ sort })} />
          </div>
          {products.status === 'loading' ? (
            <ProductGridSkeleton count={WIDGET_SKELETONS} perRow={settings.perRow} />
          ) : products.status === 'error' ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-12 text-center text-red-900">
              {_('Products could not be loaded. Please try again later.')}
            </p>
          ) : products.page.data.length > 0 ? (
            <ProductGrid products={products.page.data} perRow={settings.perRow} />
          ) : (
            <>
              <NoProducts />
              {showsDummies(settings, choice, products.page) && (
                <div className="mt-6">
                  <DummyProducts count={settings.perRow} perRow={settings.perRow} />
                </div>
              )}
            </>
          )}
          {products.status === 'loaded' && (
            <Paginator
              page={products.page.current_page}
              lastPage={products.page.last_page}
              target={{ onPage: (page) => setChoice((current) => ({ ...current, page })) }}
            />
          )}
        </div>
      </div>
    </SectionFrame>
  );
}
