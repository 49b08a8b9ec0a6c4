/** Rank of a colour name in the spec's swatch order: black, white, gray/grey, then the rest. */
function colorRank(color: string): number {
  const name = color.trim().toLowerCase();
  if (name === 'black') return 0;
  if (name === 'white') return 1;
  if (name === 'gray' || name === 'grey') return 2;
  return 3;
}

/** Case- and accent-insensitive English order; one collator (localeCompare with options builds one per call). */
const collate = new Intl.Collator('en', { sensitivity: 'base' }).compare;

/**
 * The collator's answer for two colour names, kept: a store has a few colour names, compared on
 * every page (each card and the product page sort their swatches), and a collator call costs
 * about ten times a Map lookup. Cleared when its pairs' estimated bytes reach KEPT_BYTES (a count
 * of names alone let 1,000 names × 1,000 names stay: docs/decisions/0300-caches-bounded-by-bytes.md).
 */
const comparisons = new Map<string, Map<string, number>>();
export const KEPT_BYTES = 256 * 1024;
let keptBytes = 0;

function compareNames(a: string, b: string): number {
  let order = comparisons.get(a)?.get(b);
  if (order !== undefined) return order;
  order = collate(a, b);
  // Both names and a number with their Map entries (shared/approx-bytes.ts counts strings alike).
  const bytes = 96 + 2 * (a.length + b.length);
  if (keptBytes + bytes > KEPT_BYTES) {
    comparisons.clear();
    keptBytes = 0;
  }
  let withA = comparisons.get(a);
  if (!withA) comparisons.set(a, (withA = new Map()));
  withA.set(b, order);
  keptBytes += bytes;
  return order;
}

/** Name pairs and estimated bytes kept (tests, the memory bench). */
export const keptComparisons = () => ({ entries: [...comparisons.values()].reduce((sum, withA) => sum + withA.size, 0), bytes: keptBytes });

/**
 * docs/product.md §2/§4: colours sorted black first, then white, then gray/grey, then the others
 * alphabetically (case-insensitive). Returns a new array; the input is left as it is.
 */
export function sortByColor<T extends { color: string }>(items: readonly T[]): T[] {
  if (items.length < 2) return [...items];
  // Each colour ranked once, not once per comparison (cards sort their swatches on every render);
  // the same comparison and a stable sort, so the same order.
  const ranked = items.map((item) => ({ item, rank: colorRank(item.color) }));
  ranked.sort((a, b) => a.rank - b.rank || compareNames(a.item.color, b.item.color));
  return ranked.map(({ item }) => item);
}


/** At most this many swatches on a product card; the rest is a '+N' button. */
export const MAX_CARD_SWATCHES = 5;

/** The swatches a card shows and the N of its '+N' button (variant count minus 5, when positive). */
export function cardSwatches<T extends { color: string }>(variants: readonly T[]): { shown: T[]; more: number } {
  const sorted = sortByColor(variants);
  return { shown: sorted.slice(0, MAX_CARD_SWATCHES), more: Math.max(0, variants.length - MAX_CARD_SWATCHES) };
}
