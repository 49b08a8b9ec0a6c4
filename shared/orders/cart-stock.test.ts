import { describe, expect, it } from 'vitest';
import { cappedQuantity, lineStockLimits } from './cart-stock.ts';

const stock = new Map([[11, 12], [12, 0]]);

describe('lineStockLimits', () => {
  it('flags 24 of a size with 12 in stock', () => {
    expect(lineStockLimits([{ id: 'a', product_size_id: 11, quantity: 24 }], stock).get('a')).toEqual({ max: 12, over: true });
    expect(lineStockLimits([{ id: 'a', product_size_id: 11, quantity: 12 }], stock).get('a')).toEqual({ max: 12, over: false });
  });
  it('lets lines of one size share its stock in cart order', () => {
    const limits = lineStockLimits(
      [
        { id: 'a', product_size_id: 11, quantity: 10 },
        { id: 'b', product_size_id: 11, quantity: 5 },
      ],
      stock,
    );
    expect(limits.get('a')).toEqual({ max: 12, over: false });
    expect(limits.get('b')).toEqual({ max: 2, over: true });
  });
  it('marks a sold-out size and leaves gift cards and unknown stock alone', () => {
    const limits = lineStockLimits(
      [
        { id: 'gone', product_size_id: 12, quantity: 1 },
        { id: 'gift', product_size_id: 11, quantity: 99, is_gift_card: true },
        { id: 'custom', product_size_id: null, quantity: 3 },
        { id: 'unknown', product_size_id: 99, quantity: 3 },
      ],
      stock,
    );
    expect(limits.get('gone')).toEqual({ max: 0, over: true });
    expect([limits.has('gift'), limits.has('custom'), limits.has('unknown')]).toEqual([false, false, false]);
  });
});

describe('cappedQuantity', () => {
  it('caps at the stock left, the ceiling and 1', () => {
    expect(cappedQuantity(24, { max: 12, over: false }, 999)).toBe(12);
    expect(cappedQuantity(5, { max: 12, over: false }, 999)).toBe(5);
    expect(cappedQuantity(2000, undefined, 999)).toBe(999);
    expect(cappedQuantity(0, { max: 12, over: false }, 999)).toBe(1);
  });
});
