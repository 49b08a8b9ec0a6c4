import type { ReactNode } from 'react';

const CONTROL = 'rounded-md border px-3 text-base outline-none focus:ring-2 focus:ring-brand';

/**
 * A labelled input with its error under it (aria-invalid, aria-describedby): a line of text, a
 * message of several `rows`, or a choice of `options` (with a `placeholder` for none). `error` is
 * already translated. `children` render below the input (the password checklist, a hint).
 */
export function TextField({
  id,
  name,
  label,
  type = 'text',
  value,
  error,
  autoComplete,
  autoFocus,
  onChange,
  onBlur,
  describedBy,
  rows,
  options,
  placeholder,
  children,
}: {
  id: string;
  /** The field's name in the posted form (default: the id). */
  name?: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value: string;
  error?: string | undefined;
  autoComplete?: string;
  autoFocus?: boolean;
  onChange: (value: string) => void;
  onBlur?: () => void;
  describedBy?: string;
  rows?: number;
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
  children?: ReactNode;
}) {
  const errorId = `${id}-error`;
  const control = {
    id,
    name: name ?? id,
    value,
    autoComplete,
    autoFocus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur,
    className: `${CONTROL} ${error ? 'border-red-700' : 'border-gray-400'}`,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {options ? (
        <select {...control} className={`h-11 bg-white ${control.className}`}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : rows ? (
        <textarea {...control} rows={rows} className={`min-h-32 py-2 ${control.className}`} />
      ) : (
        <input {...control} type={type} className={`h-11 ${control.className}`} />
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
