import type { Context } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { MAX_JSON_DEPTH, pathTooDeep } from './json-depth.ts';

/** A message about the field at its path ("must be …", "unknown key"), not a sentence of its own. */
const FIELD_FRAGMENT = /^(must |unknown key)/;

/** The first problem of a failed parse, as a sentence a person can act on. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'The request is not valid.';
  const path = v.getDotPath(first);
  // A missing key: valibot's default text names the expectation, a person needs the field.
  if (first.kind === 'schema' && first.input === undefined && path) return `${path} is required.`;
  if (path && FIELD_FRAGMENT.test(first.message)) return `${path}: ${first.message}${/[.)]$/.test(first.message) ? '' : '.'}`;
  return first.message.includes(' ') || !path ? first.message : `${path}: ${first.message}`;
}

/** The 400 answer's body of a failed parse: the first problem as a sentence, and every field's. */
export function invalidBody(issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) {
  return { message: describeIssues(issues), errors: v.flatten(issues).nested ?? {} };
}

/** The 400 answer's body of a JSON body nested too deep to validate (json-depth.ts). */
function tooDeepBody(path: (string | number)[]) {
  const field = path.join('.');
  const problem = `must not nest deeper than ${MAX_JSON_DEPTH} levels of objects and lists`;
  return { message: `${field}: ${problem}.`, errors: { [field]: [problem] } };
}

function parseOr400<S extends v.GenericSchema>(schema: S, value: unknown, c: Context) {
  const result = v.safeParse(schema, value);
  if (!result.success) return c.json(invalidBody(result.issues), 400);
  return result.output as v.InferOutput<S>;
}

/** A query string as the query schemas read it: key[]=a&key[]=b (or a repeated key) as a list. */
export type QueryRecord = Record<string, string | string[]>;

export function queryRecord(params: URLSearchParams): QueryRecord {
  const query: QueryRecord = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    if (key.endsWith('[]')) query[key.slice(0, -2)] = values;
    else query[key] = values.length > 1 ? values : values[0]!;
  }
  return query;
}

/** Validates the query string (arrays as key[]=a&key[]=b or repeated keys) with a valibot schema. */
export function validQuery<S extends v.GenericSchema>(schema: S) {
  return validator('query', (_value, c) => parseOr400(schema, queryRecord(new URL(c.req.url).searchParams), c));
}

/**
 * Validates a JSON body with a valibot schema; malformed JSON is a 400 too, and so is a body
 * nested deeper than any API takes, checked before the schema recurses into it.
 */
export function validJson<S extends v.GenericSchema>(schema: S) {
  return validator('json', (value, c) => {
    const tooDeep = pathTooDeep(value);
    if (tooDeep) return c.json(tooDeepBody(tooDeep), 400);
    return parseOr400(schema, value, c);
  });
}
