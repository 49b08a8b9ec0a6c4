import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AddressSchema } from './address-schema.ts';

const us = { first_name: 'Sam', last_name: 'Shopper', address1: '100 Market Street', address2: '', city: 'Wilmington', state: 'DE', zip: '19801', country: 'US', phone: '' };
const errors = (value: unknown) => {
  const result = v.safeParse(AddressSchema, value);
  return result.success ? {} : v.flatten(result.issues).nested;
};

describe('AddressSchema', () => {
  it('accepts a complete US address, trimmed', () => {
    expect(v.parse(AddressSchema, { ...us, city: ' Wilmington ' })).toMatchObject({ city: 'Wilmington', state: 'DE', zip: '19801' });
  });
  it('names each missing field', () => {
    expect(errors({ ...us, first_name: ' ', address1: '', city: '' })).toEqual({
      first_name: ['First name is required.'],
      address1: ['Street address is required.'],
      city: ['City is required.'],
    });
  });
  it('takes a US state only from the list of states, by code or name', () => {
    expect(errors({ ...us, state: 'XX' })).toEqual({ state: ['Please choose a state from the list.'] });
    expect(errors({ ...us, state: '' })).toEqual({ state: ['Please choose a state from the list.'] });
    expect(v.parse(AddressSchema, { ...us, state: 'delaware' }).state).toBe('DE');
    expect(v.parse(AddressSchema, { ...us, state: 'pr' }).state).toBe('PR');
  });
  it('takes a US ZIP code of 5 digits or ZIP+4', () => {
    expect(errors({ ...us, zip: '' })).toEqual({ zip: ['ZIP code is required.'] });
    expect(errors({ ...us, zip: '1980' })).toEqual({ zip: ['Please enter a 5-digit ZIP code, or ZIP+4 (like 19801 or 19801-1234).'] });
    expect(errors({ ...us, zip: '19801-12' })).toHaveProperty('zip');
    expect(v.parse(AddressSchema, { ...us, zip: '19801-1234' }).zip).toBe('19801-1234');
  });
  it('checks UK postcodes and writes them as Royal Mail does; the county is optional', () => {
    const gb = { ...us, city: 'London', state: '', country: 'GB' };
    expect(v.parse(AddressSchema, { ...gb, zip: 'sw1a1aa' }).zip).toBe('SW1A 1AA');
    expect(v.parse(AddressSchema, { ...gb, zip: 'M1 1AE' }).zip).toBe('M1 1AE');
    expect(errors({ ...gb, zip: '19801' })).toEqual({ zip: ['Please enter a UK postcode, like SW1A 1AA.'] });
    expect(errors({ ...gb, zip: '' })).toEqual({ zip: ['Postcode is required.'] });
  });
  it('knows Canada, Australia and the European formats', () => {
    expect(v.parse(AddressSchema, { ...us, country: 'CA', state: 'Ontario', zip: 'k1a0b1' })).toMatchObject({ state: 'ON', zip: 'K1A 0B1' });
    expect(errors({ ...us, country: 'CA', state: 'DE', zip: 'K1A 0B1' })).toEqual({ state: ['Please choose a province or territory from the list.'] });
    expect(errors({ ...us, country: 'AU', state: 'NSW', zip: '200' })).toEqual({ zip: ['Please enter a 4-digit postcode.'] });
    expect(errors({ ...us, country: 'DE', state: '', zip: '10115' })).toEqual({});
    expect(errors({ ...us, country: 'DE', state: '', zip: '1011' })).toEqual({ zip: ['Please enter a 5-digit postal code.'] });
    expect(errors({ ...us, country: 'NL', state: '', zip: '1012 AB' })).toEqual({});
    expect(errors({ ...us, country: 'PT', state: '', zip: '1000001' })).toHaveProperty('zip');
  });
  it('refuses unknown countries and odd phone numbers', () => {
    expect(errors({ ...us, country: 'XX' })).toHaveProperty('country');
    expect(errors({ ...us, phone: 'call me' })).toEqual({ phone: ['Please enter a valid phone number.'] });
  });
});
