import type { Context } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';

/** The first problem of a failed parse, as a sentence a person can act on. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'The request is not valid.';
  const path = v.getDotPath(first);
  // A missing key: valibot's default text names the expectation, a person needs the field.
  if (first.kind === 'schema' && first.input === undefined && path) return `${path} is required.`;
  return first.message.includes(' ') || !path ? first.message : `${path}: ${first.message}`;
}

function parseOr400<S extends v.GenericSchema>(schema: S, value: unknown, c: Context) {
  const result = v.safeParse(schema, value);
  if (!result.success) return c.json({ message: describeIssues(result.issues), errors: v.flatten(result.issues).nested ?? {} }, 400);
  return result.output as v.InferOutput<S>;
}

/** Validates the query string (arrays as key[]=a&key[]=b or repeated keys) with a valibot schema. */
export function validQuery<S extends v.GenericSchema>(schema: S) {
  return validator('query', (_value, c) => {
    const url = new URL(c.req.url);
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key);
      if (key.endsWith('[]')) query[key.slice(0, -2)] = values;
      else query[key] = values.length > 1 ? values : values[0]!;
    }
    return parseOr400(schema, query, c);
  });
}

/** Validates a JSON body with a valibot schema; malformed JSON is a 400 too. */
export function validJson<S extends v.GenericSchema>(schema: S) {
  return validator('json', (value, c) => parseOr400(schema, value, c));
}
