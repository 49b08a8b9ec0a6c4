import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { richTextPaths } from '../../shared/schemas/config/rich-text-fields.ts';
import { StorefrontConfigSchema } from '../../shared/schemas/storefront-config.ts';
import { toPublicStorefront } from './public-config.ts';
import type { StorefrontRecord } from './storefront-record.ts';

const HOSTILE = '<p>Safe words</p><script>window.__pwnedScript = 1</script><img src="/x.svg" onerror="window.__pwnedHandler = 1">';

/** A document with hostile HTML in every rich-text field, and the paths it covers (each also written per language). */
const covered = [
  'settings.footerContent',
  'pages[].sections[component=TEXT_AREA].content.text',
  'pages[].sections[component=TEXT_WITH_IMAGE].content.text',
  'pages[].sections[component=BANNER_IMAGE].content.text',
].flatMap((path) => [path, `${path}.en`, `${path}.de`, `${path}.fr`]);
const PER_LANGUAGE = { en: HOSTILE, de: HOSTILE, fr: HOSTILE };
const hostile = v.parse(StorefrontConfigSchema, {
  settings: { footerContent: HOSTILE },
  pages: [
    {
      id: 1,
      url: 'rich',
      sections: [
        { component: 'TEXT_AREA', content: { text: HOSTILE } },
        { component: 'TEXT_WITH_IMAGE', content: { text: HOSTILE } },
        { component: 'BANNER_IMAGE', content: { text: HOSTILE } },
      ],
    },
  ],
});
/** The same, every rich text written per language. */
const hostileByLanguage = v.parse(StorefrontConfigSchema, {
  settings: { footerContent: PER_LANGUAGE },
  pages: [
    {
      id: 1,
      url: 'rich',
      sections: [
        { component: 'TEXT_AREA', content: { text: PER_LANGUAGE } },
        { component: 'TEXT_WITH_IMAGE', content: { text: PER_LANGUAGE } },
        { component: 'BANNER_IMAGE', content: { text: PER_LANGUAGE } },
      ],
    },
  ],
});

const record: StorefrontRecord = {
  id: 7,
  name: 'Rich',
  status: 'live',
  company_name: '',
  config: hostile,
  preview_config: hostile,
  private_password_hash: null,
  updated_at: '2026-01-01T00:00:00.000Z',
  database: 0,
  moving_until: null,
  version: 1,
  suspended_at: null,
  primary_hostname: null,
  approx_bytes: 0,
};

describe('toPublicStorefront: rich text', () => {
  it('the fixture covers every rich-text field the schema declares', () => {
    expect(richTextPaths(StorefrontConfigSchema).sort()).toEqual([...covered].sort());
  });

  it.each([{}, { preview: true }, { locked: true }])('sanitises every rich-text field (%j)', (options) => {
    const text = JSON.stringify(toPublicStorefront(record, options));
    expect(text).not.toContain('__pwned');
    expect(text).not.toMatch(/onerror/i);
  });

  it.each(['en', 'de', 'fr'] as const)('sanitises every rich-text field written per language, in %s', (lang) => {
    const byLanguage = { ...record, config: hostileByLanguage, preview_config: hostileByLanguage };
    for (const options of [{}, { preview: true }, { locked: true }]) {
      const storefront = toPublicStorefront(byLanguage, { ...options, lang });
      const text = JSON.stringify(storefront);
      expect(text).not.toContain('__pwned');
      expect(text).not.toMatch(/onerror/i);
      if (!options.locked) expect(storefront.settings.footerContent).toBe('<p>Safe words</p><img src="/x.svg">');
    }
  });

  it('keeps the words and the allowed markup', () => {
    const page = toPublicStorefront(record).pages[0];
    expect(page?.sections?.map((section) => ('text' in section.content ? section.content.text : null))).toEqual([
      '<p>Safe words</p><img src="/x.svg">',
      '<p>Safe words</p><img src="/x.svg">',
      '<p>Safe words</p><img src="/x.svg">',
    ]);
    expect(toPublicStorefront(record).settings.footerContent).toBe('<p>Safe words</p><img src="/x.svg">');
  });
});

describe('toPublicStorefront: texts by language', () => {
  const config = v.parse(StorefrontConfigSchema, {
    settings: {
      defaultLanguage: 'en',
      alertText: { en: 'Free shipping this week', de: 'Diese Woche versandkostenfrei' },
      copyrightText: '© Demo',
      paymentInstructions: { en: 'Pay by bank transfer', de: 'Per Überweisung zahlen' },
    },
    menu: [{ label: { en: 'Shop', de: 'Laden', fr: 'Boutique' } }],
    pages: [{ id: 1, url: '', title: { de: 'Startseite' }, sections: [{ component: 'TITLE', content: { title: { en: 'Hello', fr: 'Bonjour' } } }] }],
  });
  const store: StorefrontRecord = { ...record, config, preview_config: null };

  it('sends each text in the request language, else the default language, and says texts differ by language', () => {
    const de = toPublicStorefront(store, { lang: 'de' });
    expect([de.settings.alertText, de.settings.copyrightText, de.menu[0]?.label, de.pages[0]?.title]).toEqual(['Diese Woche versandkostenfrei', '© Demo', 'Laden', 'Startseite']);
    expect(de.pages[0]?.sections?.[0]?.content).toEqual({ title: 'Hello' });
    expect(de.texts_by_language).toBe(true);
    const fr = toPublicStorefront(store, { lang: 'fr' });
    expect([fr.settings.alertText, fr.menu[0]?.label, fr.pages[0]?.title]).toEqual(['Free shipping this week', 'Boutique', 'Startseite']);
    expect(fr.pages[0]?.sections?.[0]?.content).toEqual({ title: 'Bonjour' });
    expect(JSON.stringify(fr)).not.toContain('versandkostenfrei');
  });

  it('keeps a store of plain texts as it was, without the flag', () => {
    const plain = toPublicStorefront(record, { lang: 'de' });
    expect(plain.texts_by_language).toBeUndefined();
  });

  it('falls back to the store default language when it is not English', () => {
    const german = { ...store, config: { ...config, settings: { ...config.settings, defaultLanguage: 'de' as const } } };
    expect(toPublicStorefront(german, { lang: 'fr' }).settings.alertText).toBe('Diese Woche versandkostenfrei');
  });
});
