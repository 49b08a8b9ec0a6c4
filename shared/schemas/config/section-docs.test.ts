import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageSectionSchema, SECTION_TYPES } from '../storefront-config.ts';
import { entriesOf } from './schema-parts.ts';

/** The section table of the operator API docs: component → its content fields. */
function documentedFields(): Map<string, string[]> {
  const docs = readFileSync(join(import.meta.dirname, '../../../docs/api.md'), 'utf8');
  const rows = [...docs.matchAll(/^\s*\| ([A-Z_]+) \| ([^|]+) \|$/gm)];
  return new Map(rows.map(([, component = '', fields = '']) => [component, fields.split(',').map((field) => field.trim())]));
}

/** Each component's content fields, as the schema declares them (what a form would be built from). */
function declaredFields(): Map<string, string[]> {
  return new Map(
    PageSectionSchema.options.map((option) => [option.entries.component.literal, Object.keys(entriesOf(option.entries.content) ?? {})]),
  );
}

describe('page sections in docs/api.md', () => {
  it('list each component with the content fields its schema declares', () => {
    const documented = documentedFields();
    expect([...documented.keys()].sort()).toEqual([...SECTION_TYPES].sort());
    for (const [component, fields] of declaredFields()) expect(documented.get(component)?.sort(), component).toEqual([...fields].sort());
  });
});
