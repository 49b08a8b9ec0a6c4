import { describe, expect, it } from 'vitest';
import { formatPrice } from './money.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatPrice', () => {
  it('writes minor units as US dollars', () => {
    expect(formatPrice(1999)).toBe('$19.99');
    expect(formatPrice(100000)).toBe('$1,000.00');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(1999.4)).toBe('$19.99');
  });

  it('gives the same text as formatting each price afresh, again and again', () => {
    const prices = [0, -0.4, -0, 0.4, 5, -250, 1999, 123456789, Number.NaN, 49.5, 1999];
    for (let round = 0; round < 3; round++) {
      for (const price of prices) expect(formatPrice(price)).toBe(usd.format(Math.round(price) / 100));
    }
    // Past the memo's limit (it starts afresh) the texts stay right.
    for (let cents = 0; cents < 4500; cents += 1) expect(formatPrice(cents)).toBe(usd.format(cents / 100));
    expect(formatPrice(-0.4)).toBe('-$0.00');
    expect(formatPrice(1999)).toBe('$19.99');
  });
});

describe('formatPrice in the shopper’s language (issue 27)', () => {
  it('keeps US dollars in the language’s number format', () => {
    expect(formatPrice(123456, 'de')).toBe(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD' }).format(1234.56));
    expect(formatPrice(123456, 'de')).toMatch(/^1\.234,56\s\$$/);
    expect(formatPrice(123456, 'fr')).toMatch(/^1\s234,56\s\$US$/);
    expect(formatPrice(123456, 'en')).toBe('$1,234.56');
    expect(formatPrice(123456, 'xx')).toBe('$1,234.56');
  });
});
