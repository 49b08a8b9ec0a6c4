import { describe, expect, it } from 'vitest';
import { showsColorChoice } from './color-choice.ts';

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
