/** The multi-line message of the contact form, labelled, with its error under it. */
export function MessageField({
  id,
  name,
  label,
  value,
  error,
  autoFocus,
  onChange,
  onBlur,
}: {
  id: string;
  /** The field's name in the posted form (default: the id). */
  name?: string;
  label: string;
  value: string;
  error?: string | undefined;
  autoFocus?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name ?? id}
        rows={6}
        value={value}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className={`min-h-32 rounded-md border px-3 py-2 text-base outline-none focus:ring-2 focus:ring-brand ${error ? 'border-red-700' : 'border-gray-400'}`}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
