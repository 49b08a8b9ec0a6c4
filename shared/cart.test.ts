import { describe, expect, it } from 'vitest';
import { cartItemCount, parseStoredCart } from './stored-cart.ts';

describe('cartItemCount', () => {
  it('sums quantities', () => {
    expect(cartItemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(cartItemCount([])).toBe(0);
  });
});

describe('parseStoredCart', () => {
  it('reads a stored cart', () => {
    const cart = parseStoredCart(
      JSON.stringify({ items: [{ id: 'a', name: 'Tee', product_id: 1, quantity: 2, price: 100, final_price: 100, slug: 'tee' }] }),
    );
    expect(cart.items).toHaveLength(1);
    expect(cart.hidePrices).toBe(false);
  });
  it('treats unreadable data as an empty cart', () => {
    expect(parseStoredCart('{oops').items).toEqual([]);
    expect(parseStoredCart(JSON.stringify({ items: [{ quantity: -1 }] })).items).toEqual([]);
    expect(parseStoredCart(null).items).toEqual([]);
  });
});
