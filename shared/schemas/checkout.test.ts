import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CheckoutFormSchema, ShippingAddressSchema } from './checkout.ts';

const address = { first_name: 'Sam', last_name: 'Shopper', address1: '1 Main St', address2: '', city: 'Wilmington', state: 'DE', zip: '19801', country: 'US', phone: '' };
const errors = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? {} : v.flatten(result.issues).nested;
};

describe('ShippingAddressSchema', () => {
  it('accepts a complete address and trims it', () => {
    expect(v.parse(ShippingAddressSchema, { ...address, city: '  Wilmington ' }).city).toBe('Wilmington');
  });
  it('names each missing field', () => {
    expect(errors(ShippingAddressSchema, { ...address, first_name: ' ', address1: '', city: '' })).toEqual({
      first_name: ['First name is required.'],
      address1: ['Street address is required.'],
      city: ['City is required.'],
    });
  });
  it('needs a state in the US and a postal code of the country’s format', () => {
    expect(errors(ShippingAddressSchema, { ...address, state: '' })).toEqual({ state: ['Please choose a state from the list.'] });
    expect(errors(ShippingAddressSchema, { ...address, zip: '123' })).toEqual({ zip: ['Please enter a 5-digit ZIP code, or ZIP+4 (like 19801 or 19801-1234).'] });
    expect(errors(ShippingAddressSchema, { ...address, country: 'DE', state: '', zip: '10115' })).toEqual({});
  });
  it('refuses unknown countries and odd phone numbers', () => {
    expect(errors(ShippingAddressSchema, { ...address, country: 'XX' })).toHaveProperty('country');
    expect(errors(ShippingAddressSchema, { ...address, phone: 'call me' })).toEqual({ phone: ['Please enter a valid phone number.'] });
  });
});

describe('CheckoutFormSchema', () => {
  it('checks the e-mail with the address', () => {
    expect(errors(CheckoutFormSchema, { ...address, email: 'nope' })).toEqual({ email: ['Please enter a valid e-mail address.'] });
    expect(errors(CheckoutFormSchema, { ...address, email: 'sam@demo.test', state: 'XX' })).toEqual({ state: ['Please choose a state from the list.'] });
    expect(v.parse(CheckoutFormSchema, { ...address, email: 'sam@demo.test', country: 'GB', state: '', zip: 'sw1a1aa' }).zip).toBe('SW1A 1AA');
  });
});
