import { data, type LoaderFunctionArgs } from 'react-router';
import type { CategoryNode } from '../../../shared/catalog/category-tree.ts';
import type { CategoryAnswer } from '../../../shared/catalog/category-tree-schema.ts';
import { CARD_RELATIONS, readListState, type ListState } from '../../../shared/catalog/list-url-state.ts';
import type { ProductPage } from '../../../shared/catalog/product-list-answer.ts';
import { defaultSortOption, sortOptionByKey, type SortKey } from '../../../shared/catalog/sort-options.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { ApiError, apiClientContext, type ApiClient } from '../../api/api-client.ts';

/** One page of a URL-driven list; null when it could not be loaded (the page shows its error state). */
export async function loadProductPage(
  api: ApiClient,
  storefrontId: number,
  state: ListState,
  rows: number,
  extra: { product_category_id?: number } = {},
): Promise<ProductPage | null> {
  const sort = sortOptionByKey(state.sort);
  try {
    // Answer schemas load when a loader runs, never with the page (ADR 0006).
    const { ProductListAnswerSchema } = await import('../../../shared/catalog/product-list-answer.ts');
    const answer = await api.get(`/storefronts/${storefrontId}/storefront-products`, ProductListAnswerSchema, {
      relations: CARD_RELATIONS,
      global_filter: state.search,
      sort_field: sort?.field,
      sort_order: sort?.order,
      product_categories: state.categories,
      product_category_id: extra.product_category_id,
      rows,
      page: state.page,
    });
    return answer.data;
  } catch (error) {
    // docs/product.md §8: the failure is kept (logged), not displayed as such.
    console.error('Product list failed', error);
    return null;
  }
}

/** The store's category tree; an empty list when it fails (spec: loading stops silently). */
export async function loadCategoryTree(api: ApiClient, storefrontId: number): Promise<CategoryNode[]> {
  try {
    const { CategoryListAnswerSchema } = await import('../../../shared/catalog/category-tree-schema.ts');
    return (await api.get(`/storefronts/${storefrontId}/has-products/product-categories`, CategoryListAnswerSchema)).data;
  } catch {
    return [];
  }
}

/** What /products renders: the URL's choice, the page of products and the store's category tree. */
export type ProductsData = { state: ListState; defaultSort: SortKey | null; products: ProductPage | null; categories: CategoryNode[] };

/**
 * Loader of /products: the URL's filters, search, sort and page, read on the server and in the
 * browser alike. Imported when the route's loader runs, never with the page (ADR 0151).
 */
export async function productsData(storefront: PublicStorefront, { request, context }: LoaderFunctionArgs): Promise<ProductsData> {
  const defaultSort = defaultSortOption(storefront.settings.sortBy)?.key ?? null;
  const api = context.get(apiClientContext);
  const state = readListState(new URL(request.url).searchParams, defaultSort);
  const [products, categories] = await Promise.all([
    loadProductPage(api, storefront.id, state, storefront.settings.productsPerPage),
    loadCategoryTree(api, storefront.id),
  ]);
  return { state, defaultSort, products, categories };
}

export type CategoryData = { category: CategoryAnswer; state: ListState; defaultSort: SortKey | null; products: ProductPage | null };

/**
 * Loader of /categories/{slug}: the category by slug, then its products at once (spec section
 * 4). Ticked sub-categories come from the URL; products always stay inside this category.
 * An unknown slug is a 404 (the error page), any other failure too after it is logged.
 */
export async function categoryData(storefront: PublicStorefront, { params, request, context }: LoaderFunctionArgs): Promise<CategoryData> {
  const defaultSort = defaultSortOption(storefront.settings.sortBy)?.key ?? null;
  const api = context.get(apiClientContext);
  const slug = params.slug ?? '';
  let category: CategoryAnswer;
  try {
    // The answer's schema loads when the loader runs, never with the page (ADR 0006).
    const { CategoryAnswerSchema } = await import('../../../shared/catalog/category-tree-schema.ts');
    category = (await api.get(`/storefronts/${storefront.id}/product-categories/slug/${encodeURIComponent(slug)}`, CategoryAnswerSchema)).data;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) console.error('Category by slug failed', error);
    throw data(null, { status: 404 });
  }
  const state = readListState(new URL(request.url).searchParams, defaultSort);
  const products = await loadProductPage(api, storefront.id, state, storefront.settings.productsPerPage, {
    product_category_id: category.id,
  });
  return { category, state, defaultSort, products };
}

/** The first page of the store's products in its own order, `rows` of them (not-found suggestions, the default home). */
export function loadFirstProducts(api: ApiClient, storefront: PublicStorefront, rows: number, page = 1): Promise<ProductPage | null> {
  const sort = defaultSortOption(storefront.settings.sortBy)?.key ?? null;
  return loadProductPage(api, storefront.id, { search: '', sort, categories: [], page }, rows);
}
