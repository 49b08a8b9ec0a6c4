import { describe, expect, it } from 'vitest';
import { wordStem } from './word-stem.ts';

describe('wordStem', () => {
  it('takes the plural s off so the singular matches', () => {
    expect(wordStem('tees')).toBe('tee');
    expect(wordStem('mugs')).toBe('mug');
    expect(wordStem('caps')).toBe('cap');
    expect(wordStem('bottles')).toBe('bottle');
    expect(wordStem('Socks')).toBe('sock');
  });

  it('reduces -ies to a prefix of both the -ie and the -y singular', () => {
    expect(wordStem('hoodies')).toBe('hood');
    expect('hoodie'.startsWith(wordStem('hoodies'))).toBe(true);
    expect('battery'.startsWith(wordStem('batteries'))).toBe(true);
    expect(wordStem('ties')).toBe('tie');
  });

  it('takes -es off after s, x, z, ch and sh', () => {
    expect(wordStem('glasses')).toBe('glass');
    expect(wordStem('boxes')).toBe('box');
    expect(wordStem('watches')).toBe('watch');
    expect(wordStem('brushes')).toBe('brush');
  });

  it('keeps singulars, short words and other scripts as they are', () => {
    for (const word of ['tee', 'mug', 'hoodie', 'glass', 'canvas', 'campus', 'basis', 'bus', 'gas', 'müller', '2026', 'tasse']) {
      expect(wordStem(word)).toBe(word);
    }
  });

  it('never grows a word, so a prefix match of the stem still finds the word itself', () => {
    for (const word of ['tees', 'hoodies', 'boxes', 'caps', 'series', 'dress', 'dresses']) {
      expect(word.startsWith(wordStem(word))).toBe(true);
    }
  });
});
