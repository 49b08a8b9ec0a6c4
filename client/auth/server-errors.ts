import * as v from 'valibot';

const ErrorsSchema = v.object({ errors: v.record(v.string(), v.array(v.string())) });

/** docs/product.md §8: "the server errors map is flattened and each message shown" (or the message). */
export function flattenServerErrors(body: unknown, fallback: string): string[] {
  const parsed = v.safeParse(ErrorsSchema, body);
  const messages = parsed.success ? Object.values(parsed.output.errors).flat() : [];
  return messages.length > 0 ? [...new Set(messages)] : [fallback];
}
