import { describe, expect, it } from 'vitest';
import { checkGiftAmount, DEFAULT_MAX_GIFT_AMOUNT, formatGiftAmount, giftAmountToMinor, maxGiftAmountMinor } from './gift-amount.ts';

describe('giftAmountToMinor', () => {
  it('stores amounts entered in dollars times 100', () => {
    expect(giftAmountToMinor('1')).toBe(100);
    expect(giftAmountToMinor(' 37.5 ')).toBe(3750);
    expect(giftAmountToMinor('19.99')).toBe(1999);
  });
  it('rejects less than 1 and anything that is not an amount', () => {
    for (const text of ['0.99', '0', '', '-5', 'abc', '1.234', '1e3']) expect(giftAmountToMinor(text)).toBeNull();
  });
  it('refuses more than the default maximum of $1,000', () => {
    expect(giftAmountToMinor('1000')).toBe(100_000);
    expect(giftAmountToMinor('1000.01')).toBeNull();
    expect(giftAmountToMinor('99999999')).toBeNull();
  });
});

describe('checkGiftAmount', () => {
  const max = 50_000;
  it('names why an amount is refused', () => {
    expect(checkGiftAmount('  ', max)).toEqual({ ok: false, error: 'required' });
    expect(checkGiftAmount('12.345', max)).toEqual({ ok: false, error: 'decimals' });
    expect(checkGiftAmount('12,5', max)).toEqual({ ok: false, error: 'invalid' });
    expect(checkGiftAmount('0.50', max)).toEqual({ ok: false, error: 'too-small' });
    expect(checkGiftAmount('500.01', max)).toEqual({ ok: false, error: 'too-large' });
  });
  it('accepts the maximum itself', () => {
    expect(checkGiftAmount('500', max)).toEqual({ ok: true, minor: 50_000 });
  });
});

describe('maxGiftAmountMinor', () => {
  it('uses the store setting in dollars, else $1,000', () => {
    expect(maxGiftAmountMinor({ giftCardMaxAmount: 250 })).toBe(25_000);
    expect(maxGiftAmountMinor({})).toBe(DEFAULT_MAX_GIFT_AMOUNT * 100);
    expect(maxGiftAmountMinor(undefined)).toBe(100_000);
  });
});

describe('formatGiftAmount', () => {
  it('shows whole dollars without cents', () => {
    expect(formatGiftAmount(2500)).toBe('$25');
    expect(formatGiftAmount(3750)).toBe('$37.50');
  });
});
