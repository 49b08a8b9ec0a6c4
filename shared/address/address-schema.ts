import * as v from 'valibot';
import { _ } from '../translatable.ts';
import { countryRules, regionCode, SHIPPING_COUNTRIES } from './address-countries.ts';

// A country-aware postal address (docs/decisions/0121-country-aware-addresses.md). Messages are
// lingui ids, translated where they are shown (shared/translatable.ts).

const MAX_TEXT = 100;
const firstIssue = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });
const TOO_LONG = _('Please use at most 100 characters.');
const requiredText = (message: string) => firstIssue(v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(MAX_TEXT, TOO_LONG)));
const optionalText = firstIssue(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_TEXT, TOO_LONG)), ''));

/** The fields of an address; the country's own rules run after them (`withCountryRules`). */
export const ADDRESS_ENTRIES = {
  first_name: requiredText(_('First name is required.')),
  last_name: requiredText(_('Last name is required.')),
  address1: requiredText(_('Street address is required.')),
  address2: optionalText,
  city: requiredText(_('City is required.')),
  state: optionalText,
  zip: firstIssue(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(10, _('Please enter a valid postal code.'))), '')),
  country: v.picklist(SHIPPING_COUNTRIES, _('Please choose a country.')),
  phone: firstIssue(
    v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.check((phone) => phone === '' || /^\+?[\d ()./-]{6,30}$/.test(phone), _('Please enter a valid phone number.')),
      ),
      '',
    ),
  ),
};

type CountryFields = { country: string; state: string; zip: string };
type WithRegion = { country: string; state: string };
type WithPostal = { country: string; zip: string };
const countryOf = (issue: { input: unknown }) => String((issue.input as { country?: unknown } | null)?.country ?? '');

/** A state, province or territory from the country's list where it has one; free text otherwise. */
export const regionFits = (a: WithRegion) => countryRules(a.country).regions === null || regionCode(a.country, a.state) !== null;
export const regionMessage = (issue: { input: unknown }) => countryRules(countryOf(issue)).regionMessage;
export const postalGiven = (a: WithPostal) => a.zip !== '';
export const postalRequiredMessage = (issue: { input: unknown }) => countryRules(countryOf(issue)).postalRequired;
/** An empty code is reported by `postalGiven`; this one checks the shape. */
export const postalFits = (a: WithPostal) => a.zip === '' || countryRules(a.country).postalPattern.test(a.zip);
export const postalMessage = (issue: { input: unknown }) => countryRules(countryOf(issue)).postalInvalid;

/** The region as its code ("Delaware" → "DE") and the postal code as the post office writes it. */
export function normalizeAddress<T extends CountryFields>(address: T): T {
  const rules = countryRules(address.country);
  return { ...address, state: regionCode(address.country, address.state) ?? address.state, zip: rules.normalizePostal(address.zip) };
}

/** A shipping address (the JSON shape of orders.shipping_address), checked by its country's rules. */
export const AddressSchema = v.pipe(
  v.object(ADDRESS_ENTRIES),
  v.forward(v.partialCheck([['country'], ['state']], regionFits, regionMessage), ['state']),
  v.forward(v.partialCheck([['country'], ['zip']], postalGiven, postalRequiredMessage), ['zip']),
  v.forward(v.partialCheck([['country'], ['zip']], postalFits, postalMessage), ['zip']),
  v.transform(normalizeAddress),
);
export type Address = v.InferOutput<typeof AddressSchema>;
