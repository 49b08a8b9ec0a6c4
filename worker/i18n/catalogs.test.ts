import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES_DIR, packCatalogs } from '../../scripts/i18n/compile-catalogs.mjs';
import { createI18n } from '../../client/i18n/create-i18n.ts';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import { catalogAsset, catalogAssetUrl } from './catalog-asset.ts';
import { compiledCatalog, unpackCatalog } from './catalogs.ts';

type Sources = Record<Language, Record<string, string>>;

/** What the Worker compiled at runtime before ADR 0147: every id, de/fr gaps in English. */
function runtimeCompiled(sources: Sources, lang: Language) {
  const ids = [...new Set(LANGUAGES.flatMap((language) => Object.keys(sources[language])))];
  return Object.fromEntries(ids.map((id) => [id, compileMessage(sources[lang][id] || sources.en[id] || id)]));
}

function readSources(root: string): Sources {
  const read = (lang: Language) => JSON.parse(readFileSync(path.join(root, LOCALES_DIR, `${lang}.json`), 'utf8')) as Record<string, string>;
  return { en: read('en'), de: read('de'), fr: read('fr') };
}

const root = path.resolve(import.meta.dirname, '../..');

describe.each(LANGUAGES)('the precompiled %s catalog', (lang) => {
  const expected = runtimeCompiled(readSources(root), lang);

  it('equals what compiling client/i18n/locales at runtime gives, message for message and in order', () => {
    expect(compiledCatalog(lang)).toEqual(expected);
    expect(JSON.stringify(compiledCatalog(lang))).toBe(JSON.stringify(expected));
  });

  it('is served under the fingerprint of its content', () => {
    const asset = catalogAsset(lang);
    expect(JSON.parse(asset.json)).toEqual(expected);
    expect(asset.fingerprint).toBe(createHash('sha256').update(asset.json).digest('hex').slice(0, 8));
    expect(catalogAssetUrl(lang)).toBe(`/assets/i18n/${lang}.${asset.fingerprint}.json`);
  });
});

it('gives each language its own catalog file name', () => {
  expect(new Set(LANGUAGES.map(catalogAssetUrl)).size).toBe(LANGUAGES.length);
});

describe('the shipped catalogs read as shoppers see them', () => {
  const say = (lang: Language, id: string, values?: Record<string, unknown>) => createI18n(lang, compiledCatalog(lang))._(id, values);
  const items = '{count, plural, one {# item} other {# items}}';
  it('plurals', () => {
    expect([say('en', items, { count: 1 }), say('en', items, { count: 3 })]).toEqual(['1 item', '3 items']);
    expect([say('de', items, { count: 1 }), say('de', items, { count: 3 })]).toEqual(['1 Artikel', '3 Artikel']);
    expect([say('fr', items, { count: 1 }), say('fr', items, { count: 3 })]).toEqual(['1 article', '3 articles']);
  });
  it('placeholders', () => {
    const id = '{count} more colours of {name}';
    expect(say('en', id, { count: 2, name: 'Tee' })).toBe('2 more colours of Tee');
    expect(say('de', id, { count: 2, name: 'Tee' })).toBe('2 weitere Farben von Tee');
    expect(say('fr', id, { count: 2, name: 'Tee' })).toBe('2 autres couleurs de Tee');
  });
});

