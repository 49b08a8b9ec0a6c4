import { describe, expect, it } from 'vitest';
import { countryDisplayName, formatAddressLines } from './format-address.ts';

const name = (code: string) => countryDisplayName(code, 'en');
const base = { first_name: 'Sam', last_name: 'Shopper', address1: '100 Market Street', address2: 'Suite 5', phone: '' };

describe('formatAddressLines', () => {
  it('prints a US address as the USPS does: "Wilmington, DE 19801"', () => {
    expect(formatAddressLines({ ...base, city: 'Wilmington', state: 'DE', zip: '19801', country: 'US' }, name)).toEqual([
      'Sam Shopper',
      '100 Market Street',
      'Suite 5',
      'Wilmington, DE 19801',
      'United States',
    ]);
  });
  it('prints a state written out by its code', () => {
    expect(formatAddressLines({ city: 'Wilmington', state: 'Delaware', zip: '19801', country: 'US' })).toEqual(['Wilmington, DE 19801', 'US']);
  });
  it('puts the UK postcode on its own line after town and county', () => {
    expect(formatAddressLines({ ...base, address2: '', city: 'London', state: '', zip: 'SW1A 1AA', country: 'GB' }, name)).toEqual([
      'Sam Shopper',
      '100 Market Street',
      'London',
      'SW1A 1AA',
      'United Kingdom',
    ]);
  });
  it('writes the postal code before the city in Europe, after it in Canada and Australia', () => {
    expect(formatAddressLines({ city: 'Berlin', zip: '10115', country: 'DE' }, (code) => countryDisplayName(code, 'de'))).toEqual(['10115 Berlin', 'Deutschland']);
    expect(formatAddressLines({ city: 'Ottawa', state: 'ON', zip: 'K1A 0B1', country: 'CA' })).toEqual(['Ottawa ON K1A 0B1', 'CA']);
    expect(formatAddressLines({ city: 'Sydney', state: 'NSW', zip: '2000', country: 'AU' })).toEqual(['Sydney NSW 2000', 'AU']);
  });
  it('leaves out what an older stored address lacks, and keeps the phone', () => {
    expect(formatAddressLines({ first_name: 'Sam', city: 'Wilmington', phone: '+1 302 555 0100' })).toEqual(['Sam', 'Wilmington', '+1 302 555 0100']);
  });
});
