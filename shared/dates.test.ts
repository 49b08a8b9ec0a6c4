import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isLanguage } from './dates.ts';

const afternoon = '2026-03-05T14:07:00Z';
const midnight = '2026-12-25T00:30:00Z';

describe('formatDateTime', () => {
  it('uses MM/dd/yyyy, h:mm a for en', () => {
    expect(formatDateTime(afternoon, 'en')).toBe('03/05/2026, 2:07 PM');
    expect(formatDateTime(midnight, 'en')).toBe('12/25/2026, 12:30 AM');
  });
  it('uses dd.MM.yyyy, HH:mm for de', () => {
    expect(formatDateTime(afternoon, 'de')).toBe('05.03.2026, 14:07');
  });
  it('uses dd/MM/yyyy, HH:mm for fr', () => {
    expect(formatDateTime(midnight, 'fr')).toBe('25/12/2026, 00:30');
  });
  it('falls back to dd.MM.yyyy, HH:mm', () => {
    expect(formatDateTime(afternoon, 'it')).toBe('05.03.2026, 14:07');
  });
  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
  it('formats the date part alone', () => {
    expect(formatDate(afternoon, 'en')).toBe('03/05/2026');
    expect(formatDate(afternoon, 'fr')).toBe('05/03/2026');
  });
});

describe('isLanguage', () => {
  it('accepts en, de, fr only', () => {
    expect(['en', 'de', 'fr'].every(isLanguage)).toBe(true);
    expect(isLanguage('es')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
