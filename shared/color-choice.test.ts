import { describe, expect, it } from 'vitest';
import { lineColor, showsColorChoice } from './color-choice.ts';

describe('showsColorChoice', () => {
  it('hides the single pseudo-colour of a gift card', () => {
    expect(showsColorChoice({ isGiftCard: true, variantCount: 1 })).toBe(false);
  });
  it('keeps the choice for gift cards with several designs', () => {
    expect(showsColorChoice({ isGiftCard: true, variantCount: 2 })).toBe(true);
  });
  it('keeps a real single colour of merchandise visible', () => {
    expect(showsColorChoice({ isGiftCard: false, variantCount: 1 })).toBe(true);
  });
  it('shows nothing without variants', () => {
    expect(showsColorChoice({ isGiftCard: false, variantCount: 0 })).toBe(false);
  });
});

describe('lineColor', () => {
  it('names no colour on a gift-card line', () => {
    expect(lineColor({ is_gift_card: true, color: 'Digital' })).toBeNull();
    expect(lineColor({ is_gift_card: 1, color: 'Digital' })).toBeNull();
  });
  it('names the colour of merchandise', () => {
    expect(lineColor({ is_gift_card: false, color: 'Black' })).toBe('Black');
    expect(lineColor({ color: ' ' })).toBeNull();
  });
});
