import { ApiError } from '../api/operator-client.ts';

/**
 * A refused form's errors by field: the API's `errors` (dot paths, e.g. `hostnames.1` or
 * `config.settings.primaryColor`) under the form's field names. A path is given to the field it
 * starts with (`hostnames.1` → `hostnames`); what matches no field goes to `form`, with the
 * message when there is nothing else to show.
 */
export function formErrors(error: unknown, fields: readonly string[], prefix = ''): { fields: Record<string, string[]>; form: string[] } {
  if (!(error instanceof ApiError)) return { fields: {}, form: [] };
  const byField: Record<string, string[]> = {};
  const form: string[] = [];
  for (const [rawPath, messages] of Object.entries(error.fieldErrors)) {
    const path = prefix && rawPath.startsWith(prefix) ? rawPath.slice(prefix.length) : rawPath;
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    if (field) (byField[field] ??= []).push(...messages);
    else form.push(...messages);
  }
  if (Object.keys(byField).length === 0 && form.length === 0) form.push(error.message);
  return { fields: byField, form: [...new Set(form)] };
}
