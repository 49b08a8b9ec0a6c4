import { Description, Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import type { ReactNode } from 'react';

/** A labelled Headless UI listbox for a fixed list of choices (role, logo position, link kind …). */
export function ListboxField<T extends string>({
  label,
  value,
  options,
  onChange,
  hint,
  errors,
  className = '',
}: {
  label: ReactNode;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: ReactNode;
  errors?: readonly string[] | undefined;
  className?: string;
}) {
  const selected = options.find((option) => option.value === value);
  return (
    <Field className={className}>
      <Label className="mb-1 block text-sm font-medium text-gray-900">{label}</Label>
      <Listbox value={value} onChange={onChange}>
        <ListboxButton
          aria-invalid={errors?.length ? true : undefined}
          className="flex w-full items-center justify-between gap-2 rounded-md border border-gray-400 bg-white px-3 py-2 text-left text-sm text-gray-900 aria-invalid:border-red-700"
        >
          <span>{selected?.label ?? value}</span>
          <span aria-hidden="true" className="text-gray-600">
            ▾
          </span>
        </ListboxButton>
        <ListboxOptions
          anchor="bottom start"
          className="z-50 min-w-(--button-width) rounded-md border border-gray-300 bg-white py-1 text-sm shadow-lg focus:outline-none"
        >
          {options.map((option) => (
            <ListboxOption
              key={option.value}
              value={option.value}
              className="flex cursor-default items-center gap-2 px-3 py-2 text-gray-900 data-focus:bg-blue-100 data-selected:font-semibold"
            >
              <span aria-hidden="true" className="w-4">
                {option.value === value ? '✓' : ''}
              </span>
              {option.label}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      {hint && <Description className="mt-1 text-xs text-gray-700">{hint}</Description>}
      {errors && errors.length > 0 && (
        <Description className="mt-1 text-sm font-medium text-red-700">{errors.join(' ')}</Description>
      )}
    </Field>
  );
}
