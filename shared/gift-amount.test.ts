import { describe, expect, it } from 'vitest';
import { formatGiftAmount, giftAmountToMinor } from './gift-amount.ts';

describe('giftAmountToMinor', () => {
  it('stores amounts entered in dollars times 100', () => {
    expect(giftAmountToMinor('1')).toBe(100);
    expect(giftAmountToMinor(' 37.5 ')).toBe(3750);
    expect(giftAmountToMinor('19.99')).toBe(1999);
  });
  it('rejects less than 1 and anything that is not an amount', () => {
    for (const text of ['0.99', '0', '', '-5', 'abc', '1.234', '1e3']) expect(giftAmountToMinor(text)).toBeNull();
  });
});

describe('formatGiftAmount', () => {
  it('shows whole dollars without cents', () => {
    expect(formatGiftAmount(2500)).toBe('$25');
    expect(formatGiftAmount(3750)).toBe('$37.50');
  });
});
