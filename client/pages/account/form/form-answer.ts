import { data } from 'react-router';
import * as v from 'valibot';
import { ApiError } from '../../../api/api-client.ts';
import { flattenServerErrors } from '../../../auth/server-errors.ts';

/**
 * What a refused form post answers its page (docs/decisions/0100-forms-as-route-actions.md):
 * the typed values without the secret ones (passwords are never echoed), field errors as lingui
 * ids of the shared schema, the server's own errors for a field shown beside it
 * (`fieldMessages`, already in the shopper's language), and the server's other messages
 * (`null`: the generic server error, which the page translates; empty: only fields were refused).
 */
export type FormAnswer = {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  fieldMessages?: Record<string, string>;
  messages: string[] | null;
};

export { formFields } from './form-fields.ts';

const withoutSecrets = (values: Record<string, string>, secret: readonly string[]) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !secret.includes(name)));

/** Validates `input` with the API's schema: its output, or the 400 answer with each field's first error. */
export function validateForm<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  values: Record<string, string>,
  secret: readonly string[] = [],
): { output: v.InferOutput<S>; refusal?: undefined } | { output?: undefined; refusal: ReturnType<typeof data<FormAnswer>> } {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return { output: parsed.output };
  const nested = (v.flatten(parsed.issues).nested ?? {}) as Record<string, string[] | undefined>;
  const fieldErrors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(nested)) if (messages?.[0]) fieldErrors[name] = messages[0];
  return { refusal: data<FormAnswer>({ values: withoutSecrets(values, secret), fieldErrors, messages: [] }, 400) };
}

/**
 * The answer to a failed API call: its status and messages (docs/product.md §8: the server's errors
 * map flattened, or its message), or the generic server error for anything else (logged). The
 * server's errors of the fields named in `beside` go next to those fields instead (a password
 * only the server can judge, one too common: docs/decisions/0172).
 */
export function refusedByApi(error: unknown, values: Record<string, string>, secret: readonly string[] = [], what = 'Form post', beside: readonly string[] = []) {
  if (!(error instanceof ApiError)) console.error(`${what} failed`, error);
  const status = error instanceof ApiError && error.status >= 400 ? error.status : 500;
  if (!(error instanceof ApiError) || !error.message) return data<FormAnswer>({ values: withoutSecrets(values, secret), fieldErrors: {}, messages: null }, status);
  const { fieldMessages, rest } = splitFieldErrors(error.body, beside);
  // Everything the server refused is beside its field: nothing more to list.
  const onlyBeside = Object.keys(fieldMessages).length > 0 && Object.keys(rest.errors).length === 0;
  const messages = onlyBeside ? [] : flattenServerErrors(rest, error.message);
  return data<FormAnswer>({ values: withoutSecrets(values, secret), fieldErrors: {}, fieldMessages, messages }, status);
}

/** The first server error of each field in `fields`, and the answer's body without them. */
function splitFieldErrors(body: unknown, fields: readonly string[]): { fieldMessages: Record<string, string>; rest: { errors: Record<string, unknown> } } {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return { fieldMessages: {}, rest: { ...(body as object), errors: {} } };
  const fieldMessages: Record<string, string> = {};
  const others: Record<string, unknown> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages[0] : undefined;
    if (fields.includes(field) && typeof first === 'string') fieldMessages[field] = first;
    else others[field] = messages;
  }
  return { fieldMessages, rest: { ...(body as object), errors: others } };
}
