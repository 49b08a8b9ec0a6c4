import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { richTextPaths } from '../../shared/schemas/config/rich-text-fields.ts';
import { StorefrontConfigSchema } from '../../shared/schemas/storefront-config.ts';
import { toPublicStorefront } from './public-config.ts';
import type { StorefrontRecord } from './storefront-record.ts';

const HOSTILE = '<p>Safe words</p><script>window.__pwnedScript = 1</script><img src="/x.svg" onerror="window.__pwnedHandler = 1">';

/** A document with hostile HTML in every rich-text field, and the paths it covers. */
const covered = [
  'settings.footerContent',
  'pages[].sections[component=TEXT_AREA].content.text',
  'pages[].sections[component=TEXT_WITH_IMAGE].content.text',
  'pages[].sections[component=BANNER_IMAGE].content.text',
];
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
