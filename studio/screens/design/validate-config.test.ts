import { describe, expect, it } from 'vitest';
import { editorConfig } from './editor-config.ts';
import { isPictureAddress, validateConfig } from './validate-config.ts';

const _ = (id: string, values?: Record<string, unknown>) => id.replace(/\{(\w+)\}/g, (_m, key: string) => String(values?.[key]));

describe('validateConfig', () => {
  it('accepts a store config as stored', () => {
    const config = editorConfig({ settings: { primaryColor: '#1e3a8a' }, pages: [{ id: 1, url: 'about', sections: [{ component: 'TITLE', content: { title: 'About' } }] }] });
    expect(validateConfig(config, 1, _)).toEqual({});
  });
  it('names the field of each problem by its path', () => {
    const config = editorConfig({
      logo: { full_path: '/media/2/logo.svg' },
      settings: { primaryColor: 'blue' },
      menu: [{ label: '' }],
      pages: [
        {
          id: 1,
          url: 'x',
          sections: [
            { component: 'PRODUCTS_LIST', content: { productsPerRow: 9 } },
            { component: 'TEXT_WITH_IMAGE', content: { img: { url: 'http://x.test/a.png' } } },
          ],
        },
      ],
    });
    expect(validateConfig(config, 1, _)).toEqual({
      'logo.full_path': ['Use a file of this store (/media/1/…) or an https:// address.'],
      'settings.primaryColor': ['Must be a hex colour like #1e40af.'],
      'menu.0.label': ['Required.'],
      'pages.0.sections.0.content.productsPerRow': ['Must be at most 6.'],
      'pages.0.sections.1.content.img.url': ['Use a file of this store (/media/1/…) or an https:// address.'],
    });
  });
  it('takes store media and https addresses as pictures', () => {
    expect(isPictureAddress('/media/4/brand/logo.svg', 4)).toBe(true);
    expect(isPictureAddress('https://cdn.example.com/a.png', 4)).toBe(true);
    expect(isPictureAddress('', 4)).toBe(true);
    expect(isPictureAddress('/media/5/a.png', 4)).toBe(false);
    expect(isPictureAddress('javascript:alert(1)', 4)).toBe(false);
  });
});
