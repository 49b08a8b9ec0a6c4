import { describe, expect, it } from 'vitest';
import { SEARCH_ALIASES, searchParts } from './search-aliases.ts';
import { searchWords } from './search-terms.ts';
import { wordStem } from './word-stem.ts';

const TEE = SEARCH_ALIASES[0]!;
const partsOf = (term: string) => searchParts(searchWords(term).map(wordStem)).map((part) => part.spellings);

describe('searchParts', () => {
  it('keeps a word without aliases as its own stem', () => {
    expect(partsOf('crew socks')).toEqual([[['crew']], [['sock']]]);
  });

  it('takes tee, tees, t-shirt, T-Shirts and tshirt as the same product word', () => {
    for (const term of ['tee', 'tees', 't-shirt', 'T-Shirts', 't shirt', 'tshirt', 'TSHIRTS']) expect(partsOf(term), term).toEqual([TEE]);
  });

  it('finds the alias among other words, each once', () => {
    expect(partsOf('crew tee')).toEqual([[['crew']], TEE]);
    expect(partsOf('black t-shirt xl')).toEqual([[['black']], TEE, [['xl']]]);
    expect(partsOf('tee t-shirt')).toEqual([TEE]);
  });

  it('needs the whole spelling in a row', () => {
    expect(partsOf('t')).toEqual([[['t']]]);
    expect(partsOf('shirt')).toEqual([[['shirt']]]);
    expect(partsOf('t black shirt')).toEqual([[['t']], [['black']], [['shirt']]]);
  });

  it('spells every alias as stems, so a search word reaches it', () => {
    for (const group of SEARCH_ALIASES) for (const spelling of group) for (const stem of spelling) expect(wordStem(stem)).toBe(stem);
  });
});
