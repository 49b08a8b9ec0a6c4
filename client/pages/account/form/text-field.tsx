import type { ReactNode } from 'react';

/**
 * A labelled input with its error under it (aria-invalid, aria-describedby). `error` is already
 * translated. `children` render below the input (the password checklist).
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
  children?: ReactNode;
}) {
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        name={name ?? id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className={`h-11 rounded-md border px-3 text-base outline-none focus:ring-2 focus:ring-brand ${error ? 'border-red-700' : 'border-gray-400'}`}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
