import { useLingui } from '@lingui/react';
import type { FormEvent } from 'react';
import { useLocation, useNavigation } from 'react-router';
import type { FilterNode } from '../../../shared/catalog/category-tree.ts';
import { toggled, withChange, withPage, type ListState } from '../../../shared/catalog/list-url-state.ts';
import type { ProductPage } from '../../../shared/catalog/product-list-answer.ts';
import type { SortKey } from '../../../shared/catalog/sort-options.ts';
import { ProductGrid } from '../product-card/product-grid.tsx';
import { NoProducts, ProductGridSkeleton } from '../product-card/product-grid-states.tsx';
import { CategoryCheckboxTree } from './category-checkbox-tree.tsx';
import { FiltersPanel, FiltersSkeleton } from './filters-panel.tsx';
import { Paginator } from './paginator.tsx';
import { SearchProductsField } from './search-products-field.tsx';
import { SortSelect } from './sort-select.tsx';
import { useListNavigation } from './use-list-navigation.ts';
import { NoScriptApplyButton } from './no-script-apply-button.tsx';

/** docs/product.md §9: six skeleton cards on the list and category pages. */
const LIST_SKELETONS = 6;

/**
 * The body of /products and /categories/{slug}: category filter tree, search and sort, grid,
 * paginator. One plain GET form holds every control, so the list also works without
 * JavaScript; with it, each change navigates to the new URL at once (paging reset included).
 */
export function CatalogListView({
  state,
  defaultSort,
  page,
  filters,
  filtersLoading,
  loading = false,
  perRow,
}: {
  state: ListState;
  defaultSort: SortKey | null;
  /** null: the list could not be loaded. */
  page: ProductPage | null;
  filters: FilterNode[];
  filtersLoading: boolean;
  /** Another page of this list type is loading (skeletons). */
  loading?: boolean;
  perRow: number;
}) {
  const { _ } = useLingui();
  const location = useLocation();
  const navigation = useListNavigation(state, defaultSort);
  const { shown, go, hrefFor } = navigation;
  const busy = navigation.busy || loading;
  // A slow navigation away (a product, another page): this page stays until the next one is
  // ready, and says so (aria-busy and a status), as the list does while it loads another page.
  const routerNavigation = useNavigation();
  const leaving = routerNavigation.state !== 'idle' && routerNavigation.location.pathname !== location.pathname;
  const selected = new Set(shown.categories);
  const withFilters = filtersLoading || filters.length > 0;
  // The search and sort row needs products to act on; an active search keeps it so it can be changed.
  const toolbar = (page?.data.length ?? 0) > 0 || shown.search !== '';
  const onSearch = (term: string, replace: boolean) => go(withChange(shown, { search: term }), replace);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    go(withChange(shown, { search: term }));
  };

  return (
    <form method="get" action={location.pathname} onSubmit={onSubmit} className={withFilters ? 'grid gap-8 md:grid-cols-[16rem_minmax(0,1fr)]' : ''}>
      {withFilters && (
        <aside aria-label={_('Filters')}>
          {filtersLoading ? (
            <FiltersSkeleton />
          ) : (
            <FiltersPanel>
              <CategoryCheckboxTree
                nodes={filters}
                selected={selected}
                name="category"
                onToggle={(id, on) => go(withChange(shown, { categories: toggled(shown.categories, id, on) }))}
              />
              <div className="mt-2">
                <NoScriptApplyButton />
              </div>
            </FiltersPanel>
          )}
        </aside>
      )}
      <div className="min-w-0" aria-busy={busy || leaving}>
        {(busy || leaving) && (
          <p role="status" className="mb-4 flex items-center gap-2 text-sm text-gray-700">
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-gray-300 border-t-gray-800" />
            {_('Loading…')}
          </p>
        )}
        {toolbar ? (
          <div className="mb-6 flex flex-wrap items-center gap-3">
            <SearchProductsField value={shown.search} onSearch={onSearch} />
            <SortSelect value={shown.sort} onChange={(sort) => go(withChange(shown, { sort }))} />
            <NoScriptApplyButton />
          </div>
        ) : (
          <input type="hidden" name="sort" value={shown.sort ?? ''} />
        )}
        {/* The count names what is shown: a page past the end shows only the empty message (docs/product.md §2). */}
        {page && !busy && page.data.length > 0 && (
          <p role="status" className="sr-only">
            {_('{count, plural, one {# product} other {# products}}', { count: page.total })}
          </p>
        )}
        {busy ? (
          <ProductGridSkeleton count={LIST_SKELETONS} perRow={perRow} />
        ) : page === null ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-12 text-center text-red-900">
            {_('Products could not be loaded. Please try again later.')}
          </p>
        ) : page.data.length === 0 ? (
          <NoProducts />
        ) : (
          <ProductGrid products={page.data} perRow={perRow} />
        )}
        {page && !busy && (
          <Paginator page={page.current_page} lastPage={page.last_page} target={{ href: (n) => hrefFor(withPage(shown, n)) }} />
        )}
      </div>
    </form>
  );
}
