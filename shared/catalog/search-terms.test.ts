import { describe, expect, it } from 'vitest';
import { categoryMatch, listedMatch, searchWords, searchWordsMatch } from './search-terms.ts';

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

  it('builds a prefix match of every word, never passing quotes or operators through', () => {
    expect(searchWordsMatch('mug bla')).toBe('name : "mug"* AND name : "bla"*');
    expect(searchWordsMatch('NOT "x" OR y*')).toBe('name : "not"* AND name : "x"* AND name : "or"* AND name : "y"*');
    expect(searchWordsMatch('  ')).toBeNull();
  });

  it('matches any spelling of an aliased word, in every word and in the any-word fallback', () => {
    expect(searchWordsMatch('crew tees')).toBe('name : "crew"* AND name : ("tee"* OR "t shirt"* OR "tshirt"*)');
    expect(searchWordsMatch('T-Shirt')).toBe('name : ("tee"* OR "t shirt"* OR "tshirt"*)');
    expect(searchWordsMatch('crew tee', 'any')).toBe('(name : "crew"* OR name : ("tee"* OR "t shirt"* OR "tshirt"*))');
  });

  it('matches the store\'s listed products and category trees by their tokens', () => {
    expect(listedMatch(9001)).toBe('store : "v9001"');
    expect(categoryMatch(1, [101, 110])).toBe('categories : ("v1c101" OR "v1c110")');
    expect(() => categoryMatch(1, [1.5])).toThrow();
  });
});
