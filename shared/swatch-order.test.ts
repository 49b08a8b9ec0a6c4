import { describe, expect, it } from 'vitest';
import { cardSwatches, sortByColor } from './swatch-order.ts';

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

describe('cardSwatches', () => {
  it('shows at most 5 and counts the rest', () => {
    const result = cardSwatches(colors(['A', 'B', 'C', 'D', 'E', 'F', 'Black']));
    expect(result.shown.map((c) => c.color)).toEqual(['Black', 'A', 'B', 'C', 'D']);
    expect(result.more).toBe(2);
    expect(cardSwatches(colors(['A'])).more).toBe(0);
  });
});
