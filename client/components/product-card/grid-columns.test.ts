import { describe, expect, it } from 'vitest';
import { gridColumnClasses } from './grid-columns.ts';

describe('grid columns', () => {
  it('steps 1, 2, 3, then products per row', () => {
    expect(gridColumnClasses(4)).toBe('grid-cols-1 g2:grid-cols-2 g3:grid-cols-3 g4:grid-cols-4');
    expect(gridColumnClasses(6)).toBe('grid-cols-1 g2:grid-cols-2 g3:grid-cols-3 g4:grid-cols-6');
  });

  it('never shows more columns than products per row', () => {
    expect(gridColumnClasses(2)).toBe('grid-cols-1 g2:grid-cols-2 g3:grid-cols-2 g4:grid-cols-2');
    expect(gridColumnClasses(1)).toBe('grid-cols-1 g2:grid-cols-1 g3:grid-cols-1 g4:grid-cols-1');
  });

  it('keeps bad settings within 1 to 6', () => {
    expect(gridColumnClasses(0)).toBe(gridColumnClasses(1));
    expect(gridColumnClasses(12)).toBe(gridColumnClasses(6));
    expect(gridColumnClasses(Number.NaN)).toBe(gridColumnClasses(1));
  });
});
