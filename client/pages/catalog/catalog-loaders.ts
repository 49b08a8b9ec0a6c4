import type { CategoryNode } from '../../../shared/catalog/category-tree.ts';
import { CARD_RELATIONS, type ListState } from '../../../shared/catalog/list-url-state.ts';
import type { ProductPage } from '../../../shared/catalog/product-list-answer.ts';
import { sortOptionByKey } from '../../../shared/catalog/sort-options.ts';
import type { ApiClient } from '../../api/api-client.ts';

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
    // Spec section 8: the failure is kept (logged), not displayed as such.
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
