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

describe('formatDateTime in a time zone', () => {
  const la = { timeZone: 'America/Los_Angeles' };
  it('shows the wall clock of the zone in the same pattern', () => {
    expect(formatDateTime('2026-06-15T14:12:00Z', 'en', la)).toBe('06/15/2026, 7:12 AM');
    expect(formatDateTime('2026-11-27T14:12:00Z', 'en', la)).toBe('11/27/2026, 6:12 AM');
    expect(formatDateTime('2026-03-05T14:07:00Z', 'de', { timeZone: 'Asia/Kolkata' })).toBe('05.03.2026, 19:37');
  });
  it('moves the date with the zone', () => {
    expect(formatDateTime('2026-01-01T03:30:00Z', 'en', la)).toBe('12/31/2025, 7:30 PM');
    expect(formatDate('2026-01-01T03:30:00Z', 'en', la)).toBe('12/31/2025');
    expect(formatDateTime('2026-06-14T22:30:00Z', 'fr', { timeZone: 'Europe/Paris' })).toBe('15/06/2026, 00:30');
  });
  it('writes midnight as 12 AM in en and 00 elsewhere', () => {
    expect(formatDateTime('2026-06-15T07:00:00Z', 'en', la)).toBe('06/15/2026, 12:00 AM');
    expect(formatDateTime('2026-06-15T07:00:00Z', 'de', la)).toBe('15.06.2026, 00:00');
  });
  it('follows daylight saving time at both edges', () => {
    // Los Angeles springs forward at 2:00 on March 8, 2026 and falls back at 2:00 on November 1.
    expect(formatDateTime('2026-03-08T09:59:00Z', 'en', la)).toBe('03/08/2026, 1:59 AM');
    expect(formatDateTime('2026-03-08T10:00:00Z', 'en', la)).toBe('03/08/2026, 3:00 AM');
    expect(formatDateTime('2026-11-01T08:59:00Z', 'en', la)).toBe('11/01/2026, 1:59 AM');
    expect(formatDateTime('2026-11-01T09:00:00Z', 'en', la)).toBe('11/01/2026, 1:00 AM');
    // Berlin springs forward at 2:00 on March 29, 2026.
    expect(formatDateTime('2026-03-29T00:59:00Z', 'de', { timeZone: 'Europe/Berlin' })).toBe('29.03.2026, 01:59');
    expect(formatDateTime('2026-03-29T01:00:00Z', 'de', { timeZone: 'Europe/Berlin' })).toBe('29.03.2026, 03:00');
  });
  it('is UTC when no zone or UTC is named', () => {
    expect(formatDateTime(afternoon, 'en', { timeZone: 'UTC' })).toBe(formatDateTime(afternoon, 'en'));
    expect(formatDateTime(afternoon, 'en', { timeZone: 'Etc/UTC' })).toBe('03/05/2026, 2:07 PM');
  });
  it('keeps formatting right past the zones it keeps formatters for', () => {
    const zones = ['Europe/Berlin', 'Europe/Paris', 'Asia/Tokyo', 'Australia/Sydney', 'America/New_York', 'America/Chicago', 'America/Denver', 'Asia/Kolkata'];
    for (let round = 0; round < 3; round++) for (const zone of zones) formatDateTime(afternoon, 'en', { timeZone: zone });
    expect(formatDateTime(afternoon, 'en', { timeZone: 'Asia/Tokyo' })).toBe('03/05/2026, 11:07 PM');
    expect(formatDateTime('2026-06-15T14:12:00Z', 'en', la)).toBe('06/15/2026, 7:12 AM');
  });
});

describe('isLanguage', () => {
  it('accepts en, de, fr only', () => {
    expect(['en', 'de', 'fr'].every(isLanguage)).toBe(true);
    expect(isLanguage('es')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
