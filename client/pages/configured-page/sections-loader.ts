import type { LoaderFunctionArgs } from 'react-router';
import { subtreesOf, toFilterNodes, type CategoryNode, type FilterNode } from '../../../shared/catalog/category-tree.ts';
import type { ProductPage } from '../../../shared/catalog/product-list-answer.ts';
import { readSectionChoice, sectionKey } from '../../../shared/catalog/section-url-state.ts';
import { cappedPage, widgetQuery, widgetSettings, type WidgetSettings } from '../../../shared/catalog/widget-settings.ts';
import type { PageSection, PageSectionOf, PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { apiClientContext, type ApiClient } from '../../api/api-client.ts';
import { preloadSections } from './page-sections.tsx';
import { pageSections } from './page-sections-source.ts';

export type WidgetFilterChoices = { categories: FilterNode[]; brands: string[] };

/** One PRODUCTS_LIST section's data for the URL's choice: null page when the list failed. */
export type SectionListData = { page: ProductPage | null; filters: WidgetFilterChoices | null };

/**
 * Loader data of a page with sections: the sections themselves (the boot config leaves them out,
 * ADR 0142) and each PRODUCTS_LIST section's data by its section key.
 */
export type SectionsData = { sections: PageSection[]; lists: Record<string, SectionListData> };

/**
 * The filter choices of a widget with filters: the designer's selection when there is one,
 * else everything that has products. A company lead category roots the category tree.
 */
export function widgetFilterChoices(tree: CategoryNode[], brandNames: string[], settings: WidgetSettings): WidgetFilterChoices {
  const lead = settings.leadCategory === null ? null : subtreesOf(tree, [settings.leadCategory])[0];
  const rooted = lead?.is_company ? lead.sub_categories : tree;
  const picked = settings.categories.length > 0 ? subtreesOf(rooted, settings.categories) : rooted;
  const allowed = settings.brands.length > 0 ? new Set(settings.brands) : null;
  return { categories: toFilterNodes(picked), brands: allowed ? brandNames.filter((name) => allowed.has(name)) : brandNames };
}

/**
 * The answers' schemas, loaded when a loader runs: never part of the page's first load, which
 * hydrates from the server's data (docs/decisions/0006-bundle-budget.md).
 */
async function answerSchemas() {
  const [{ CategoryListAnswerSchema }, { ProductListAnswerSchema }, { BrandsAnswerSchema }] = await Promise.all([
    import('../../../shared/catalog/category-tree-schema.ts'),
    import('../../../shared/catalog/product-list-answer.ts'),
    import('../../../shared/catalog/brands-answer.ts'),
  ]);
  return { CategoryListAnswerSchema, ProductListAnswerSchema, BrandsAnswerSchema };
}

async function loadList(api: ApiClient, storefrontId: number, section: PageSectionOf<'PRODUCTS_LIST'>, key: string, params: URLSearchParams): Promise<SectionListData> {
  const { CategoryListAnswerSchema, ProductListAnswerSchema, BrandsAnswerSchema } = await answerSchemas();
  const settings = widgetSettings(section.content);
  const choice = readSectionChoice(params, key, settings.defaultSort);
  const page = api
    .get(`/storefronts/${storefrontId}/storefront-products`, ProductListAnswerSchema, widgetQuery(settings, choice))
    .then((answer) => cappedPage(settings, answer.data))
    .catch((error: unknown) => {
      console.error('Product list failed', error);
      return null;
    });
  // docs/product.md §8: filters that fail stay empty, silently.
  const filters = settings.showFilters
    ? Promise.all([
        api.get(`/storefronts/${storefrontId}/has-products/product-categories`, CategoryListAnswerSchema).then((a) => a.data, () => []),
        api.get('/brands/colors', BrandsAnswerSchema, { storefront_id: storefrontId }).then((a) => a.data.brands, () => [] as string[]),
      ]).then(([tree, names]) => widgetFilterChoices(tree, names, settings))
    : Promise.resolve(null);
  return { page: await page, filters: await filters };
}

/**
 * Loader of a page with sections (home, configured pages): the page's sections, their code, and
 * the first page — or the page the URL names — of every PRODUCTS_LIST section, so the lists are
 * in the server's HTML, work without JavaScript (links and GET forms) and hydrate without
 * fetching again. The sections come from the store config where it has them (the server, a
 * preview's draft) and else from the store's config answer (client navigations; ADR 0142).
 */
export function sectionsLoader(storefront: PublicStorefront, pageId: string) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<SectionsData> => {
    const api = context.get(apiClientContext);
    const sections = await pageSections(storefront, pageId, api);
    const params = new URL(request.url).searchParams;
    const [entries] = await Promise.all([
      Promise.all(
        sections.flatMap((section, index) =>
          section.component === 'PRODUCTS_LIST'
            ? [loadList(api, storefront.id, section, sectionKey(index), params).then((data) => [sectionKey(index), data] as const)]
            : [],
        ),
      ),
      // The sections render without a Suspense boundary: their code is loaded first (page-sections.tsx).
      preloadSections(sections),
    ]);
    return { sections, lists: Object.fromEntries(entries) };
  };
}
