import { useLingui } from '@lingui/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useLoaderData, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { readSectionChoice, sectionField, sectionSearch } from '../../../../shared/catalog/section-url-state.ts';
import { showsDummies, widgetSettings, type WidgetChoice } from '../../../../shared/catalog/widget-settings.ts';
import { Paginator } from '../../../components/catalog/paginator.tsx';
import { SearchProductsField } from '../../../components/catalog/search-products-field.tsx';
import { SortSelect } from '../../../components/catalog/sort-select.tsx';
import { useFocusOnPageChange } from '../../../components/catalog/use-focus-on-page-change.ts';
import { ProductGrid } from '../../../components/product-card/product-grid.tsx';
import { NoProducts, ProductGridSkeleton } from '../../../components/product-card/product-grid-states.tsx';
import type { SectionProps } from '../page-sections.tsx';
import type { SectionsData } from '../sections-loader.ts';
import { DummyProducts } from './dummy-products.tsx';
import { SectionFrame } from './section-frame.tsx';
import { WidgetFilters } from './widget-filters.tsx';
import { NoScriptApplyButton } from '../../../components/catalog/no-script-apply-button.tsx';
import { useStorefront } from '../../../app/storefront-context.tsx';
import { onFirstInteraction } from '../../../app/first-interaction.ts';
import type { ProductPage } from '../../../../shared/catalog/product-list-answer.ts';

// SWR keeps the shown page fresh from the first interaction on; never part of the first load.
const ListRevalidation = lazy(() => import('../list-revalidation.tsx'));

/** True from the shopper's first interaction with the page (false on the server and while hydrating). */
function useInteracted(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => onFirstInteraction(() => setInteracted(true)), []);
  return interacted;
}

/** docs/product.md §9: 8 skeleton cards in the widget. */
const WIDGET_SKELETONS = 8;

/**
 * The PRODUCTS_LIST page section (docs/product.md §2): optional category and brand filters, search,
 * sort, a grid with the configured products per row and a paginator. Its state is in the page
 * URL under the section's own key (shared/catalog/section-url-state.ts), so Back restores it;
 * the route loader renders it on the server (sections-loader.ts), and one plain GET form keeps
 * it working without JavaScript.
 */
export default function ProductsListSection({ content, sectionKey: key }: SectionProps<'PRODUCTS_LIST'>) {
  const { _ } = useLingui();
  const settings = useMemo(() => widgetSettings(content), [content]);
  const data = useLoaderData<SectionsData | undefined>()?.lists[key] ?? null;
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const urlChoice = readSectionChoice(params, key, settings.defaultSort);
  // The choice just made shows at once (ticks, sort) until the loader answers.
  const [chosen, setChosen] = useState<WidgetChoice | null>(null);
  useEffect(() => setChosen(null), [data]);
  const next = navigation.state === 'loading' && navigation.location.pathname === location.pathname ? navigation.location : null;
  const nextChoice = next ? readSectionChoice(new URLSearchParams(next.search), key, settings.defaultSort) : null;
  const shown = chosen ?? nextChoice ?? urlChoice;
  // Only this section shows skeletons when only another section's state changes.
  const busy = chosen !== null || (nextChoice !== null && JSON.stringify(nextChoice) !== JSON.stringify(urlChoice));
  const storefront = useStorefront();
  const interacted = useInteracted();
  // A revalidated page for the URL's choice (SWR, after the first interaction); the loader's otherwise.
  const [fresh, setFresh] = useState<{ choiceKey: string; page: ProductPage } | null>(null);
  const choiceKey = JSON.stringify(urlChoice);
  const onFresh = useCallback((key: string, revalidated: ProductPage) => setFresh({ choiceKey: key, page: revalidated }), []);
  const page = (fresh?.choiceKey === choiceKey ? fresh.page : null) ?? data?.page ?? null;
  const { page: _page, ...filters } = urlChoice;
  const heading = useFocusOnPageChange<HTMLHeadingElement>(busy ? null : (page?.current_page ?? null), JSON.stringify(filters));

  const hrefFor = (choice: WidgetChoice) => `${location.pathname}${sectionSearch(params, key, choice, settings.defaultSort)}`;
  const go = (choice: WidgetChoice, replace = false) => {
    setChosen(choice);
    void navigate(hrefFor(choice), { replace, preventScrollReset: true });
  };
  // Any filter, search or sort change starts again at the first page.
  const change = (patch: Partial<Omit<WidgetChoice, 'page'>>, replace = false) => go({ ...shown, ...patch, page: 1 }, replace);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ search: String(new FormData(event.currentTarget).get(sectionField(key, 'search')) ?? '').trim() });
  };
  // Without JavaScript the form replaces only this section's parameters: the others ride along.
  const kept = [...params].filter(([name]) => !name.startsWith(`${key}.`));

  return (
    <SectionFrame fullWidth={content.fullWidth}>
      {interacted && data?.page && (
        <Suspense fallback={null}>
          <ListRevalidation storefrontId={storefront.id} settings={settings} choice={urlChoice} choiceKey={choiceKey} seed={data.page} onPage={onFresh} />
        </Suspense>
      )}
      <h2 ref={heading} tabIndex={-1} className="sr-only">
        {_('Products')}
      </h2>
      <form
        method="get"
        action={location.pathname}
        onSubmit={onSubmit}
        className={settings.showFilters ? 'grid gap-8 md:grid-cols-[16rem_minmax(0,1fr)]' : ''}
      >
        {kept.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        {settings.showFilters && (
          <aside aria-label={_('Filters')}>
            <WidgetFilters
              filters={data?.filters ?? null}
              categories={shown.categories}
              brands={shown.brands}
              names={{ category: sectionField(key, 'category'), brand: sectionField(key, 'brand') }}
              onCategories={(categories) => change({ categories })}
              onBrands={(brands) => change({ brands })}
            />
            <div className="mt-2">
              <NoScriptApplyButton />
            </div>
          </aside>
        )}
        <div className="min-w-0">
          <div role="search" aria-label={_('Search products')} className="mb-6 flex flex-wrap items-center gap-3">
            <SearchProductsField name={sectionField(key, 'search')} value={shown.search} onSearch={(search, replace) => change({ search }, replace)} />
            <SortSelect name={sectionField(key, 'sort')} value={shown.sort} onChange={(sort) => change({ sort })} />
            <NoScriptApplyButton />
          </div>
          {busy ? (
            <ProductGridSkeleton count={WIDGET_SKELETONS} perRow={settings.perRow} />
          ) : page === null ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-12 text-center text-red-900">
              {_('Products could not be loaded. Please try again later.')}
            </p>
          ) : page.data.length > 0 ? (
            <ProductGrid products={page.data} perRow={settings.perRow} />
          ) : (
            <>
              <NoProducts />
              {showsDummies(settings, shown, page) && (
                <div className="mt-6">
                  <DummyProducts count={settings.perRow} perRow={settings.perRow} />
                </div>
              )}
            </>
          )}
          {page && !busy && (
            <Paginator page={page.current_page} lastPage={page.last_page} target={{ href: (n) => hrefFor({ ...shown, page: n }) }} />
          )}
        </div>
      </form>
    </SectionFrame>
  );
}
