import { useLingui } from '@lingui/react';
import { countryRules, regionCode, SHIPPING_COUNTRIES } from '../../../shared/address/address-countries.ts';
import { countryDisplayName } from '../../../shared/address/format-address.ts';
import { TextField } from '../account/form/text-field.tsx';
import type { FieldProps } from '../account/form/use-schema-form.ts';
import type { CheckoutValues } from './checkout-draft.ts';

type Field = keyof CheckoutValues;

type CheckoutForm = { values: CheckoutValues; field: (name: Field) => FieldProps; set: (field: Field, value: string) => void };

/** The checkout's fields (the cart's and a kit's): the contact e-mail, then the shipping address when the order ships. */
export function CheckoutFields({ form, ships = true }: { form: CheckoutForm; ships?: boolean }) {
  const { _ } = useLingui();
  return (
    <>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-xl font-semibold">{_('Contact')}</legend>
        <TextField id="checkout-email" label={_('Email')} type="email" autoComplete="email" {...form.field('email')} />
      </fieldset>
      {ships && (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-xl font-semibold">{_('Shipping address')}</legend>
          <AddressFields form={form} />
        </fieldset>
      )}
    </>
  );
}

/**
 * The shipping address fields, shaped by the chosen country (shared/address/): a state,
 * province or territory from the list where the country has one (US, Canada, Australia), else
 * an optional region; the postal code under the country's own name (ZIP code, Postcode, …).
 * Without JavaScript a changed country takes effect when the form is posted: the page comes back
 * with that country's fields and messages. Errors are already translated.
 */
function AddressFields({ form: { values, field, set } }: { form: CheckoutForm }) {
  const { _, i18n } = useLingui();
  const rules = countryRules(values.country);
  const text = (name: Field, label: string, autoComplete: string) => <TextField id={`checkout-${name}`} label={label} autoComplete={autoComplete} {...field(name)} />;
  const countries = SHIPPING_COUNTRIES.map((code) => ({ value: code, label: countryDisplayName(code, i18n.locale) }));
  const country = field('country');
  // A state of the old country's list means nothing in the new one.
  const setCountry = (code: string) => {
    country.onChange(code);
    if (countryRules(code).regions && regionCode(code, values.state) === null) set('state', '');
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField id="checkout-country" label={_('Country')} autoComplete="shipping country" options={countries} {...country} onChange={setCountry} />
      </div>
      {text('first_name', _('First name'), 'shipping given-name')}
      {text('last_name', _('Last name'), 'shipping family-name')}
      <div className="sm:col-span-2">{text('address1', _('Street address'), 'shipping address-line1')}</div>
      <div className="sm:col-span-2">{text('address2', _('Apartment, suite, etc. (optional)'), 'shipping address-line2')}</div>
      {text('city', _('City'), 'shipping address-level2')}
      {rules.regions ? (
        <TextField
          id="checkout-state"
          label={_(rules.regionLabel)}
          autoComplete="shipping address-level1"
          options={rules.regions.map((region) => ({ value: region.code, label: region.name }))}
          placeholder={_('Choose…')}
          {...field('state')}
        />
      ) : (
        text('state', _(rules.regionLabel), 'shipping address-level1')
      )}
      {text('zip', _(rules.postalLabel), 'shipping postal-code')}
      <div className="sm:col-span-2">{text('phone', _('Phone (optional)'), 'shipping tel')}</div>
    </div>
  );
}
