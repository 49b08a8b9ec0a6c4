import { describe, expect, it } from 'vitest';
import { ownText, shownText, withText } from './localized-value.ts';

describe('ownText', () => {
  it('reads a plain text as the default language and nothing else', () => {
    expect([ownText('Sale', 'en', 'en'), ownText('Sale', 'de', 'en'), ownText('Sale', 'de', 'de')]).toEqual(['Sale', '', 'Sale']);
  });

  it('reads a language of texts by language', () => {
    expect([ownText({ en: 'Sale', de: 'Ausverkauf' }, 'de', 'en'), ownText({ en: 'Sale' }, 'fr', 'en'), ownText(undefined, 'en', 'en')]).toEqual(['Ausverkauf', '', '']);
  });
});

describe('shownText', () => {
  it("is what a shopper sees: the language's text, else the default's, else the first written", () => {
    expect(shownText({ en: 'Sale', de: 'Ausverkauf' }, 'de', 'en')).toBe('Ausverkauf');
    expect(shownText({ en: 'Sale', de: 'Ausverkauf' }, 'fr', 'en')).toBe('Sale');
    expect(shownText({ fr: 'Soldes' }, 'de', 'en')).toBe('Soldes');
    expect(shownText('Sale', 'fr', 'en')).toBe('Sale');
    expect(shownText(42, 'fr', 'en')).toBe('');
  });
});

describe('withText', () => {
  it('keeps a text of the default language plain', () => {
    expect(withText('Sale', 'en', 'en', 'Big sale')).toBe('Big sale');
    expect(withText(undefined, 'en', 'en', 'Sale')).toBe('Sale');
  });

  it('turns a plain text into texts by language when another language is written', () => {
    expect(withText('Sale', 'de', 'en', 'Ausverkauf')).toEqual({ en: 'Sale', de: 'Ausverkauf' });
    expect(withText('', 'de', 'en', 'Ausverkauf')).toEqual({ de: 'Ausverkauf' });
    expect(withText({ en: 'Sale', de: 'Ausverkauf' }, 'fr', 'en', 'Soldes')).toEqual({ en: 'Sale', de: 'Ausverkauf', fr: 'Soldes' });
  });

  it('removes an emptied language, and goes back to a plain text when only the default is left', () => {
    expect(withText({ en: 'Sale', de: 'Ausverkauf', fr: 'Soldes' }, 'fr', 'en', '')).toEqual({ en: 'Sale', de: 'Ausverkauf' });
    expect(withText({ en: 'Sale', de: 'Ausverkauf' }, 'de', 'en', '')).toBe('Sale');
    expect(withText({ de: 'Ausverkauf' }, 'de', 'en', '')).toBe('');
  });
});
