import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart.ts';
import { orderLinesFromCart, unorderableLineIds } from './cart-order-lines.ts';

const base: CartItem = {
  id: 'a', name: 'Tee', product_id: 1, quantity: 2, size: 'M', product_thumbnail: null, price: 2200, final_price: 2200,
  product_size_id: 11, product_color_id: 5, product_variant_id: 5, color: 'Navy', image: null, weight: 0.2,
  warehouse: { id: 1, name: 'North' }, slug: 'tee', input_fields: [{ id: 3, label: 'Name', value: 'Sam' }], is_gift_card: false,
};

describe('orderLinesFromCart', () => {
  it('sends the choice, never the price', () => {
    expect(orderLinesFromCart([base])).toEqual([
      { product_id: 1, product_variant_id: 5, product_size_id: 11, quantity: 2, input_fields: [{ id: 3, value: 'Sam' }], email: null, note: null, gift_amount: null },
    ]);
  });
  it('sends a custom gift amount, the recipient and the note', () => {
    const gift: CartItem = { ...base, id: 'g', is_gift_card: true, product_size_id: null, price: 3500, email: 'a@b.test', note: 'Hi', warehouse: null, input_fields: [] };
    expect(orderLinesFromCart([gift])[0]).toMatchObject({ product_size_id: null, gift_amount: 3500, email: 'a@b.test', note: 'Hi' });
    expect(orderLinesFromCart([{ ...gift, product_size_id: 9 }])[0]!.gift_amount).toBeNull();
  });
  it('leaves out lines without a variant', () => {
    const broken = { ...base, id: 'x', product_variant_id: null };
    expect(orderLinesFromCart([broken])).toEqual([]);
    expect(unorderableLineIds([base, broken])).toEqual(['x']);
  });
});
