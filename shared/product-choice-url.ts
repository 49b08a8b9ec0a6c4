import { formEncode } from './form-encode.ts';

/**
 * The product page's colour and size choice in the URL (`?color=White&size=M`): links work
 * without JavaScript, a click before hydration is a normal navigation, and a chosen colour can be
 * shared. Other query parameters are kept.
 */
export const COLOR_PARAM = 'color';
export const SIZE_PARAM = 'size';

type Variant = { id: number; color: string };

/** The variant the URL names (by colour, case-insensitive), or null when it names none of them. */
export function variantFromSearch<T extends Variant>(search: URLSearchParams, variants: readonly T[]): T | null {
  const color = search.get(COLOR_PARAM)?.trim().toLowerCase();
  if (!color) return null;
  return variants.find((variant) => variant.color.trim().toLowerCase() === color) ?? null;
}

/**
 * The colour the page starts with: the URL's colour, else `start()` (the initial-variant rule).
 * A colour the URL names that the product no longer has (discontinued variants are dropped) is
 * not replaced by another: nothing is chosen and `unavailable` names it, so the shopper chooses
 * (docs/product.md §5: 'Please select a color!') instead of silently getting the first colour.
 */
export function chosenVariant<T extends Variant>(search: URLSearchParams, variants: readonly T[], start: () => T | null): { variant: T | null; unavailable: string | null } {
  const named = search.get(COLOR_PARAM)?.trim();
  if (!named) return { variant: start(), unavailable: null };
  const variant = variantFromSearch(search, variants);
  return { variant, unavailable: variant ? null : named };
}

/** The size name the URL names, or null. Whether the chosen variant has it is the page's rule. */
export function sizeFromSearch(search: URLSearchParams): string | null {
  const size = search.get(SIZE_PARAM)?.trim();
  return size ? size : null;
}

/** True when the URL carries a choice (the page then shows selection warnings at once). */
export function hasChoiceInSearch(search: URLSearchParams): boolean {
  return search.has(COLOR_PARAM) || search.has(SIZE_PARAM);
}

/**
 * The query string for a choice: a colour replaces colour and size (a new colour resets the size,
 * docs/product.md §4); a size keeps the colour. `null` size removes it.
 */
export function choiceSearch(search: URLSearchParams, choice: { color: string; size: string | null }): string {
  return choiceSearcher(search)(choice);
}

/**
 * `choiceSearch` for many choices over one search (a product page links every colour and size):
 * the other parameters are encoded once, each link only writes its colour and size. The same
 * string as `URLSearchParams` `set`/`delete` then `toString` (product-choice-url.test.ts compares
 * them): a present parameter keeps its first place and loses its repeats, a new one is appended.
 */
export function choiceSearcher(search: Iterable<[string, string]>): (choice: { color: string; size: string | null }) => string {
  // Encoded `name=value` pieces, and the bare names COLOR_PARAM and SIZE_PARAM where those go
  // (an encoded piece always holds '=', so it is never mistaken for one).
  const parts: string[] = [];
  let hasColor = false;
  let hasSize = false;
  for (const [name, value] of search) {
    if (name === COLOR_PARAM) {
      if (!hasColor) parts.push(COLOR_PARAM);
      hasColor = true;
    } else if (name === SIZE_PARAM) {
      if (!hasSize) parts.push(SIZE_PARAM);
      hasSize = true;
    } else {
      parts.push(`${formEncode(name)}=${formEncode(value)}`);
    }
  }
  if (!hasColor) parts.push(COLOR_PARAM);
  return ({ color, size }) => {
    let query = '';
    for (const part of parts) {
      let piece: string;
      if (part === COLOR_PARAM) piece = `${COLOR_PARAM}=${formEncode(color)}`;
      else if (part === SIZE_PARAM) {
        if (size === null) continue;
        piece = `${SIZE_PARAM}=${formEncode(size)}`;
      } else piece = part;
      query = query === '' ? piece : `${query}&${piece}`;
    }
    if (size !== null && !hasSize) query = `${query}&${SIZE_PARAM}=${formEncode(size)}`;
    return `?${query}`;
  };
}
