import * as v from 'valibot';
import { ruleBefore } from './read-fallback.ts';
import { entriesOf, isPlainObject, isSchema, itemOf, optionFor, wrappedOf } from './schema-parts.ts';

type Path = readonly (string | number)[];

/**
 * `value` as the schema reads a stored document: keys its objects do not know are left out, and a
 * `readFallback` field whose stored value only the rule before takes is read as that rule read it,
 * or left out (its default applies); each is named in `notes`. It follows the schema, so it
 * goes no deeper than the schema.
 */
export function tidyStored(schema: unknown, value: unknown, notes: string[], path: Path = []): unknown {
  const wrapped = wrappedOf(schema);
  if (wrapped !== null) return value === undefined || value === null ? value : tidyStored(wrapped, value, notes, path);
  const option = optionFor(schema, value);
  if (option !== null) return tidyStored(option, value, notes, path);
  const item = itemOf(schema);
  if (item !== null) return Array.isArray(value) ? value.map((element, index) => tidyStored(item, element, notes, [...path, index])) : value;
  const entries = entriesOf(schema);
  if (entries === null || !isPlainObject(value)) return value;
  const kept: [string, unknown][] = [];
  for (const [key, field] of Object.entries(value)) {
    const fieldPath = [...path, key].join('.');
    const entry = Object.hasOwn(entries, key) ? entries[key] : undefined;
    if (entry === undefined) {
      notes.push(`${fieldPath}: unknown key`);
      continue;
    }
    const tidied = tidyStored(entry, field, notes, [...path, key]);
    const before = ruleBefore(entry);
    if (before && isSchema(entry) && !v.is(entry, tidied)) {
      const asBefore = v.safeParse(before, tidied);
      if (asBefore.success && v.is(entry, asBefore.output)) {
        notes.push(`${fieldPath}: read as before`);
        kept.push([key, asBefore.output]);
        continue;
      }
      if (asBefore.success) {
        notes.push(`${fieldPath}: no longer valid, its default applies`);
        continue;
      }
    }
    kept.push([key, tidied]);
  }
  // fromEntries defines own properties: a stored "__proto__" key never becomes a prototype.
  return Object.fromEntries(kept);
}

/**
 * Parses a stored document (or one the server sent) tolerantly: what `tidyStored` leaves out
 * does not fail it (docs/decisions/0180-config-strict-on-write-tolerant-on-read.md). Everything else the schema refuses still does.
 */
export function parseTolerantly<const TSchema extends v.GenericSchema>(schema: TSchema, value: unknown) {
  const notes: string[] = [];
  const result = v.safeParse(schema, tidyStored(schema, value, notes));
  return { result, notes };
}

/** `schema`, reading its input as `parseTolerantly` does: for documents the server sent the browser. */
export function tolerant<const TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => tidyStored(schema, value, [])),
    schema,
  );
}
