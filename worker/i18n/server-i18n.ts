import { I18n, type I18nProps, type MessageDescriptor, type MessageId, type MessageOptions, type Messages, type Values } from '@lingui/core';
import type { Language } from '../../shared/languages.ts';

/** Lingui's own translation, for every message the short way below does not handle. */
const linguiTranslate = I18n.prototype._ as (this: I18n, id: MessageDescriptor | MessageId, values?: Values, options?: MessageOptions) => string;
/** Lingui decodes these in a translated text (its ESCAPE_SEQUENCE_REGEX); such texts go its way. */
const ESCAPE_SEQUENCE = /\\u[a-fA-F0-9]{4}|\\x[a-fA-F0-9]{2}/;

/**
 * Lingui with a short way for the messages a page nearly always asks for: compiled messages made
 * of text and plain `{name}` placeholders. Lingui's `_` runs every compiled message through its
 * interpolator, which builds its plural, number and date formatters per call (about 3% of a
 * server-rendered page's CPU). The short way gives the same text: the pieces joined, a placeholder
 * replaced by its value (from the call, else the instance's variables) and skipped when null;
 * plurals, formats, missing messages and texts with escape sequences take lingui's own way
 * (server-i18n.test.ts compares both for every message of the catalogs).
 * `onLookup` hears every id a translation looks up, as lingui reads it (`_`, `t` and `<Trans>`
 * all come through `_`): the render notes the messages a page used (used-messages.ts).
 */
class PlainFirstI18n extends I18n {
  readonly #onLookup: ((id: string) => void) | undefined;

  constructor(params: I18nProps, onLookup: ((id: string) => void) | undefined) {
    super(params);
    this.#onLookup = onLookup;
  }

  override _(descriptor: MessageDescriptor): string;
  override _(id: MessageId, values?: Values, options?: MessageOptions): string;
  override _(id: MessageDescriptor | MessageId, values?: Values, options?: MessageOptions): string {
    if (!this.locale) return linguiTranslate.call(this, id, values, options); // lingui's error
    // The id lingui looks up: a string, or a descriptor's id ('' for none at all).
    const key = typeof id === 'string' ? id : id ? String(id.id) : '';
    this.#onLookup?.(key);
    const messages = this.messages;
    const tokens: unknown = key && Object.prototype.hasOwnProperty.call(messages, key) ? messages[key] : undefined;
    if (!Array.isArray(tokens)) return linguiTranslate.call(this, id, values, options);
    // Lingui's values: a descriptor's own, else the call's.
    const given = typeof id === 'string' || !id ? values : id.values || values;
    const text = plainText(tokens, given, this.variables);
    if (text !== null) return text;
    // A message of one number (a plural such as "{count, plural, one {# item} other {# items}}"):
    // lingui's text depends only on the message, the language and the number, so each number's
    // text is lingui's own, worked out once.
    const name = onlyPlaceholder(tokens);
    const count = name !== null && given && Object.prototype.hasOwnProperty.call(given, name) ? given[name] : undefined;
    if (typeof count !== 'number' || Object.is(count, -0) || options?.formats !== undefined || this.locales !== undefined) {
      return linguiTranslate.call(this, id, values, options);
    }
    let languages = countTexts.get(tokens);
    if (!languages) countTexts.set(tokens, (languages = new Map()));
    let texts = languages.get(this.locale);
    if (!texts) languages.set(this.locale, (texts = new Map()));
    let counted = texts.get(count);
    if (counted === undefined) {
      counted = linguiTranslate.call(this, id, values, options);
      if (texts.size < KEPT_COUNTS) texts.set(count, counted);
    }
    return counted;
  }
}

/** A compiled message of text and plain placeholders, as lingui writes it; null for anything else. */
function plainText(tokens: readonly unknown[], values: Values | undefined, variables: Record<string, unknown>): string | null {
  let text = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      text += token;
      continue;
    }
    if (!Array.isArray(token) || token.length !== 1 || typeof token[0] !== 'string') return null;
    const value = placeholderValue(token[0], values, variables);
    if (value != null) text += value;
  }
  return ESCAPE_SEQUENCE.test(text) ? null : text;
}

/** Texts of one-number messages kept per message, language and number (at most KEPT_COUNTS numbers each). */
const countTexts = new WeakMap<object, Map<string, Map<number, string>>>();
const KEPT_COUNTS = 200;
/** Per compiled message: the one placeholder it names (branches included), or null. */
const placeholders = new WeakMap<object, string | null>();
/** Formats whose text depends on nothing but the language and the value. */
const PURE_FORMATS = new Set(['plural', 'selectordinal', 'select', 'number']);

function onlyPlaceholder(tokens: readonly unknown[]): string | null {
  let name = placeholders.get(tokens);
  if (name === undefined) {
    const names = new Set<string>();
    name = collectPlaceholders(tokens, names) && names.size === 1 ? [...names][0]! : null;
    placeholders.set(tokens, name);
  }
  return name;
}

/** Adds the message's placeholder names; false when a token is not one the cache can trust. */
function collectPlaceholders(tokens: unknown, names: Set<string>): boolean {
  if (typeof tokens === 'string') return true;
  if (!Array.isArray(tokens)) return false;
  for (const token of tokens as unknown[]) {
    if (typeof token === 'string') continue;
    if (!Array.isArray(token) || typeof token[0] !== 'string') return false;
    names.add(token[0]);
    if (token.length === 1) continue;
    if (typeof token[1] !== 'string' || !PURE_FORMATS.has(token[1])) return false;
    const format: unknown = token[2];
    if (token[1] === 'number') {
      if (format !== undefined && typeof format !== 'string') return false;
    } else {
      if (!format || typeof format !== 'object') return false;
      for (const branch of Object.values(format)) if (!collectPlaceholders(branch, names)) return false;
    }
  }
  return true;
}

/** Lingui's `getValue`: the call's own value, else the instance's variable (called when a function). */
function placeholderValue(name: string, values: Values | undefined, variables: Record<string, unknown>): unknown {
  const own = values && Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
  if (own != null) return own;
  const variable = Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : undefined;
  return typeof variable === 'function' ? (variable as () => unknown)() : variable;
}

/**
 * The lingui instance of one server render: the same texts as client/i18n/create-i18n.ts gives
 * the browser, the short way. Server-only, so the browser's entry does not grow (its JavaScript
 * budget, scripts/budget.mjs). `onLookup` hears every message id a translation looks up.
 */
export function createServerI18n(lang: Language, messages: Messages, onLookup?: (id: string) => void): I18n {
  return new PlainFirstI18n({ locale: lang, messages: { [lang]: messages } }, onLookup);
}
