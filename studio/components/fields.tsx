import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** The messages under a field: a hint, then its errors (announced with the field: aria-describedby). */
function FieldMessages({ hintId, errorId, hint, errors }: { hintId: string; errorId: string; hint?: ReactNode; errors?: readonly string[] | undefined }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-gray-700">
          {hint}
        </p>
      )}
      {errors && errors.length > 0 && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {errors.join(' ')}
        </p>
      )}
    </>
  );
}

const describedBy = (hint: unknown, errors: readonly string[] | undefined, hintId: string, errorId: string) =>
  [hint ? hintId : '', errors?.length ? errorId : ''].filter(Boolean).join(' ') || undefined;

export const INPUT_CLASS =
  'block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-sm text-gray-900 aria-invalid:border-red-700 aria-invalid:bg-red-50 disabled:bg-gray-100';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  errors?: readonly string[] | undefined;
  /** Extra content after the input (a colour swatch, a warning). */
  after?: ReactNode;
};

/** A labelled text input with its hint and errors beside it. */
export function TextField({ label, value, onChange, hint, errors, after, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-900">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(hint, errors, hintId, errorId)}
        className={INPUT_CLASS}
        {...rest}
      />
      {after}
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} errors={errors} />
    </div>
  );
}

/** A whole number field; an empty field is `undefined` (the setting's default). */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  hint,
  errors,
}: {
  label: ReactNode;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  hint?: ReactNode;
  errors?: readonly string[] | undefined;
}) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={value === undefined ? '' : String(value)}
      onChange={(text) => onChange(text.trim() === '' ? undefined : Number(text))}
      hint={hint}
      errors={errors}
    />
  );
}

/** A checkbox with its label to the right, and its hint and errors below. */
export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
  errors,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  errors?: readonly string[] | undefined;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={describedBy(hint, errors, hintId, errorId)}
          aria-invalid={errors?.length ? true : undefined}
          className="size-4 rounded border-gray-500 accent-blue-700"
        />
        <label htmlFor={id} className="min-w-0 text-sm font-medium text-gray-900">
          {label}
        </label>
      </div>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} errors={errors} />
    </div>
  );
}

/** A labelled native select for short fixed lists inside forms. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  hint,
  errors,
}: {
  label: ReactNode;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: ReactNode;
  errors?: readonly string[] | undefined;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        aria-describedby={describedBy(hint, errors, hintId, errorId)}
        aria-invalid={errors?.length ? true : undefined}
        className={INPUT_CLASS}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} errors={errors} />
    </div>
  );
}

/** Errors of a form that belong to no field of it (shown at its top). */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
