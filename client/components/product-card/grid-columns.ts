// Literal class names, so Tailwind finds them in the source.
const AT_G4: Record<number, string> = {
  1: 'g4:grid-cols-1',
  2: 'g4:grid-cols-2',
  3: 'g4:grid-cols-3',
  4: 'g4:grid-cols-4',
  5: 'g4:grid-cols-5',
  6: 'g4:grid-cols-6',
};
const AT_G3: Record<number, string> = { 1: 'g3:grid-cols-1', 2: 'g3:grid-cols-2', 3: 'g3:grid-cols-3' };
const AT_G2: Record<number, string> = { 1: 'g2:grid-cols-1', 2: 'g2:grid-cols-2' };

/**
 * Grid columns of a product grid (docs/product.md §9): productsPerRow from 1200px, 3 from 920px,
 * 2 from 480px, 1 below; never more columns on a narrower screen than on a wider one.
 */
export function gridColumnClasses(perRow: number): string {
  const columns = Math.min(Math.max(1, Math.round(perRow) || 1), 6);
  return ['grid-cols-1', AT_G2[Math.min(columns, 2)], AT_G3[Math.min(columns, 3)], AT_G4[columns]].join(' ');
}
