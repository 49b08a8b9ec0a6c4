import { describe, expect, it } from 'vitest';
import { parcelShipping, parcelWeight } from './shipping-rates.ts';

describe('parcelShipping', () => {
  it.each([
    [0, 595],
    [0.2, 595],
    [1, 595],
    [1.01, 795],
    [3, 795],
    [9.9, 1290],
    [10, 1290],
    [10.2, 1390],
    [12, 1490],
  ])('%f kg costs %i', (kg, price) => {
    expect(parcelShipping(kg)).toBe(price);
  });
  it('treats nonsense weights as zero', () => {
    expect(parcelShipping(Number.NaN)).toBe(595);
    expect(parcelShipping(-3)).toBe(595);
  });
});

describe('parcelWeight', () => {
  it('sums weight times quantity without float drift', () => {
    expect(parcelWeight([{ weight: 0.1, quantity: 3 }, { weight: 0.2, quantity: 1 }])).toBe(0.5);
    expect(parcelWeight([])).toBe(0);
  });
});
