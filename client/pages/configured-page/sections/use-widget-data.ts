import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { CategoryListAnswerSchema, subtreesOf, toFilterNodes, type FilterNode } from '../../../../shared/catalog/category-tree.ts';
import { ProductListAnswerSchema, type ProductPage } from '../../../../shared/catalog/product-list-answer.ts';
import { cappedPage, widgetQuery, type WidgetChoice, type WidgetSettings } from '../../../../shared/catalog/widget-settings.ts';
import { createApiClient, type ApiClient } from '../../../api/api-client.ts';

function browserApi(signal: AbortSignal): ApiClient {
  return createApiClient((path, init) => fetch(path, { credentials: 'same-origin', ...init, signal }));
}

export type WidgetProducts = { status: 'loading' } | { status: 'loaded'; page: ProductPage } | { status: 'error' };

/** The widget's products for the current choice; a newer choice cancels the older request. */
export function useWidgetProducts(storefrontId: number, settings: WidgetSettings, choice: WidgetChoice): WidgetProducts {
  const [products, setProducts] = useState<WidgetProducts>({ status: 'loading' });
  const query = JSON.stringify(widgetQuery(settings, choice));
  useEffect(() => {
    const controller = new AbortController();
    setProducts({ status: 'loading' });
    browserApi(controller.signal)
      .get(`/storefronts/${storefrontId}/storefront-products`, ProductListAnswerSchema, JSON.parse(query) as ReturnType<typeof widgetQuery>)
      .then((answer) => setProducts({ status: 'loaded', page: cappedPage(settings, answer.data) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Product list failed', error);
        setProducts({ status: 'error' });
      });
    return () => controller.abort();
    // `query` holds everything the request depends on; settings only add the cap, fixed per section.
  }, [storefrontId, query]);
  return products;
}

const BrandsAnswerSchema = v.object({ data: v.object({ brands: v.array(v.string()) }) });

export type WidgetFilters = { categories: FilterNode[]; brands: string[] } | null;

/**
 * The filter choices (categories and brands) of a widget with filters: the designer's
 * selection when there is one, else everything that has products. A company lead category
 * roots the category tree. Failures leave the filter empty (spec section 8: silently).
 */
export function useWidgetFilters(storefrontId: number, settings: WidgetSettings): WidgetFilters {
  const [filters, setFilters] = useState<WidgetFilters>(null);
  const { showFilters, leadCategory } = settings;
  const categories = settings.categories.join(',');
  const brands = settings.brands.join('\n');
  useEffect(() => {
    if (!showFilters) return;
    const controller = new AbortController();
    const api = browserApi(controller.signal);
    Promise.all([
      api.get(`/storefronts/${storefrontId}/has-products/product-categories`, CategoryListAnswerSchema).then((a) => a.data, () => []),
      api.get('/brands/colors', BrandsAnswerSchema, { storefront_id: storefrontId }).then((a) => a.data.brands, () => [] as string[]),
    ]).then(([tree, names]) => {
      if (controller.signal.aborted) return;
      const lead = leadCategory === null ? null : subtreesOf(tree, [leadCategory])[0];
      const rooted = lead?.is_company ? lead.sub_categories : tree;
      const picked = categories ? subtreesOf(rooted, categories.split(',').map(Number)) : rooted;
      const allowed = brands ? new Set(brands.split('\n')) : null;
      setFilters({ categories: toFilterNodes(picked), brands: allowed ? names.filter((name) => allowed.has(name)) : names });
    });
    return () => controller.abort();
  }, [storefrontId, showFilters, leadCategory, categories, brands]);
  return filters;
}
