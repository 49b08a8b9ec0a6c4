import { describe, expect, it } from 'vitest';
import { cardImage, placeholderFor, PLACEHOLDERS } from './card-image.ts';

const plain = { is_gift_card: false, is_custom: false };

describe('card image', () => {
  it('picks the placeholder by kind of product', () => {
    expect(placeholderFor({ is_gift_card: true, is_custom: false })).toBe(PLACEHOLDERS.giftCard);
    expect(placeholderFor({ is_gift_card: false, is_custom: true })).toBe(PLACEHOLDERS.customProduct);
    expect(placeholderFor(plain)).toBe(PLACEHOLDERS.generic);
  });

  it('prefers the chosen variant, then the product thumbnail, then the placeholder', () => {
    const product = { ...plain, product_thumbnail: { full_path: '/p.svg' } };
    expect(cardImage(product, { variant_thumbnail: { full_path: '/v.svg' } })).toBe('/v.svg');
    expect(cardImage(product, { variant_thumbnail: null })).toBe('/p.svg');
    expect(cardImage(product)).toBe('/p.svg');
    expect(cardImage({ ...plain, is_gift_card: true, product_thumbnail: null })).toBe(PLACEHOLDERS.giftCard);
    expect(cardImage({ ...plain, product_thumbnail: { full_path: '' } })).toBe(PLACEHOLDERS.generic);
  });
});
