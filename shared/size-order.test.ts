import { describe, expect, it } from 'vitest';
import { compareSizeGuideSizes, sortProductSizes } from './size-order.ts';

const sizes = (list: string[]) => list.map((size) => ({ size }));

describe('sortProductSizes', () => {
  it('follows the spec order XXS … 6XL', () => {
    const shuffled = sizes(['6XL', 'XXL', 'M', '2XL', 'XS', 'XXXXL', 'L', 'XXS', '3XL', 'S', '5XL', 'XL', 'XXXL', '4XL']);
    expect(sortProductSizes(shuffled).map((s) => s.size)).toEqual([
      'XXS', 'XS', 'S', 'M', 'L', 'XL', '2XL', 'XXL', '3XL', 'XXXL', '4XL', 'XXXXL', '5XL', '6XL',
    ]);
  });
  it('matches case-insensitively and keeps unknown sizes after, in their order', () => {
    expect(sortProductSizes(sizes(['$100', 'xl', '$25', 's'])).map((s) => s.size)).toEqual(['s', 'xl', '$100', '$25']);
  });
  it('does not change its input', () => {
    const input = sizes(['L', 'S']);
    sortProductSizes(input);
    expect(input.map((s) => s.size)).toEqual(['L', 'S']);
  });
});

describe('compareSizeGuideSizes', () => {
  it('puts XS … 4XL first, then the others alphabetically', () => {
    expect(['Tall', '4XL', 'XXL', 'M', 'XS', '2XL', 'A5', 'S', 'L', '3XL', 'XL'].sort(compareSizeGuideSizes)).toEqual([
      'XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', 'A5', 'Tall', 'XXL',
    ]);
  });
});
