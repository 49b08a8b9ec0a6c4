import { describe, expect, it } from 'vitest';
import { categoryMatch, ftsMatchExpression, listedMatch, searchWords } from './search-terms.ts';

describe('search terms', () => {
  it('splits on punctuation and lower-cases, keeping any script', () => {
    expect(searchWords('  T-Shirt, BLACK ')).toEqual(['t', 'shirt', 'black']);
    expect(searchWords('Café Müller 2026')).toEqual(['café', 'müller', '2026']);
    expect(searchWords('"; DROP TABLE products; --')).toEqual(['drop', 'table', 'products']);
    expect(searchWords('!!!')).toEqual([]);
  });

  it('keeps at most 8 words', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('builds a prefix match narrowed to the store, never passing quotes or operators through', () => {
    expect(ftsMatchExpression(1, 'tee bla')).toBe('store : "v1" AND name : "tee"* AND name : "bla"*');
    expect(ftsMatchExpression(7, 'NOT "x" OR y*')).toBe('store : "v7" AND name : "not"* AND name : "x"* AND name : "or"* AND name : "y"*');
    expect(ftsMatchExpression(1, '  ')).toBeNull();
  });

  it('matches the store\'s listed products and category trees by their tokens', () => {
    expect(listedMatch(9001)).toBe('store : "v9001"');
    expect(categoryMatch([101, 110])).toBe('categories : ("c101" OR "c110")');
    expect(() => categoryMatch([1.5])).toThrow();
  });
});
