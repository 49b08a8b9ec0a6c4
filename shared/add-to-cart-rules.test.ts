import { describe, expect, it } from 'vitest';
import {
  addToCartLabel,
  allowedQuantity,
  blocksAdding,
  clampQuantity,
  isAddToCartDisabled,
  isMaxQuantityReached,
  isOutOfStock,
  productWarnings,
} from './add-to-cart-rules.ts';

describe('isOutOfStock', () => {
  it('is never true for gift cards', () => {
    expect(isOutOfStock({ isGiftCard: true, sizeStock: 0, quantity: 5 })).toBe(false);
  });
  it('is true when the size has no stock or the quantity exceeds it', () => {
    expect(isOutOfStock({ isGiftCard: false, sizeStock: 0, quantity: 1 })).toBe(true);
    expect(isOutOfStock({ isGiftCard: false, sizeStock: 3, quantity: 4 })).toBe(true);
    expect(isOutOfStock({ isGiftCard: false, sizeStock: 3, quantity: 3 })).toBe(false);
  });
  it('is false while no size is chosen', () => {
    expect(isOutOfStock({ isGiftCard: false, sizeStock: null, quantity: 1 })).toBe(false);
  });
});

describe('allowedQuantity', () => {
  it('is the smaller of the max-quantity input and the stock', () => {
    expect(allowedQuantity({ isGiftCard: false, maxQuantity: 2, sizeStock: 10 })).toBe(2);
    expect(allowedQuantity({ isGiftCard: false, maxQuantity: 20, sizeStock: 10 })).toBe(10);
    expect(allowedQuantity({ isGiftCard: false, maxQuantity: null, sizeStock: 7 })).toBe(7);
  });
  it('is unlimited without either, and ignores stock for gift cards', () => {
    expect(allowedQuantity({ isGiftCard: false, maxQuantity: null, sizeStock: null })).toBeNull();
    expect(allowedQuantity({ isGiftCard: true, maxQuantity: null, sizeStock: 0 })).toBeNull();
    expect(allowedQuantity({ isGiftCard: true, maxQuantity: 1, sizeStock: 0 })).toBe(1);
  });
});

describe('clampQuantity', () => {
  it('keeps the quantity at least 1, whole, and within the allowed maximum', () => {
    expect(clampQuantity(0, null)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(4, 0)).toBe(1);
  });
});

describe('addToCartLabel and isAddToCartDisabled', () => {
  it('labels max quantity first, then out of stock, then Add to Cart', () => {
    expect(addToCartLabel({ maxQuantityReached: true, outOfStock: true })).toBe('max-quantity');
    expect(addToCartLabel({ maxQuantityReached: false, outOfStock: true })).toBe('out-of-stock');
    expect(addToCartLabel({ maxQuantityReached: false, outOfStock: false })).toBe('add');
  });
  it('disables for approval, attention, stock and max quantity', () => {
    const ok = { libraryApproved: true, needAttention: 0, outOfStock: false, maxQuantityReached: false };
    expect(isAddToCartDisabled(ok)).toBe(false);
    expect(isAddToCartDisabled({ ...ok, libraryApproved: false })).toBe(true);
    expect(isAddToCartDisabled({ ...ok, needAttention: 1 })).toBe(true);
    expect(isAddToCartDisabled({ ...ok, outOfStock: true })).toBe(true);
    expect(isAddToCartDisabled({ ...ok, maxQuantityReached: true })).toBe(true);
  });
  it('treats only an external maximum of 0 as reached', () => {
    expect(isMaxQuantityReached(null)).toBe(false);
    expect(isMaxQuantityReached(0)).toBe(true);
    expect(isMaxQuantityReached(2)).toBe(false);
  });
});

describe('productWarnings', () => {
  const base = {
    libraryApproved: true,
    needAttention: 0,
    isGiftCard: false,
    showSelection: true,
    variantChosen: true,
    sizeChosen: true,
    customAmount: false,
    customAmountValid: false,
  };
  it('always shows approval warnings, never selection warnings on the initial load', () => {
    expect(productWarnings({ ...base, libraryApproved: false, needAttention: 2, showSelection: false, variantChosen: false })).toEqual([
      'not-library-approved',
      'need-attention',
    ]);
  });
  it('asks for colour and size', () => {
    expect(productWarnings({ ...base, variantChosen: false, sizeChosen: false })).toEqual(['select-color', 'select-size']);
    expect(productWarnings(base)).toEqual([]);
  });
  it('asks gift cards for an amount, or a valid custom amount', () => {
    expect(productWarnings({ ...base, isGiftCard: true, sizeChosen: false })).toEqual(['select-amount']);
    expect(productWarnings({ ...base, isGiftCard: true, sizeChosen: false, customAmount: true })).toEqual(['invalid-amount']);
    expect(productWarnings({ ...base, isGiftCard: true, sizeChosen: false, customAmount: true, customAmountValid: true })).toEqual([]);
  });
  it('tells which warnings block adding', () => {
    expect(blocksAdding('select-size')).toBe(true);
    expect(blocksAdding('need-attention')).toBe(false);
  });
});
