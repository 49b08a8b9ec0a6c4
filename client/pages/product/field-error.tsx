export const inputClass =
  'w-full rounded-md border px-3 py-2 focus:outline-2 focus:outline-offset-1 focus:outline-brand aria-[invalid=true]:border-red-700';

/** The error line under a form control (linked to it by aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}
