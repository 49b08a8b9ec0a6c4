import { describe, expect, it } from 'vitest';
import { galleryImages, wrapIndex } from './product-gallery.ts';

const variant = {
  variant_images: [
    { type: 'other', full_path: '/o.svg' },
    { type: 'rearImage', full_path: '/r.svg' },
    { type: 'frontImage', full_path: '/f.svg' },
  ],
};

describe('galleryImages', () => {
  it('orders front, rear, other images, then additional photos', () => {
    expect(galleryImages({ variant, additionalPhotos: [{ full_path: '/p1.svg' }], isGiftCard: false, thumbnail: '/t.svg' })).toEqual([
      '/f.svg', '/r.svg', '/o.svg', '/p1.svg',
    ]);
  });
  it('adds the thumbnail for gift cards, once', () => {
    expect(galleryImages({ variant, additionalPhotos: [], isGiftCard: true, thumbnail: '/t.svg' })).toEqual(['/f.svg', '/r.svg', '/o.svg', '/t.svg']);
    expect(galleryImages({ variant, additionalPhotos: [], isGiftCard: true, thumbnail: '/f.svg' })).toEqual(['/f.svg', '/r.svg', '/o.svg']);
  });
  it('falls back to the thumbnail when there is nothing else', () => {
    expect(galleryImages({ variant: null, additionalPhotos: [], isGiftCard: false, thumbnail: '/t.svg' })).toEqual(['/t.svg']);
    expect(galleryImages({ variant: null, additionalPhotos: [], isGiftCard: false, thumbnail: null })).toEqual([]);
  });
});

describe('wrapIndex', () => {
  it('wraps around in both directions', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});
