import { _ } from '../translatable.ts';
import { AU_STATES, CA_PROVINCES, US_STATES, type Region } from './regions.ts';

/**
 * Countries the stores ship to (ISO 3166-1 alpha-2). The form names them with Intl.DisplayNames
 * in the shopper's language, so no country name needs a translation of its own.
 */
export const SHIPPING_COUNTRIES = ['US', 'CA', 'GB', 'IE', 'DE', 'AT', 'CH', 'FR', 'BE', 'NL', 'LU', 'IT', 'ES', 'PT', 'DK', 'SE', 'NO', 'FI', 'PL', 'AU', 'NZ'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

/** How the last lines of an address are printed (shared/address/format-address.ts). */
export type LocalityStyle = 'city-region-postal' | 'postal-city' | 'city-postal' | 'city-lines';

/**
 * What an address needs in one country (docs/decisions/0121-country-aware-addresses.md).
 * Texts are lingui ids (shared/translatable.ts), translated where they are shown.
 */
export type CountryRules = {
  /** A list to choose from (required), or free text that may be left empty. */
  regions: readonly Region[] | null;
  regionLabel: string;
  /** Said when the region is missing or not one of the list. */
  regionMessage: string;
  postalLabel: string;
  postalPattern: RegExp;
  postalRequired: string;
  postalInvalid: string;
  /** The postal code as the post office writes it (upper case, one space where it belongs). */
  normalizePostal: (zip: string) => string;
  locality: LocalityStyle;
};

const upper = (zip: string) => zip.trim().toUpperCase().replace(/\s+/g, ' ');
/** Upper case with one space before the last `tail` characters: "sw1a1aa" → "SW1A 1AA" (3), "d02x285" → "D02 X285" (4). */
const spaceBefore = (zip: string, tail: number) => {
  const compact = zip.trim().toUpperCase().replace(/\s+/g, '');
  return compact.length > tail ? `${compact.slice(0, -tail)} ${compact.slice(-tail)}` : compact;
};
const spaceBeforeLast3 = (zip: string) => spaceBefore(zip, 3);

const POSTAL_REQUIRED = _('Postal code is required.');
const POSTAL_LABEL = _('Postal code');
const OPTIONAL_REGION = { regions: null, regionLabel: _('State / province (optional)'), regionMessage: '' } as const;
const fourDigits = { postalPattern: /^\d{4}$/, postalInvalid: _('Please enter a 4-digit postal code.') };
const fiveDigits = { postalPattern: /^\d{5}$/, postalInvalid: _('Please enter a 5-digit postal code.') };

/** Most of Europe: "10115 Berlin", an optional region, a postal code of a known shape. */
const european = (postal: { postalPattern: RegExp; postalInvalid: string }): CountryRules => ({
  ...OPTIONAL_REGION,
  postalLabel: POSTAL_LABEL,
  postalRequired: POSTAL_REQUIRED,
  normalizePostal: upper,
  locality: 'postal-city',
  ...postal,
});

const RULES: Record<ShippingCountry, CountryRules> = {
  US: {
    regions: US_STATES,
    regionLabel: _('State'),
    regionMessage: _('Please choose a state from the list.'),
    postalLabel: _('ZIP code'),
    postalPattern: /^\d{5}(-\d{4})?$/,
    postalRequired: _('ZIP code is required.'),
    postalInvalid: _('Please enter a 5-digit ZIP code, or ZIP+4 (like 19801 or 19801-1234).'),
    normalizePostal: (zip) => zip.trim(),
    locality: 'city-region-postal',
  },
  CA: {
    regions: CA_PROVINCES,
    regionLabel: _('Province / territory'),
    regionMessage: _('Please choose a province or territory from the list.'),
    postalLabel: POSTAL_LABEL,
    postalPattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
    postalRequired: POSTAL_REQUIRED,
    postalInvalid: _('Please enter a Canadian postal code, like K1A 0B1.'),
    normalizePostal: spaceBeforeLast3,
    locality: 'city-region-postal',
  },
  AU: {
    regions: AU_STATES,
    regionLabel: _('State / territory'),
    regionMessage: _('Please choose a state or territory from the list.'),
    postalLabel: _('Postcode'),
    postalRequired: _('Postcode is required.'),
    postalPattern: /^\d{4}$/,
    postalInvalid: _('Please enter a 4-digit postcode.'),
    normalizePostal: (zip) => zip.trim(),
    locality: 'city-region-postal',
  },
  GB: {
    regions: null,
    regionLabel: _('County (optional)'),
    regionMessage: '',
    postalLabel: _('Postcode'),
    postalRequired: _('Postcode is required.'),
    // Royal Mail's outward code (area, district) and inward code (sector, unit); GIR 0AA is Girobank's.
    postalPattern: /^(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/i,
    postalInvalid: _('Please enter a UK postcode, like SW1A 1AA.'),
    normalizePostal: spaceBeforeLast3,
    locality: 'city-lines',
  },
  IE: {
    regions: null,
    regionLabel: _('County (optional)'),
    regionMessage: '',
    postalLabel: _('Eircode'),
    postalRequired: _('Eircode is required.'),
    postalPattern: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i,
    postalInvalid: _('Please enter an Eircode, like D02 X285.'),
    normalizePostal: (zip) => spaceBefore(zip, 4),
    locality: 'city-lines',
  },
  DE: european(fiveDigits),
  FR: european(fiveDigits),
  IT: european(fiveDigits),
  ES: european(fiveDigits),
  FI: european(fiveDigits),
  AT: european(fourDigits),
  CH: european(fourDigits),
  BE: european(fourDigits),
  LU: european(fourDigits),
  DK: european(fourDigits),
  NO: european(fourDigits),
  NL: european({ postalPattern: /^[1-9]\d{3} ?[A-Z]{2}$/i, postalInvalid: _('Please enter a Dutch postal code, like 1012 AB.') }),
  PT: european({ postalPattern: /^\d{4}-\d{3}$/, postalInvalid: _('Please enter a Portuguese postal code, like 1000-001.') }),
  SE: european({ postalPattern: /^\d{3} ?\d{2}$/, postalInvalid: _('Please enter a 5-digit postal code.') }),
  PL: european({ postalPattern: /^\d{2}-\d{3}$/, postalInvalid: _('Please enter a Polish postal code, like 00-950.') }),
  NZ: { ...european(fourDigits), locality: 'city-postal' },
};

export function isShippingCountry(country: string): country is ShippingCountry {
  return (SHIPPING_COUNTRIES as readonly string[]).includes(country);
}

/** The rules of a country we ship to; an unknown country gets the US form (the default choice). */
export function countryRules(country: string): CountryRules {
  return isShippingCountry(country) ? RULES[country] : RULES.US;
}

/** The region's code when it is one of the country's list (a name or any case is accepted), else null. */
export function regionCode(country: string, region: string): string | null {
  const list = countryRules(country).regions;
  if (!list) return null;
  const wanted = region.trim().toUpperCase();
  return list.find((entry) => entry.code === wanted || entry.name.toUpperCase() === wanted)?.code ?? null;
}

/** Whether a postal code has the country's shape. */
export function isValidPostalCode(country: string, zip: string): boolean {
  return countryRules(country).postalPattern.test(zip.trim());
}
