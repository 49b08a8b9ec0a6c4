/**
 * Countries the stores ship to (ISO 3166-1 alpha-2). The form names them with Intl.DisplayNames
 * in the shopper's language, so no country name needs a translation of its own.
 */
export const SHIPPING_COUNTRIES = ['US', 'CA', 'GB', 'IE', 'DE', 'AT', 'CH', 'FR', 'BE', 'NL', 'LU', 'IT', 'ES', 'PT', 'DK', 'SE', 'NO', 'FI', 'PL', 'AU', 'NZ'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

/** Countries whose addresses need a state or province. */
export const COUNTRIES_WITH_STATE: readonly string[] = ['US', 'CA', 'AU'];

/** Postal code formats where one is well known; other countries take 2-10 letters, digits, spaces or dashes. */
const POSTAL_CODES: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  NL: /^\d{4} ?[A-Za-z]{2}$/,
};
const ANY_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

export function isValidPostalCode(country: string, zip: string): boolean {
  return (POSTAL_CODES[country] ?? ANY_POSTAL_CODE).test(zip.trim());
}
