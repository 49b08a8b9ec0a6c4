import { describe, expect, it } from 'vitest';
import { groupSizeGuides } from './size-guide.ts';

const guide = (type: string, values: Record<string, string>) => ({
  specification_type: type,
  size_guide_sizes: Object.entries(values).map(([size, value]) => ({ size, value })),
});

describe('groupSizeGuides', () => {
  it('puts guides with the same size set into one table, columns in size-guide order', () => {
    const tables = groupSizeGuides([guide('Chest', { L: '22', S: '18', M: '20' }), guide('Length', { M: '28', S: '27', L: '29' })]);
    expect(tables).toEqual([
      {
        sizes: ['S', 'M', 'L'],
        rows: [
          { specification_type: 'Chest', values: { L: '22', S: '18', M: '20' } },
          { specification_type: 'Length', values: { M: '28', S: '27', L: '29' } },
        ],
      },
    ]);
  });
  it('shows the most common size set first', () => {
    const tables = groupSizeGuides([
      guide('Sleeve', { XS: '30' }),
      guide('Chest', { S: '18', M: '20' }),
      guide('Length', { S: '27', M: '28' }),
    ]);
    expect(tables.map((t) => t.sizes)).toEqual([['S', 'M'], ['XS']]);
  });
  it('is empty without guides or sizes', () => {
    expect(groupSizeGuides([])).toEqual([]);
    expect(groupSizeGuides([guide('Chest', {})])).toEqual([]);
  });
});
