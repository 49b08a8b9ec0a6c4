import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StorefrontConfigSchema } from '../storefront-config.ts';
import { hasTextsByLanguage, localizedPaths, resolveTexts } from './localized-fields.ts';
import { localized, textFor, type LocalizedText } from './localized-text.ts';

const byLanguage = (texts: { en?: string; de?: string; fr?: string }): LocalizedText => v.parse(localized(v.string()), texts);

describe('textFor', () => {
  it('answers a plain text in every language', () => {
    for (const lang of ['en', 'de', 'fr'] as const) expect(textFor('Sale', lang, 'en')).toBe('Sale');
  });

  it('answers the language asked for when it is written', () => {
    const texts = byLanguage({ en: 'Sale', de: 'Ausverkauf', fr: 'Soldes' });
    expect([textFor(texts, 'en', 'en'), textFor(texts, 'de', 'en'), textFor(texts, 'fr', 'en')]).toEqual(['Sale', 'Ausverkauf', 'Soldes']);
  });

  it('falls back to the store default language, then to the first written (en, de, fr)', () => {
    const texts = byLanguage({ en: 'Sale', de: 'Ausverkauf' });
    expect(textFor(texts, 'fr', 'en')).toBe('Sale');
    expect(textFor(texts, 'fr', 'de')).toBe('Ausverkauf');
    expect(textFor(byLanguage({ fr: 'Soldes' }), 'de', 'en')).toBe('Soldes');
    expect(textFor(byLanguage({ de: 'Ausverkauf', fr: 'Soldes' }), 'en', 'en')).toBe('Ausverkauf');
  });

  it('counts an empty or blank text as not written', () => {
    expect(textFor(byLanguage({ en: 'Sale', de: '  ' }), 'de', 'en')).toBe('Sale');
    expect(textFor(byLanguage({ en: '', de: 'Ausverkauf' }), 'en', 'en')).toBe('Ausverkauf');
  });

  it('answers an empty text for nothing written', () => {
    expect(textFor(undefined, 'de', 'en')).toBe('');
    expect(textFor(null, 'de', 'en')).toBe('');
    expect(textFor(byLanguage({}), 'de', 'en')).toBe('');
  });
});

describe('localized schema', () => {
  it('takes a plain text or texts by language', () => {
    expect(v.is(localized(v.string()), 'Sale')).toBe(true);
    expect(v.is(localized(v.string()), { de: 'Ausverkauf' })).toBe(true);
  });

  it('refuses another language or a wrong text, naming the field', () => {
    const alert = (alertText: unknown) => v.safeParse(StorefrontConfigSchema, { settings: { alertText } });
    expect(alert({ es: 'Rebajas' }).issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['settings.alertText', 'must hold only en, de, fr (got es)']]);
    expect(alert(42).issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['settings.alertText', 'must be a text, or texts by language like { "en": "…", "de": "…" } (en, de, fr)'],
    ]);
    const label = v.safeParse(StorefrontConfigSchema, { menu: [{ label: { en: 'Shop', de: '' } }] });
    expect(label.issues?.map((issue) => v.getDotPath(issue))).toEqual(['menu.0.label.de']);
  });

  it('checks each language of a text by the rule of its field', () => {
    const long = 'x'.repeat(2001);
    const result = v.safeParse(StorefrontConfigSchema, { settings: { paymentInstructions: { en: 'Pay by transfer', fr: long } } });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['settings.paymentInstructions.fr', 'paymentInstructions must be at most 2000 characters.']]);
  });

  it('refuses a default language the store does not offer', () => {
    const result = v.safeParse(StorefrontConfigSchema, { settings: { defaultLanguage: 'es' } });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['settings.defaultLanguage', 'must be one of en, de, fr']]);
  });
});

describe('localizedPaths', () => {
  it('lists every field where a store text is allowed', () => {
    expect(localizedPaths(StorefrontConfigSchema)).toEqual([
      'settings.footerContent',
      'settings.copyrightText',
      'settings.alertText',
      'settings.paymentInstructions',
      ...['', '.children[]', '.children[].children[]', '.children[].children[].children[]', '.children[].children[].children[].children[]', '.children[].children[].children[].children[].children[]'].map(
        (depth) => `menu[]${depth}.label`,
      ),
      'pages[].title',
      'pages[].sections[component=TEXT_AREA].content.text',
      'pages[].sections[component=TEXT_WITH_IMAGE].content.text',
      'pages[].sections[component=TEXT_WITH_IMAGE].content.title',
      'pages[].sections[component=BANNER_IMAGE].content.title',
      'pages[].sections[component=BANNER_IMAGE].content.text',
      'pages[].sections[component=TITLE].content.title',
      'pages[].sections[component=REDIRECT_TILES].content.items[].title',
    ]);
  });
});

describe('resolveTexts', () => {
  const config = v.parse(StorefrontConfigSchema, {
    settings: { alertText: { en: 'Sale', de: 'Ausverkauf' }, copyrightText: '© Demo' },
    menu: [{ label: 'Shop', children: [{ label: { en: 'Mugs', fr: 'Tasses' } }] }],
    pages: [
      { id: 1, url: '', sections: [{ component: 'REDIRECT_TILES', content: { items: [{ title: { de: 'Kacheln' } }] } }] },
      { id: 2, url: 'plain', sections: [{ component: 'TITLE', content: { title: 'Plain' } }] },
    ],
  });

  it('resolves every text of a document to one language, at any depth', () => {
    const de = resolveTexts(StorefrontConfigSchema, config, 'de', 'en');
    expect([de.settings.alertText, de.settings.copyrightText, de.menu[0]?.label, de.menu[0]?.children[0]?.label]).toEqual(['Ausverkauf', '© Demo', 'Shop', 'Mugs']);
    const tile = de.pages[0]?.sections[0];
    expect(tile?.component === 'REDIRECT_TILES' && tile.content.items?.[0]?.title).toBe('Kacheln');
    const fr = resolveTexts(StorefrontConfigSchema, config, 'fr', 'en');
    expect([fr.settings.alertText, fr.menu[0]?.children[0]?.label]).toEqual(['Sale', 'Tasses']);
  });

  it('shares what holds no text by language and leaves the document as it was', () => {
    const de = resolveTexts(StorefrontConfigSchema, config, 'de', 'en');
    expect(de.pages[1]?.sections).toBe(config.pages[1]?.sections);
    expect(de.settings.socialIcons).toBe(config.settings.socialIcons);
    expect(config.settings.alertText).toEqual({ en: 'Sale', de: 'Ausverkauf' });
  });

  it('tells whether a document has any text by language', () => {
    expect(hasTextsByLanguage(StorefrontConfigSchema, config)).toBe(true);
    expect(hasTextsByLanguage(StorefrontConfigSchema, v.parse(StorefrontConfigSchema, { settings: { alertText: 'Sale' }, menu: [{ label: 'Shop' }] }))).toBe(false);
  });
});
