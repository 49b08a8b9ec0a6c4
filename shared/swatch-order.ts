/** Rank of a colour name in the spec's swatch order: black, white, gray/grey, then the rest. */
function colorRank(color: string): number {
  const name = color.trim().toLowerCase();
  if (name === 'black') return 0;
  if (name === 'white') return 1;
  if (name === 'gray' || name === 'grey') return 2;
  return 3;
}

/** Case- and accent-insensitive English order; one collator (localeCompare with options builds one per call). */
const compareNames = new Intl.Collator('en', { sensitivity: 'base' }).compare;

/**
 * Spec section 2/4: colours sorted black first, then white, then gray/grey, then the others
 * alphabetically (case-insensitive). Returns a new array; the input is left as it is.
 */
export function sortByColor<T extends { color: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => colorRank(a.color) - colorRank(b.color) || compareNames(a.color, b.color));
}


/** At most this many swatches on a product card; the rest is a '+N' button. */
export const MAX_CARD_SWATCHES = 5;

/** The swatches a card shows and the N of its '+N' button (variant count minus 5, when positive). */
export function cardSwatches<T extends { color: string }>(variants: readonly T[]): { shown: T[]; more: number } {
  const sorted = sortByColor(variants);
  return { shown: sorted.slice(0, MAX_CARD_SWATCHES), more: Math.max(0, variants.length - MAX_CARD_SWATCHES) };
}