describe('packing and unpacking (catalogs of every message form)', () => {
  const fixtureRoot = mkdtempSync(path.join(os.tmpdir(), 'catalogs-'));
  afterAll(() => rmSync(fixtureRoot, { recursive: true, force: true }));
  const plural = '{count, plural, =0 {no items} one {# item} other {# items}}';
  const select = '{role, select, admin {Hello admin {name}} other {Hello {name}}}';
  const offset = '{guests, plural, offset:1 =0 {nobody} one {{host} alone} other {{host} and # others}}';
  const sources: Sources = {
    en: { 'Add to cart': 'Add to cart', 'Hi {name}': 'Hi {name}', [plural]: plural, [select]: select, [offset]: offset, "It''s {x}": "It''s {x}", Untranslated: 'Untranslated', 'Say {name}': 'Say {name}' },
    de: {
      'Add to cart': 'In den Warenkorb',
      'Hi {name}': 'Hallo {name}',
      [plural]: '{count, plural, =0 {keine Artikel} one {# Artikel} other {# Artikel}}',
      [select]: '{role, select, admin {Hallo Admin {name}} other {Hallo {name}}}',
      [offset]: '{guests, plural, offset:1 =0 {niemand} one {{host} allein} other {{host} und # weitere}}',
      "It''s {x}": 'Es ist {x}',
      Untranslated: '',
      'Say {name}': 'Say {name}',
    },
    fr: {
      'Add to cart': 'Ajouter au panier',
      'Hi {name}': 'Bonjour {name}',
      [plural]: '{count, plural, =0 {aucun article} one {# article} other {# articles}}',
      [select]: '{role, select, admin {Bonjour admin {name}} other {Bonjour {name}}}',
      [offset]: '{guests, plural, offset:1 =0 {personne} one {{host} seul} other {{host} et # autres}}',
      "It''s {x}": "C''est {x}",
      Untranslated: '',
      'Say {name}': 'Dis {name}',
    },
  };
  mkdirSync(path.join(fixtureRoot, LOCALES_DIR), { recursive: true });
  for (const lang of LANGUAGES) writeFileSync(path.join(fixtureRoot, LOCALES_DIR, `${lang}.json`), JSON.stringify(sources[lang]));
  const { ids, packed, fingerprints } = packCatalogs(fixtureRoot);
  const unpacked = (lang: Language) => unpackCatalog(ids, packed[lang]);

  it.each(LANGUAGES)('%s: unpacks to exactly what runtime compilation gives', (lang) => {
    expect(JSON.stringify(unpacked(lang))).toBe(JSON.stringify(runtimeCompiled(sources, lang)));
    expect(fingerprints[lang]).toBe(createHash('sha256').update(JSON.stringify(unpacked(lang))).digest('hex').slice(0, 8));
  });

  it('formats plurals, selects, offsets, placeholders, quotes and gaps in every language', () => {
    const say = (lang: Language, id: string, values?: Record<string, unknown>) => createI18n(lang, unpacked(lang))._(id, values);
    const texts = (lang: Language) => [
      say(lang, 'Add to cart'),
      say(lang, 'Hi {name}', { name: 'Ada' }),
      say(lang, plural, { count: 0 }),
      say(lang, plural, { count: 1 }),
      say(lang, plural, { count: 5 }),
      say(lang, select, { role: 'admin', name: 'Ada' }),
      say(lang, select, { role: 'guest', name: 'Ada' }),
      say(lang, offset, { guests: 3, host: 'Ada' }),
      say(lang, "It''s {x}", { x: 'late' }),
      say(lang, 'Untranslated'),
    ];
    expect(texts('en')).toEqual(['Add to cart', 'Hi Ada', 'no items', '1 item', '5 items', 'Hello admin Ada', 'Hello Ada', 'Ada and 2 others', "It's late", 'Untranslated']);
    expect(texts('de')).toEqual(['In den Warenkorb', 'Hallo Ada', 'keine Artikel', '1 Artikel', '5 Artikel', 'Hallo Admin Ada', 'Hallo Ada', 'Ada und 2 weitere', 'Es ist late', 'Untranslated']);
    expect(texts('fr')).toEqual(['Ajouter au panier', 'Bonjour Ada', 'aucun article', '1 article', '5 articles', 'Bonjour admin Ada', 'Bonjour Ada', 'Ada et 2 autres', "C'est late", 'Untranslated']);
  });

  it('refuses a message that does not compile, naming it', () => {
    writeFileSync(path.join(fixtureRoot, LOCALES_DIR, 'fr.json'), JSON.stringify({ ...sources.fr, 'Hi {name}': 'Bonjour {name' }));
    expect(() => packCatalogs(fixtureRoot)).toThrow(/fr\.json: "Hi \{name\}" does not compile/);
  });
});
