import { describe, expect, it } from 'vitest';
import { languageFromCookie } from './language-preference.ts';

describe('languageFromCookie', () => {
  it('reads the lang cookie', () => {
    expect(languageFromCookie('a=1; lang=de; b=2')).toBe('de');
    expect(languageFromCookie('lang=fr')).toBe('fr');
  });
  it('falls back to en for a missing or unknown language', () => {
    expect(languageFromCookie(null)).toBe('en');
    expect(languageFromCookie('lang=xx')).toBe('en');
    expect(languageFromCookie('mylang=de')).toBe('en');
  });
  it('falls back to en for a value that does not decode, never throwing', () => {
    expect(languageFromCookie('lang=%')).toBe('en');
    expect(languageFromCookie('lang=%E0%A4%A; b=2')).toBe('en');
  });
});
