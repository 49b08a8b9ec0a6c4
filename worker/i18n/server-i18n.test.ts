import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createServerI18n as createI18n } from './server-i18n.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import { compiledCatalog } from './catalogs.ts';
import { recordingMessages } from './used-messages.ts';

/** Every placeholder name of a compiled message (plural and select branches included). */
function placeholderNames(tokens: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(tokens)) return names;
  for (const token of tokens) {
    if (!Array.isArray(token)) continue;
    if (typeof token[0] === 'string') names.add(token[0]);
    if (token[2] && typeof token[2] === 'object') for (const branch of Object.values(token[2] as object)) placeholderNames(branch, names);
  }
  return names;
}

/** Lingui's own instance, as createI18n made it before the short way. */
const lingui = (lang: string, messages: Messages) => setupI18n({ locale: lang, messages: { [lang]: messages } });

describe('the server render\'s lingui translates as lingui does', () => {
  it.each(LANGUAGES)('every message of the %s catalog, as an id and as a descriptor, with text, number, empty and missing values', (lang) => {
    const catalog = compiledCatalog(lang);
    const ours = createI18n(lang, catalog);
    const theirs = lingui(lang, catalog);
    for (const [id, tokens] of Object.entries(catalog)) {
      const names = [...placeholderNames(tokens)];
      const valueSets = [
        Object.fromEntries(names.map((name) => [name, `<${name}>`])),
        Object.fromEntries(names.map((name, index) => [name, index + 1])),
        Object.fromEntries(names.map((name) => [name, ''])),
        Object.fromEntries(names.map((name) => [name, null])),
        {},
      ];
      for (const values of valueSets) {
        expect(ours._(id, values)).toBe(theirs._(id, values));
        expect(ours._({ id, values })).toBe(theirs._({ id, values }));
        expect(ours.t(id, values)).toBe(theirs.t(id, values));
      }
      expect(ours._(id)).toBe(theirs._(id));
    }
  });

  it('uses the instance variables, escape sequences, missing ids and a descriptor message as lingui does', () => {
    const messages: Messages = {
      hello: ['Hello ', ['name'], '!'],
      escaped: ['Caf', ['accent']],
      literal: ['\\u0041 and \\x42'],
      plural: [['count', 'plural', { one: ['#', ' item'], other: ['#', ' items'] }]],
      empty: [],
    };
    const ours = createI18n('en', messages);
    const theirs = lingui('en', messages);
    for (const i18n of [ours, theirs]) i18n.setVariables({ name: () => 'from a variable', accent: '\\u00e9' });
    for (const [id, values] of [
      ['hello', undefined],
      ['hello', { name: 'Ann' }],
      ['hello', { name: 0 }],
      ['escaped', undefined],
      ['literal', undefined],
      ['plural', { count: 2 }],
      ['empty', undefined],
      ['Not in the catalog {name}', { name: 'x' }],
      ['constructor', undefined],
      ['toString', undefined],
      ['__proto__', undefined],
    ] as const) {
      expect(ours._(id, values)).toBe(theirs._(id, values));
    }
    expect(ours._({ id: 'absent', message: 'Fallback text' })).toBe(theirs._({ id: 'absent', message: 'Fallback text' }));
    expect(ours._('hello', { name: 'Ann' })).toBe('Hello Ann!');
    expect(ours._('escaped')).toBe('Café');
  });

  it('gives each number of a plural the text lingui gives, whatever the language and however often asked', () => {
    const messages: Messages = {
      items: [['count', 'plural', { one: ['#', ' item'], other: ['#', ' items'] }]],
      cart: ['Cart (', ['count', 'plural', { one: ['#', ' item'], other: ['#', ' items'] }], ')'],
      offset: [['count', 'plural', { offset: 1, one: ['#', ' more'], other: ['#', ' more'] }]],
      two: [['count', 'plural', { one: ['#', ' of ', ['name']], other: ['#', ' of ', ['name']] }]],
      amount: [['value', 'number', 'percent']],
    };
    for (const lang of ['en', 'fr', 'de'] as const) {
      const ours = createI18n(lang, messages);
      const theirs = lingui(lang, messages);
      for (let round = 0; round < 2; round++)
        for (const id of Object.keys(messages))
          for (const count of [0, 1, 2, 1.5, -0, Number.NaN, 1000000, -1]) {
            const values = { count, value: count, name: round === 0 ? 'Ann' : 'Bob' };
            expect(ours._(id, values)).toBe(theirs._(id, values));
            expect(ours._(id, { ...values, count: String(count) })).toBe(theirs._(id, { ...values, count: String(count) }));
            const formats = { number: { minimumFractionDigits: 2 } };
            expect(ours._(id, values, { formats })).toBe(theirs._(id, values, { formats }));
          }
    }
    expect(createI18n('fr', messages)._('items', { count: 0 })).toBe('0 item');
    expect(createI18n('en', messages)._('items', { count: 0 })).toBe('0 items');
  });

  it('still lets the render note every message it used', () => {
    const recording = recordingMessages(compiledCatalog('en'));
    const i18n = createI18n('en', recording.messages, recording.note);
    i18n._('Color');
    i18n._({ id: 'Add to Cart' });
    i18n._('{count, plural, one {# item} other {# items}}', { count: 2 });
    i18n._('constructor');
    i18n._('Color');
    i18n._('Not a message of the catalog');
    expect(Object.keys(recording.used())).toEqual(['Color', 'Add to Cart', '{count, plural, one {# item} other {# items}}']);
    expect(recording.used()['Color']).toBe(compiledCatalog('en')['Color']);
  });
});
