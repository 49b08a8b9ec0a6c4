import { describe, expect, it } from 'vitest';
import { loadDemoTenants } from '../../../scripts/seed/tenant-registry.ts';
import { configMediaProblems, isStoreMediaRef } from './media-refs.ts';
import { declaredType, sniffMediaType } from './media-types.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));
const box = (size: number) => [0, 0, 0, size];

describe('sniffMediaType', () => {
  it.each([
    ['image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0])],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['image/gif', bytes('GIF89a', [1, 0])],
    ['image/webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['image/avif', bytes(box(28), 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf')],
    ['image/avif', bytes(box(24), 'ftypmif1', [0, 0, 0, 0], 'mif1avif')],
    ['svg', bytes('\uFEFF  <?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['svg', bytes('<svg onload="alert(1)"></svg>')],
  ])('recognises %s', (type, data) => expect(sniffMediaType(data)).toBe(type));

  it('answers null for anything else (an HEIC, text, an empty file)', () => {
    expect(sniffMediaType(bytes(box(24), 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeNull();
    expect(sniffMediaType(bytes('hello'))).toBeNull();
    expect(sniffMediaType(new Uint8Array())).toBeNull();
  });

  it('reads the declared type without parameters or case', () => {
    expect(declaredType('Image/PNG; charset=binary')).toBe('image/png');
    expect(declaredType('image/jpg')).toBe('image/jpeg');
    expect(declaredType(undefined)).toBe('');
  });
});

describe('media references', () => {
  it('accepts this store’s media paths and https:// URLs only', () => {
    expect(isStoreMediaRef('/media/7/logo-abc.png', 7)).toBe(true);
    expect(isStoreMediaRef('/media/7/brand/logo.svg', 7)).toBe(true);
    expect(isStoreMediaRef('https://cdn.example.com/a.png', 7)).toBe(true);
    for (const bad of ['/media/1/logo.png', '/media/7/../1/x.png', 'http://cdn.example.com/a.png', 'logo.png', 'data:image/png;base64,AA', 'https://', 'javascript:alert(1)']) {
      expect(isStoreMediaRef(bad, 7), bad).toBe(false);
    }
  });

  it('finds a config’s pictures that point elsewhere, by path, and leaves links alone', () => {
    const config = {
      logo: { full_path: '/media/1/brand/logo.svg' },
      settings: { favicon: 'favicon.ico', socialIcons: [{ name: 'x', url: 'instagram.com/demo' }] },
      menu: [{ label: 'Blog', customUrl: 'http://blog.example.com' }],
      pages: [{ sections: [{ component: 'BANNER_IMAGE', content: { image: { url: 'https://cdn.example.com/b.png' }, tiles: [{ image: { url: '/media/7/t.png' } }] } }] }],
    };
    expect(configMediaProblems(config, 7)).toEqual({
      'config.logo.full_path': [expect.stringContaining("another store's file")],
      'config.settings.favicon': [expect.stringContaining('/media/7/')],
    });
    expect(Object.keys(configMediaProblems(config, null))).toEqual(['config.logo.full_path', 'config.settings.favicon', 'config.pages.0.sections.0.content.tiles.0.image.url']);
    expect(configMediaProblems({ logo: { full_path: '/media/7/brand/logo.svg' } }, 7)).toEqual({});
  });

  it('accepts every demo store’s own config as it is (a config read and written back passes)', () => {
    for (const tenant of loadDemoTenants()) expect(configMediaProblems(tenant.config, tenant.id), tenant.name).toEqual({});
  });
});
