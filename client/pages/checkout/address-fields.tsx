import { useLingui } from '@lingui/react';
import { countryRules, regionCode, SHIPPING_COUNTRIES } from '../../../shared/address/address-countries.ts';
import { countryDisplayName } from '../../../shared/address/format-address.ts';
import { TextField } from '../account/form/text-field.tsx';
import type { CheckoutValues } from './checkout-draft.ts';

type Field = keyof CheckoutValues;

const selectClass = 'h-11 rounded-md border bg-white px-3 text-base outline-none focus:ring-2 focus:ring-brand';

/** A labelled select with its error (the country, a state from the list). */
function SelectField({
  field,
  label,
  value,
  error,
  autoComplete,
  options,
  placeholder,
  set,
  touch,
}: {
  field: Field;
  label: string;
  value: string;
  error: string | undefined;
  autoComplete: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  set: (field: Field, value: string) => void;
  touch: (field: Field) => void;
}) {
  const id = `checkout-${field}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        name={field}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => set(field, event.target.value)}
        onBlur={() => touch(field)}
        className={`${selectClass} ${error ? 'border-red-700' : 'border-gray-400'}`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The shipping address fields, shaped by the chosen country (shared/address/): a state,
 * province or territory from the list where the country has one (US, Canada, Australia), else
 * an optional region; the postal code under the country's own name (ZIP code, Postcode, …).
 * Without JavaScript a changed country takes effect when the form is posted: the page comes back
 * with that country's fields and messages. Errors are already translated.
 */
export function AddressFields({
  values,
  error,
  set,
  touch,
}: {
  values: CheckoutValues;
  error: (field: Field) => string | undefined;
  set: (field: Field, value: string) => void;
  touch: (field: Field) => void;
}) {
  const { _, i18n } = useLingui();
  const rules = countryRules(values.country);
  const text = (field: Field, label: string, autoComplete: string) => (
    <TextField id={`checkout-${field}`} name={field} label={label} value={values[field]} error={error(field)} autoComplete={autoComplete} onChange={(value) => set(field, value)} onBlur={() => touch(field)} />
  );
  const countries = SHIPPING_COUNTRIES.map((code) => ({ value: code, label: countryDisplayName(code, i18n.locale) }));
  // A state of the old country's list means nothing in the new one.
  const setCountry = (field: Field, country: string) => {
    set(field, country);
    if (countryRules(country).regions && regionCode(country, values.state) === null) set('state', '');
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <SelectField field="country" label={_('Country')} value={values.country} error={error('country')} autoComplete="shipping country" options={countries} set={setCountry} touch={touch} />
      </div>
      {text('first_name', _('First name'), 'shipping given-name')}
      {text('last_name', _('Last name'), 'shipping family-name')}
      <div className="sm:col-span-2">{text('address1', _('Street address'), 'shipping address-line1')}</div>
      <div className="sm:col-span-2">{text('address2', _('Apartment, suite, etc. (optional)'), 'shipping address-line2')}</div>
      {text('city', _('City'), 'shipping address-level2')}
      {rules.regions ? (
        <SelectField
          field="state"
          label={_(rules.regionLabel)}
          value={values.state}
          error={error('state')}
          autoComplete="shipping address-level1"
          options={rules.regions.map((region) => ({ value: region.code, label: region.name }))}
          placeholder={_('Choose…')}
          set={set}
          touch={touch}
        />
      ) : (
        text('state', _(rules.regionLabel), 'shipping address-level1')
      )}
      {text('zip', _(rules.postalLabel), 'shipping postal-code')}
      <div className="sm:col-span-2">{text('phone', _('Phone (optional)'), 'shipping tel')}</div>
    </div>
  );
}
