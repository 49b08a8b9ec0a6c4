import { describe, expect, it } from 'vitest';
import { cardSwatches, KEPT_BYTES, keptComparisons, sortByColor } from './swatch-order.ts';

const colors = (names: string[]) => names.map((color) => ({ color }));

describe('sortByColor', () => {
  it('puts black, white, grey first, then the rest alphabetically', () => {
    expect(sortByColor(colors(['Navy', 'grey', 'Red', 'White', 'athletic heather', 'Black'])).map((c) => c.color)).toEqual([
      'Black',
      'White',
      'grey',
      'athletic heather',
      'Navy',
      'Red',
    ]);
  });
  it('treats gray and grey alike and does not mutate the input', () => {
    const input = colors(['Gray', 'Black']);
    expect(sortByColor(input).map((c) => c.color)).toEqual(['Black', 'Gray']);
    expect(input.map((c) => c.color)).toEqual(['Gray', 'Black']);
  });
});

describe('sortByColor with kept comparisons', () => {
  it('orders as the collator does, asked again and again, ties kept in their order', () => {
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    const rank = (name: string) => ({ black: 0, white: 1, gray: 2, grey: 2 })[name.trim().toLowerCase()] ?? 3;
    const names = ['Navy', 'navy', 'Café', 'cafe', 'Écru', 'ecru', ' Black', 'WHITE', 'Grey', 'gray', 'Zinc', 'apple', 'Äpfel', '10 Red', '9 Red', ''];
    for (let round = 0; round < 3; round++) {
      const shuffled = names.map((color, index) => ({ color, index })).sort((a, b) => ((a.index * 7 + round * 3) % 16) - ((b.index * 7 + round * 3) % 16));
      const expected = [...shuffled].sort((a, b) => rank(a.color) - rank(b.color) || collator.compare(a.color, b.color));
      expect(sortByColor(shuffled)).toEqual(expected);
    }
  });
});

describe('the kept comparisons’ bound', () => {
  it('keeps no more bytes than KEPT_BYTES, however many colour names there are, and still orders right', () => {
    const names = Array.from({ length: 1_500 }, (_, i) => ({ color: `Colour ${String(i).padStart(4, '0')} ${'x'.repeat(40)}` }));
    for (let start = 0; start < names.length; start += 100) {
      const slice = names.slice(start, start + 100).reverse();
      expect(sortByColor(slice).map((item) => item.color)).toEqual(slice.map((item) => item.color).sort());
    }
    expect(keptComparisons().bytes).toBeLessThanOrEqual(KEPT_BYTES);
    expect(keptComparisons().entries).toBeGreaterThan(0);
  });
});

describe('cardSwatches', () => {
  it('shows at most 5 and counts the rest', () => {
    const result = cardSwatches(colors(['A', 'B', 'C', 'D', 'E', 'F', 'Black']));
    expect(result.shown.map((c) => c.color)).toEqual(['Black', 'A', 'B', 'C', 'D']);
    expect(result.more).toBe(2);
    expect(cardSwatches(colors(['A'])).more).toBe(0);
  });
});
