import type { SectionContentOf } from '../schemas/storefront-config.ts';
import { CARD_RELATIONS } from './list-url-state.ts';
import type { ProductPage } from './product-list-answer.ts';
import { defaultSortOption, sortOptionByKey, type SortKey } from './sort-options.ts';

/** docs/product.md §9: widget page size and products to show default to 12, products per row to 4. */
export const WIDGET_DEFAULTS = { perRow: 4, perPage: 12, toShow: 12 } as const;

export type WidgetSettings = {
  perRow: number;
  perPage: number;
  /** Cap on the products the widget shows in all (productsToShow), also when it lists all products. */
  toShow: number | null;
  showFilters: boolean;
  /** The store designer's selection (empty when listing all products). */
  categories: number[];
  brands: string[];
  leadCategory: number | null;
  defaultSort: SortKey | null;
};

/** What the shopper chose in the widget. */
export type WidgetChoice = { search: string; sort: SortKey | null; categories: number[]; brands: string[]; page: number };

/**
 * A PRODUCTS_LIST section's settings (docs/decisions/0012-products-list-widget.md, 0116): with
 * listAllProducts the configured categories and brands do not apply; the productsToShow cap
 * always does (a home page's "8 to show" shows 8, not the whole catalog page by page).
 */
export function widgetSettings(content: SectionContentOf<'PRODUCTS_LIST'>): WidgetSettings {
  const listAll = content.listAllProducts ?? false;
  return {
    perRow: content.productsPerRow ?? WIDGET_DEFAULTS.perRow,
    perPage: content.productsPerPage ?? WIDGET_DEFAULTS.perPage,
    toShow: content.productsToShow ?? WIDGET_DEFAULTS.toShow,
    showFilters: content.showFilters ?? false,
    categories: listAll ? [] : (content.categories ?? []),
    brands: listAll ? [] : (content.brands ?? []),
    leadCategory: content.leadCategory ?? null,
    defaultSort: defaultSortOption(content.sortingOption ?? null)?.key ?? null,
  };
}

/** The list query of a widget: the shopper's ticks replace the designer's selection, never widen it. */
export function widgetQuery(settings: WidgetSettings, choice: WidgetChoice) {
  const sort = sortOptionByKey(choice.sort);
  return {
    relations: CARD_RELATIONS,
    global_filter: choice.search,
    sort_field: sort?.field,
    sort_order: sort?.order,
    product_categories: choice.categories.length > 0 ? choice.categories : settings.categories,
    brands: choice.brands.length > 0 ? choice.brands : settings.brands,
    rows: settings.perPage,
    page: choice.page,
  };
}

/** Applies the productsToShow cap to an answered page (total, last page and the page's items). */
export function cappedPage(settings: WidgetSettings, page: ProductPage): ProductPage {
  if (settings.toShow === null || page.total <= settings.toShow) return page;
  const total = settings.toShow;
  const room = Math.max(0, total - (page.current_page - 1) * page.per_page);
  const data = page.data.slice(0, room);
  const from = data.length === 0 ? null : (page.current_page - 1) * page.per_page + 1;
  return {
    ...page,
    data,
    total,
    last_page: Math.max(1, Math.ceil(total / page.per_page)),
    from,
    to: from === null ? null : from + data.length - 1,
  };
}

/**
 * docs/product.md §2: dummy placeholder products when a brand and category selection yields nothing
 * (docs/decisions/0116): the shopper's ticks, or else the designer's selection. A search term is
 * not a selection: an empty search result shows only the empty message.
 */
export function showsDummies(settings: WidgetSettings, choice: WidgetChoice, page: ProductPage): boolean {
  const selected = choice.categories.length > 0 || choice.brands.length > 0 || settings.categories.length > 0 || settings.brands.length > 0;
  return selected && choice.search === '' && page.total === 0;
}
