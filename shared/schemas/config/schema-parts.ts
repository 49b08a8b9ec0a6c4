import type { GenericSchema } from 'valibot';

/**
 * valibot keeps a schema's parts as plain properties (`entries`, `item`, `wrapped`, `options`,
 * `key`, `pipe`); the config walkers (read-tolerantly.ts, rich-text-fields.ts) read them here,
 * checked at run time, so a schema kind they do not know is a leaf, never a crash.
 */

export function partOf(schema: unknown, name: string): unknown {
  return typeof schema === 'object' && schema !== null ? Reflect.get(schema, name) : undefined;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object schema's entries (object, strict_object, loose_object; piped ones too), else null. */
export function entriesOf(schema: unknown): Record<string, unknown> | null {
  const type = partOf(schema, 'type');
  const entries = partOf(schema, 'entries');
  return (type === 'object' || type === 'strict_object' || type === 'loose_object') && isPlainObject(entries) ? entries : null;
}

/** The item schema of an array schema, else null. */
export function itemOf(schema: unknown): unknown {
  return partOf(schema, 'type') === 'array' ? (partOf(schema, 'item') ?? null) : null;
}

const WRAPPERS = new Set(['optional', 'exact_optional', 'nullable', 'nullish', 'undefinedable', 'non_optional', 'non_nullable', 'non_nullish']);

/** The schema an optional / nullable / nullish … schema wraps, else null. */
export function wrappedOf(schema: unknown): unknown {
  return WRAPPERS.has(String(partOf(schema, 'type'))) ? (partOf(schema, 'wrapped') ?? null) : null;
}

/** The options of a union or variant schema ([] for any other). */
export function optionsOf(schema: unknown): unknown[] {
  const type = partOf(schema, 'type');
  const options = partOf(schema, 'options');
  return (type === 'union' || type === 'variant') && Array.isArray(options) ? options : [];
}

/**
 * The option a value takes in a variant (by its discriminator) or a union (the first object
 * option for an object value); null when none fits or the schema is neither.
 */
export function optionFor(schema: unknown, value: unknown): unknown {
  const type = partOf(schema, 'type');
  if (!isPlainObject(value)) return null;
  if (type === 'variant') {
    const key = partOf(schema, 'key');
    if (typeof key !== 'string') return null;
    return optionsOf(schema).find((option) => partOf(entriesOf(option)?.[key], 'literal') === value[key]) ?? null;
  }
  if (type === 'union') return optionsOf(schema).find((option) => entriesOf(option) !== null) ?? null;
  return null;
}

/** The metadata objects and brand names in a schema's pipe. */
export function pipeOf(schema: unknown): { type: unknown; name: unknown; metadata: unknown }[] {
  const pipe = partOf(schema, 'pipe');
  if (!Array.isArray(pipe)) return [];
  return pipe.map((item: unknown) => ({ type: partOf(item, 'type'), name: partOf(item, 'name'), metadata: partOf(item, 'metadata') }));
}

/** A valibot schema (what `v.is` and `v.safeParse` take). */
export function isSchema(value: unknown): value is GenericSchema {
  return partOf(value, 'kind') === 'schema' && typeof partOf(value, '~run') === 'function';
}
