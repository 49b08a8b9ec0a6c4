import type { Language } from '../../languages.ts';
import { LOCALIZED, textFor, type LocalizedText, type ResolvedTexts } from './localized-text.ts';
import { entriesOf, isPlainObject, itemOf, optionFor, optionsOf, partOf, pipeOf, wrappedOf } from './schema-parts.ts';

function isLocalizedSchema(schema: unknown): boolean {
  return pipeOf(schema).some((item) => item.type === 'metadata' && partOf(item.metadata, LOCALIZED) === true);
}

/** The schemas a schema is made of (wrapped, item, entries, options). */
function partsOf(schema: unknown): unknown[] {
  return [wrappedOf(schema), itemOf(schema), ...Object.values(entriesOf(schema) ?? {}), ...optionsOf(schema)].filter((part) => part !== null);
}

const holdsLocalized = new WeakMap<object, boolean>();

/** Whether any field under this schema is a localized text (remembered per schema object). */
function containsLocalized(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  let known = holdsLocalized.get(schema);
  if (known === undefined) {
    known = isLocalizedSchema(schema) || partsOf(schema).some(containsLocalized);
    holdsLocalized.set(schema, known);
  }
  return known;
}

/** Calls `visit` with every localized text of `value`, a parsed document of `schema`; answers `value` with each replaced by what `visit` answers. */
function walk(schema: unknown, value: unknown, visit: (text: LocalizedText) => unknown): unknown {
  if (!containsLocalized(schema) || value === undefined || value === null) return value;
  if (isLocalizedSchema(schema)) return typeof value === 'string' || isPlainObject(value) ? visit(value as LocalizedText) : value;
  const wrapped = wrappedOf(schema);
  if (wrapped !== null) return walk(wrapped, value, visit);
  const option = optionFor(schema, value);
  if (option !== null) return walk(option, value, visit);
  const item = itemOf(schema);
  if (item !== null) {
    if (!Array.isArray(value)) return value;
    const elements = value.map((element) => walk(item, element, visit));
    return elements.some((element, index) => element !== value[index]) ? elements : value;
  }
  const entries = entriesOf(schema);
  if (entries === null || !isPlainObject(value)) return value;
  let changed = false;
  const result = Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      const next = Object.hasOwn(entries, key) ? walk(entries[key], field, visit) : field;
      if (next !== field) changed = true;
      return [key, next];
    }),
  );
  // What holds no per-language text is shared, not copied.
  return changed ? result : value;
}

/**
 * `value` (a parsed document of `schema`) with every localized text, wherever the schema puts
 * one, resolved to `lang` (textFor: else the store's default language, else the first written).
 * What holds none is shared, not copied.
 */
export function resolveTexts<T>(schema: unknown, value: T, lang: Language, defaultLang: Language): ResolvedTexts<T> {
  const result = walk(schema, value, (text) => textFor(text, lang, defaultLang));
  // Same shape as `value`, each localized text (string or per-language object) now a string.
  return result as ResolvedTexts<T>;
}

/** Whether `value` (a parsed document of `schema`) has any text written per language (not one plain string). */
export function hasTextsByLanguage(schema: unknown, value: unknown): boolean {
  let found = false;
  walk(schema, value, (text) => {
    if (typeof text !== 'string') found = true;
    return text;
  });
  return found;
}

/** Where a schema holds localized texts, as readable paths (`menu[].label`), for tests and docs. */
export function localizedPaths(schema: unknown, path = ''): string[] {
  if (!containsLocalized(schema)) return [];
  if (isLocalizedSchema(schema)) return [path];
  const wrapped = wrappedOf(schema);
  if (wrapped !== null) return localizedPaths(wrapped, path);
  const item = itemOf(schema);
  if (item !== null) return localizedPaths(item, `${path}[]`);
  const options = optionsOf(schema);
  if (options.length > 0) {
    const key = partOf(schema, 'key');
    return options.flatMap((option) => {
      const tag = typeof key === 'string' ? `${key}=${String(partOf(entriesOf(option)?.[key], 'literal'))}` : '';
      return localizedPaths(option, tag ? `${path.replace(/\[\]$/, '')}[${tag}]` : path);
    });
  }
  return Object.entries(entriesOf(schema) ?? {}).flatMap(([key, entry]) => localizedPaths(entry, path ? `${path}.${key}` : key));
}
