import { describe, expect, it } from 'vitest';
import { mediaNameOf, pictureProblem } from './media-upload.ts';

describe('mediaNameOf', () => {
  it('keeps a plain name without its extension', () => {
    expect(mediaNameOf('summer-banner.png', 'logo')).toBe('summer-banner');
  });
  it('turns spaces, accents and other characters into what the API takes', () => {
    expect(mediaNameOf('Café Logo (final).PNG', 'logo')).toBe('Cafe-Logo-final');
    expect(mediaNameOf('__x.jpg', 'logo')).toBe('x');
  });
  it('falls back when nothing is left, and keeps 60 characters at most', () => {
    expect(mediaNameOf('.png', 'favicon')).toBe('favicon');
    expect(mediaNameOf('日本.png', 'logo')).toBe('logo');
    expect(mediaNameOf(`${'a'.repeat(80)}.png`, 'logo')).toHaveLength(60);
  });
});

describe('pictureProblem', () => {
  it('accepts the media types up to 10 MB', () => {
    expect(pictureProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(pictureProblem({ type: 'image/webp', size: 10_485_760 })).toBeNull();
  });
  it('names SVG, other types, empty and too large files', () => {
    expect(pictureProblem({ type: 'image/svg+xml', size: 10 })).toBe('svg');
    expect(pictureProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(pictureProblem({ type: '', size: 10 })).toBe('type');
    expect(pictureProblem({ type: 'image/png', size: 0 })).toBe('empty');
    expect(pictureProblem({ type: 'image/png', size: 10_485_761 })).toBe('size');
  });
});
