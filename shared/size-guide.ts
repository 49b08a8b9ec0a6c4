import { compareSizeGuideSizes } from './size-order.ts';

type GuideInput = { specification_type: string; size_guide_sizes: readonly { size: string; value: string }[] };

/** One table of the Size Guide dialog: the sizes as columns, one row per specification type. */
export type SizeGuideTable = {
  sizes: string[];
  rows: { specification_type: string; values: Record<string, string> }[];
};

/**
 * docs/product.md §9: size guides grouped by their size set, the most common set first (ties keep
 * the order the guides came in); columns in the size-guide order. Guides without any size are
 * left out, so an empty result means "no sizing information".
 */
export function groupSizeGuides(guides: readonly GuideInput[]): SizeGuideTable[] {
  const groups = new Map<string, SizeGuideTable>();
  for (const guide of guides) {
    const values: Record<string, string> = {};
    for (const entry of guide.size_guide_sizes) values[entry.size] = entry.value;
    const sizes = Object.keys(values).sort(compareSizeGuideSizes);
    if (sizes.length === 0) continue;
    const key = JSON.stringify(sizes);
    const group = groups.get(key) ?? { sizes, rows: [] };
    group.rows.push({ specification_type: guide.specification_type, values });
    groups.set(key, group);
  }
  // Array.prototype.sort is stable: equal counts keep their first appearance.
  return [...groups.values()].sort((a, b) => b.rows.length - a.rows.length);
}
