import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PublicStorefrontSchema, StorefrontConfigSchema } from '../storefront-config.ts';
import { mapRichText, richTextPaths } from './rich-text-fields.ts';

describe('richTextPaths', () => {
  it('finds every rich-text field of the config, in the footer and each section type that has one', () => {
    expect(richTextPaths(StorefrontConfigSchema)).toEqual(
      [
        'settings.footerContent',
        'pages[].sections[component=TEXT_AREA].content.text',
        'pages[].sections[component=TEXT_WITH_IMAGE].content.text',
        'pages[].sections[component=BANNER_IMAGE].content.text',
        // Each may be written per language (ADR 0270): every language's text is rich text.
      ].flatMap((path) => [path, `${path}.en`, `${path}.de`, `${path}.fr`]),
    );
    expect(richTextPaths(PublicStorefrontSchema)).toEqual(richTextPaths(StorefrontConfigSchema));
  });
});

describe('mapRichText', () => {
  const config = v.parse(StorefrontConfigSchema, {
    settings: { footerContent: '<p>foot</p>', alertText: '<b>alert</b>' },
    menu: [{ label: '<i>menu</i>' }],
    pages: [
      {
        id: 1,
        url: '',
        title: '<b>page</b>',
        sections: [
          { component: 'TEXT_AREA', content: { text: '<p>area</p>' } },
          { component: 'TITLE', content: { title: '<p>title</p>' } },
          { component: 'BANNER_IMAGE', content: { text: '<p>banner</p>', title: '<p>banner title</p>' } },
        ],
      },
    ],
  });

  it('changes the rich-text fields only, and shares what holds none', () => {
    const changed = mapRichText(StorefrontConfigSchema, config, (html) => `[${html}]`);
    expect(changed.settings.footerContent).toBe('[<p>foot</p>]');
    expect(changed.settings.alertText).toBe('<b>alert</b>');
    expect(changed.pages[0]?.title).toBe('<b>page</b>');
    expect(changed.pages[0]?.sections.map((section) => section.content)).toEqual([
      { text: '[<p>area</p>]' },
      { title: '<p>title</p>' },
      { text: '[<p>banner</p>]', title: '<p>banner title</p>' },
    ]);
    expect(changed.menu).toBe(config.menu);
    expect(changed.pages[0]?.sections[1]).toBe(config.pages[0]?.sections[1]);
    expect(config.settings.footerContent).toBe('<p>foot</p>');
  });
});

describe('mapRichText: texts by language', () => {
  it('changes each language of a rich text written per language, and a plain one', () => {
    const config = v.parse(StorefrontConfigSchema, {
      settings: { footerContent: { en: '<p>foot</p>', de: '<p>Fuß</p>' }, alertText: { en: '<b>alert</b>' } },
      pages: [{ id: 1, url: '', sections: [{ component: 'TEXT_AREA', content: { text: '<p>area</p>' } }] }],
    });
    const changed = mapRichText(StorefrontConfigSchema, config, (html) => `[${html}]`);
    expect(changed.settings.footerContent).toEqual({ en: '[<p>foot</p>]', de: '[<p>Fuß</p>]' });
    expect(changed.settings.alertText).toEqual({ en: '<b>alert</b>' });
    expect(changed.pages[0]?.sections[0]?.content).toEqual({ text: '[<p>area</p>]' });
  });
});
