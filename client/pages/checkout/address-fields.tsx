import { useLingui } from '@lingui/react';
import { SHIPPING_COUNTRIES } from '../../../shared/orders/countries.ts';
import { TextField } from '../account/form/text-field.tsx';
import type { CheckoutValues } from './checkout-draft.ts';

type Field = keyof CheckoutValues;

/** The shipping address fields with their labels and errors (errors are already translated). */
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
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  } catch {
    names = null;
  }
  const text = (field: Field, label: string, autoComplete: string) => (
    <TextField id={`checkout-${field}`} name={field} label={label} value={values[field]} error={error(field)} autoComplete={autoComplete} onChange={(value) => set(field, value)} onBlur={() => touch(field)} />
  );
  const countryError = error('country');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('first_name', _('First name'), 'shipping given-name')}
      {text('last_name', _('Last name'), 'shipping family-name')}
      <div className="sm:col-span-2">{text('address1', _('Street address'), 'shipping address-line1')}</div>
      <div className="sm:col-span-2">{text('address2', _('Apartment, suite, etc. (optional)'), 'shipping address-line2')}</div>
      {text('city', _('City'), 'shipping address-level2')}
      {text('state', _('State / province'), 'shipping address-level1')}
      {text('zip', _('ZIP / postal code'), 'shipping postal-code')}
      <div className="flex flex-col gap-1">
        <label htmlFor="checkout-country" className="text-sm font-medium text-gray-800">
          {_('Country')}
        </label>
        <select
          id="checkout-country"
          name="country"
          value={values.country}
          autoComplete="shipping country"
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? 'checkout-country-error' : undefined}
          onChange={(event) => set('country', event.target.value)}
          onBlur={() => touch('country')}
          className="h-11 rounded-md border border-gray-400 bg-white px-3"
        >
          {SHIPPING_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {names?.of(code) ?? code}
            </option>
          ))}
        </select>
        {countryError && (
          <p id="checkout-country-error" className="text-sm text-red-700">
            {countryError}
          </p>
        )}
      </div>
      <div className="sm:col-span-2">{text('phone', _('Phone (optional)'), 'shipping tel')}</div>
    </div>
  );
}
