import { describe, expect, it } from 'vitest';
import { countryRules, isValidPostalCode, regionCode, SHIPPING_COUNTRIES } from './address-countries.ts';
import { US_STATES } from './regions.ts';

describe('address countries', () => {
  it('has rules for every country the stores ship to', () => {
    for (const country of SHIPPING_COUNTRIES) expect(countryRules(country).postalLabel).not.toBe('');
  });
  it('lists the 50 states, DC and the territories, each code once', () => {
    expect(US_STATES).toHaveLength(59);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(59);
  });
  it('finds a region by code or name in its own country only', () => {
    expect(regionCode('US', 'de')).toBe('DE');
    expect(regionCode('US', 'New York')).toBe('NY');
    expect(regionCode('US', 'XX')).toBeNull();
    expect(regionCode('AU', 'WA')).toBe('WA');
    expect(regionCode('CA', 'NY')).toBeNull();
    expect(regionCode('GB', 'Kent')).toBeNull();
  });
  it('checks postal codes by country', () => {
    expect(isValidPostalCode('US', '19801')).toBe(true);
    expect(isValidPostalCode('US', '19801-1234')).toBe(true);
    expect(isValidPostalCode('US', '1980')).toBe(false);
    expect(isValidPostalCode('GB', 'EC1A 1BB')).toBe(true);
    expect(isValidPostalCode('GB', 'W1A 0AX')).toBe(true);
    expect(isValidPostalCode('GB', '12345')).toBe(false);
    expect(isValidPostalCode('IE', 'D02 X285')).toBe(true);
    expect(isValidPostalCode('CA', 'K1A 0B1')).toBe(true);
    expect(isValidPostalCode('CA', 'D1A 0B1')).toBe(false);
  });
});
