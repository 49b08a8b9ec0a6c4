import { flatten, safeParse, type GenericSchema } from 'valibot';

/** What a form's values are worth to its schema: the output when valid, else each field's first message (a lingui id). */
export type FieldCheck = { output: unknown; success: boolean; errors: Record<string, string> };

/**
 * Checks a form's values with a valibot schema from shared/. Loaded by use-schema-form.ts when a
 * form is first used (focus, input, submit), never with the page: valibot is not part of a form
 * page's first load (docs/decisions/0149-form-rules-on-first-use.md).
 */
export function checkFields(schema: GenericSchema, values: Record<string, string>): FieldCheck {
  const result = safeParse(schema, values);
  if (result.success) return { output: result.output, success: true, errors: {} };
  const errors: Record<string, string> = {};
  const nested = (flatten(result.issues).nested ?? {}) as Record<string, string[] | undefined>;
  for (const [field, messages] of Object.entries(nested)) if (messages?.[0]) errors[field] = messages[0];
  return { output: null, success: false, errors };
}
