import { countryRules, regionCode } from './address-countries.ts';

/** An address as stored (older orders may lack fields). */
export type AddressLike = {
  first_name?: string;
  last_name?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  phone?: string;
};

/** The locality lines of an address in its country's style. */
function localityLines(address: AddressLike): string[] {
  const city = address.city?.trim() ?? '';
  const state = address.state?.trim() ?? '';
  const zip = address.zip?.trim() ?? '';
  const country = address.country ?? '';
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  switch (countryRules(country).locality) {
    case 'city-region-postal': {
      // "Wilmington, DE 19801" (US), "Ottawa ON K1A 0B1" (CA), "Sydney NSW 2000" (AU).
      const region = regionCode(country, state) ?? state;
      const tail = join(region, zip);
      if (country === 'US') return [[city, tail].filter(Boolean).join(', ')].filter(Boolean);
      return [join(city, tail)].filter(Boolean);
    }
    case 'city-lines':
      // UK and Ireland: town, county, then the postcode on a line of its own.
      return [city, state, zip].filter(Boolean);
    case 'city-postal':
      return [join(city, zip), state].filter(Boolean);
    case 'postal-city':
      return [join(zip, city), state].filter(Boolean);
  }
}

/**
 * An address as the post prints it, one string per line: name, street, locality in the
 * country's style, then the country's name (`countryName` from Intl.DisplayNames in the reader's
 * language) and the phone. Empty parts are left out.
 */
export function formatAddressLines(address: AddressLike, countryName: (code: string) => string = (code) => code): string[] {
  return [
    [address.first_name, address.last_name].filter(Boolean).join(' ').trim(),
    address.address1 ?? '',
    address.address2 ?? '',
    ...localityLines(address),
    address.country ? countryName(address.country) : '',
    address.phone ?? '',
  ].filter((line) => line.trim() !== '');
}

/** The country's name in a language, or its code where the runtime has no names. */
export function countryDisplayName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
