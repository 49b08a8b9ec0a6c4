import { describe, expect, it } from 'vitest';
import { isValidPostalCode } from './countries.ts';

describe('isValidPostalCode', () => {
  it('checks the known formats', () => {
    expect(isValidPostalCode('US', '19801')).toBe(true);
    expect(isValidPostalCode('US', '19801-1234')).toBe(true);
    expect(isValidPostalCode('US', '1980')).toBe(false);
    expect(isValidPostalCode('DE', '10115')).toBe(true);
    expect(isValidPostalCode('CA', 'K1A 0B1')).toBe(true);
    expect(isValidPostalCode('NL', '1012 AB')).toBe(true);
  });
  it('accepts plausible codes elsewhere', () => {
    expect(isValidPostalCode('GB', 'SW1A 1AA')).toBe(true);
    expect(isValidPostalCode('GB', '!')).toBe(false);
  });
});
