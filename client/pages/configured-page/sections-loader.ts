import type { LoaderFunctionArgs } from 'react-router';
import * as v from 'valibot';
import { CategoryListAnswerSchema, subtreesOf, toFilterNodes, type CategoryNode, type FilterNode } from '../../../shared/catalog/category-tree.ts';
import { ProductListAnswerSchema, type ProductPage } from '../../../shared/catalog/product-list-answer.ts';
import { readSectionChoice, sectionKey } from '../../../shared/catalog/section-url-state.ts';
import { cappedPage, widgetQuery, widgetSettings, type WidgetSettings } from '../../../shared/catalog/widget-settings.ts';
import type { PageSection } from '../../../shared/schemas/storefront-config.ts';
import { apiClientContext, type ApiClient } from '../../api/api-client.ts';

export type WidgetFilterChoices = { categories: FilterNode[]; brands: string[] };

/** One PRODUCTS_LIST section's data for the URL's choice: null page when the list failed. */
export type SectionListData = { page: ProductPage | null; filters: WidgetFilterChoices | null };

/** Loader data of a page with sections: each PRODUCTS_LIST section's data by its section key. */
export type SectionsData = { lists: Record<string, SectionListData> };

const BrandsAnswerSchema = v.object({ data: v.object({ brands: v.array(v.string()) }) });

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

async function loadList(api: ApiClient, storefrontId: number, section: PageSection, key: string, params: URLSearchParams): Promise<SectionListData> {
  const settings = widgetSettings(section.content);
  const choice = readSectionChoice(params, key, settings.defaultSort);
  const page = api
    .get(`/storefronts/${storefrontId}/storefront-products`, ProductListAnswerSchema, widgetQuery(settings, choice))
    .then((answer) => cappedPage(settings, answer.data))
    .catch((error: unknown) => {
      console.error('Product list failed', error);
      return null;
    });
  // Spec section 8: filters that fail stay empty, silently.
  const filters = settings.showFilters
    ? Promise.all([
        api.get(`/storefronts/${storefrontId}/has-products/product-categories`, CategoryListAnswerSchema).then((a) => a.data, () => []),
        api.get('/brands/colors', BrandsAnswerSchema, { storefront_id: storefrontId }).then((a) => a.data.brands, () => [] as string[]),
      ]).then(([tree, names]) => widgetFilterChoices(tree, names, settings))
    : Promise.resolve(null);
  return { page: await page, filters: await filters };
}

/**
 * Loader of a page with sections (home, configured pages): the first page — or the page the
 * URL names — of every PRODUCTS_LIST section, so the lists are in the server's HTML, work
 * without JavaScript (links and GET forms) and hydrate without fetching again.
 */
export function sectionsLoader(storefrontId: number, sections: readonly PageSection[]) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<SectionsData> => {
    const api = context.get(apiClientContext);
    const params = new URL(request.url).searchParams;
    const entries = await Promise.all(
      sections.flatMap((section, index) =>
        section.component === 'PRODUCTS_LIST'
          ? [loadList(api, storefrontId, section, sectionKey(index), params).then((data) => [sectionKey(index), data] as const)]
          : [],
      ),
    );
    return { lists: Object.fromEntries(entries) };
  };
}
