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
 * spec section 4); a size keeps the colour. `null` size removes it.
 */
export function choiceSearch(search: URLSearchParams, choice: { color: string; size: string | null }): string {
  const next = new URLSearchParams(search);
  next.set(COLOR_PARAM, choice.color);
  if (choice.size === null) next.delete(SIZE_PARAM);
  else next.set(SIZE_PARAM, choice.size);
  return `?${next.toString()}`;
}
