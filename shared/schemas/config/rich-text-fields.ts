import { RICH_TEXT } from './rich-text.ts';
import { entriesOf, isPlainObject, itemOf, optionFor, optionsOf, partOf, pipeOf, wrappedOf } from './schema-parts.ts';

function isRichTextSchema(schema: unknown): boolean {
  return pipeOf(schema).some((item) => item.type === 'brand' && item.name === RICH_TEXT);
}

/** The schemas a schema is made of (wrapped, item, entries, options). */
function partsOf(schema: unknown): unknown[] {
  return [wrappedOf(schema), itemOf(schema), ...Object.values(entriesOf(schema) ?? {}), ...optionsOf(schema)].filter((part) => part !== null);
}

const holdsRichText = new WeakMap<object, boolean>();

/** Whether any field under this schema is rich text (remembered per schema object). */
function containsRichText(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  let known = holdsRichText.get(schema);
  if (known === undefined) {
    known = isRichTextSchema(schema) || partsOf(schema).some(containsRichText);
    holdsRichText.set(schema, known);
  }
  return known;
}

function mapped(schema: unknown, value: unknown, change: (html: string) => string): unknown {
  if (!containsRichText(schema) || value === undefined || value === null) return value;
  if (isRichTextSchema(schema)) return typeof value === 'string' ? change(value) : value;
  const wrapped = wrappedOf(schema);
  if (wrapped !== null) return mapped(wrapped, value, change);
  const option = optionFor(schema, value);
  if (option !== null) return mapped(option, value, change);
  // A union of rich text and other forms (a text per language, ADR 0270): a string is its rich-text form.
  const richOption = typeof value === 'string' ? optionsOf(schema).find(isRichTextSchema) : undefined;
  if (richOption !== undefined) return mapped(richOption, value, change);
  const item = itemOf(schema);
  if (item !== null) return Array.isArray(value) ? value.map((element) => mapped(item, element, change)) : value;
  const entries = entriesOf(schema);
  if (entries === null || !isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, Object.hasOwn(entries, key) ? mapped(entries[key], field, change) : field]));
}

/**
 * `value` (a parsed document of `schema`) with every rich-text field, wherever the schema puts
 * one, replaced by `change(html)`; the rest is shared, not copied. The server passes its sanitiser.
 */
export function mapRichText<T>(schema: unknown, value: T, change: (html: string) => string): T {
  const result = mapped(schema, value, change);
  // Same shape as `value`: only rich-text strings were replaced by strings.
  return result as T;
}

/**
 * Where a schema holds rich text, as readable paths (`pages[].sections[TEXT_AREA].content.text`),
 * for tests and docs: a new rich-text field shows up here, and so in the tests that walk it.
 */
export function richTextPaths(schema: unknown, path = ''): string[] {
  if (!containsRichText(schema)) return [];
  if (isRichTextSchema(schema)) return [path];
  const wrapped = wrappedOf(schema);
  if (wrapped !== null) return richTextPaths(wrapped, path);
  const item = itemOf(schema);
  if (item !== null) return richTextPaths(item, `${path}[]`);
  const options = optionsOf(schema);
  if (options.length > 0) {
    const key = partOf(schema, 'key');
    return options.flatMap((option) => {
      const tag = typeof key === 'string' ? `${key}=${String(partOf(entriesOf(option)?.[key], 'literal'))}` : '';
      return richTextPaths(option, tag ? `${path.replace(/\[\]$/, '')}[${tag}]` : path);
    });
  }
  return Object.entries(entriesOf(schema) ?? {}).flatMap(([key, entry]) => richTextPaths(entry, path ? `${path}.${key}` : key));
}
