import * as v from 'valibot';
import { isSchema, partOf, pipeOf } from './schema-parts.ts';

const READ_FALLBACK = 'readFallback';

/**
 * Marks a config field whose rule this schema tightened after stores had saved documents, with
 * the rule it had before (`before`). Writes must pass the new rule. On a shopper's read, a stored
 * value the old rule took and the new one refuses is read as the old rule read it when that
 * passes now, else dropped (its default applies), so the store keeps serving; a value neither
 * rule takes still fails the document (docs/decisions/0180-config-strict-on-write-tolerant-on-read.md). Give it an optional schema with a default.
 */
export function readFallback<const TSchema extends v.GenericSchema>(schema: TSchema, before: v.GenericSchema) {
  return v.pipe(schema, v.metadata<v.InferOutput<TSchema>, { readonly [READ_FALLBACK]: v.GenericSchema }>({ [READ_FALLBACK]: before }));
}

/** The rule a `readFallback` field had before, or null for any other schema. */
export function ruleBefore(schema: unknown): v.GenericSchema | null {
  for (const item of pipeOf(schema)) {
    const before = item.type === 'metadata' ? partOf(item.metadata, READ_FALLBACK) : undefined;
    if (isSchema(before)) return before;
  }
  return null;
}
