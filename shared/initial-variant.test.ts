import { describe, expect, it } from 'vitest';
import { initialVariant } from './initial-variant.ts';

const variants = [
  { id: 1, variant_thumbnail: { full_path: '/black.svg' } },
  { id: 2, variant_thumbnail: { full_path: '/white.svg' } },
  { id: 3, variant_thumbnail: null },
];

describe('initialVariant', () => {
  it('prefers the variant from navigation state', () => {
    expect(initialVariant(variants, { stateVariantId: 3, thumbnailPath: '/white.svg' })?.id).toBe(3);
  });
  it('then the one matching the thumbnail', () => {
    expect(initialVariant(variants, { stateVariantId: 99, thumbnailPath: '/white.svg' })?.id).toBe(2);
  });
  it('then the first, or none', () => {
    expect(initialVariant(variants, { stateVariantId: null, thumbnailPath: '/other.svg' })?.id).toBe(1);
    expect(initialVariant([], { stateVariantId: 1, thumbnailPath: null })).toBeNull();
  });
});
