import { useLingui } from '@lingui/react';
import type { InputField } from '../../../shared/product-detail.ts';
import { FieldError, inputClass } from './field-error.tsx';

/**
 * The custom input fields (docs/product.md §2 and §5): text inputs labelled by the field label;
 * a required one left empty shows its error once touched. Loaded only for products that have them.
 */
export default function InputFieldsForm({
  fields,
  values,
  onChange,
  onBlur,
  shown,
}: {
  fields: InputField[];
  values: Record<number, string>;
  onChange: (id: number, value: string) => void;
  onBlur: (id: number) => void;
  /** Whether a field was touched (or every field, after an invalid submit). */
  shown: (id: number) => boolean;
}) {
  const { _ } = useLingui();
  return (
    <div className="flex flex-col gap-3">
      {fields.map((field) => {
        const id = `input-field-${field.id}`;
        const invalid = field.is_required && shown(field.id) && !(values[field.id] ?? '').trim();
        return (
          <div key={field.id}>
            <label htmlFor={id} className="mb-1 block text-sm font-semibold">
              {field.label}
              {field.is_required && <span aria-hidden="true" className="text-red-700"> *</span>}
            </label>
            <input
              id={id}
              name={`field-${field.id}`}
              type="text"
              value={values[field.id] ?? ''}
              required={field.is_required}
              aria-invalid={invalid}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(e) => onChange(field.id, e.target.value)}
              onBlur={() => onBlur(field.id)}
              maxLength={255}
              className={inputClass}
            />
            <FieldError id={`${id}-error`} message={invalid ? _('{label} is required.', { label: field.label }) : null} />
          </div>
        );
      })}
    </div>
  );
}
