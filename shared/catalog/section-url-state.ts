import { MAX_FILTER_VALUES, MAX_SEARCH_LENGTH } from './list-limits.ts';
import { formEncode } from '../form-encode.ts';
import { listParams, readListState, type ListState } from './list-url-state.ts';
import type { SortKey } from './sort-options.ts';
import type { WidgetChoice } from './widget-settings.ts';

/**
 * A PRODUCTS_LIST section's state in the page URL, like /products keeps its own, but scoped: a
 * page may hold several sections, so each one's parameters carry its key as prefix
 * (`?s2.search=tee&s2.sort=price-asc&s2.category=101&s2.brand=Acme&s2.page=3`). Other
 * parameters (another section's, the product page's) are kept untouched.
 */

// The key of the section at `index` in the page's sections (stable while the page's config is);
// its own module so the configured-page route can name sections without the catalog chunk.
export { sectionKey } from './section-key.ts';

const BRAND = 'brand';

function scoped(key: string, name: string): string {
  return `${key}.${name}`;
}

/** The section's parameters without their prefix (what readListState understands). */
function unscoped(params: URLSearchParams, key: string): URLSearchParams {
  const prefix = `${key}.`;
  const own = new URLSearchParams();
  for (const [name, value] of params) if (name.startsWith(prefix)) own.append(name.slice(prefix.length), value);
  return own;
}

/** Reads a section's choice leniently (bad values fall back to the section's defaults). */
export function readSectionChoice(params: URLSearchParams, key: string, defaultSort: SortKey | null): WidgetChoice {
  const own = unscoped(params, key);
  const list = readListState(own, defaultSort);
  const brands = [...new Set(own.getAll(BRAND).map((name) => name.trim().slice(0, MAX_SEARCH_LENGTH)).filter(Boolean))].slice(0, MAX_FILTER_VALUES);
  return { search: list.search, sort: list.sort, categories: list.categories, brands, page: list.page };
}

/**
 * The page's query ('' or '?…') with this section's choice written in (defaults left out) and
 * everything else kept.
 */
export function sectionSearch(params: URLSearchParams, key: string, choice: WidgetChoice, defaultSort: SortKey | null): string {
  // Written as URLSearchParams would write it, as text: a section links every page of its
  // paginator (section-url-state.test.ts compares the two).
  const prefix = `${key}.`;
  const parts: string[] = [];
  for (const [name, value] of params) if (!name.startsWith(prefix)) parts.push(`${formEncode(name)}=${formEncode(value)}`);
  const list: ListState = { search: choice.search, sort: choice.sort, categories: choice.categories, page: choice.page };
  for (const [name, value] of listParams(list, defaultSort)) parts.push(`${formEncode(scoped(key, name))}=${formEncode(value)}`);
  for (const brand of choice.brands) parts.push(`${formEncode(scoped(key, BRAND))}=${formEncode(brand)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The form field name of one of the section's parameters (plain GET forms without JavaScript). */
export function sectionField(key: string, name: 'search' | 'sort' | 'category' | 'brand' | 'page'): string {
  return scoped(key, name);
}
