import { describe, expect, it } from 'vitest';
import { cartSummary, linesSubtotal, orderTotals } from './order-totals.ts';

describe('linesSubtotal', () => {
  it('sums price × quantity', () => {
    expect(linesSubtotal([{ price: 2200, quantity: 2 }, { price: 1500, quantity: 1 }])).toBe(5900);
    expect(linesSubtotal([])).toBe(0);
  });
});

describe('cartSummary', () => {
  it('takes the balance off and floors the total at zero', () => {
    expect(cartSummary(3000, 5000)).toEqual({ subtotal: 3000, giftCardBalance: 5000, total: 0 });
    expect(cartSummary(8000, 5000)).toEqual({ subtotal: 8000, giftCardBalance: 5000, total: 3000 });
  });
  it('hides a zero or missing balance', () => {
    expect(cartSummary(3000, 0)).toEqual({ subtotal: 3000, giftCardBalance: null, total: 3000 });
    expect(cartSummary(3000, null)).toEqual({ subtotal: 3000, giftCardBalance: null, total: 3000 });
  });
});

describe('orderTotals', () => {
  it('lets the gift card pay part of the order', () => {
    expect(orderTotals({ subtotal: 4400, shipping: 795, giftCardBalance: 5000 })).toEqual({
      subtotal: 4400,
      shipping_total: 795,
      total_without_discounts: 5195,
      gift_card_amount: 5000,
      total: 195,
    });
  });
  it('never uses more than is owed', () => {
    const totals = orderTotals({ subtotal: 2000, shipping: 595, giftCardBalance: 5000 });
    expect(totals.gift_card_amount).toBe(2595);
    expect(totals.total).toBe(0);
  });
  it('works without a gift card', () => {
    expect(orderTotals({ subtotal: 2000, shipping: 0, giftCardBalance: 0 }).total).toBe(2000);
  });
});
