import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart.ts';
import { addCartLine, cartLineId, removeCartLine, setCartLineQuantity } from './cart-lines.ts';

const tee: Omit<CartItem, 'id'> = {
  name: 'Tee',
  product_id: 1001,
  quantity: 1,
  size: 'M',
  product_thumbnail: null,
  price: 2200,
  final_price: 2200,
  product_size_id: 10010103,
  product_color_id: 100101,
  product_variant_id: 100101,
  color: 'Black',
  image: null,
  weight: 0.2,
  warehouse: { id: 1, name: 'East' },
  slug: 'tee',
  input_fields: [],
  is_gift_card: false,
};

describe('addCartLine', () => {
  it('adds a new line with an id', () => {
    const items = addCartLine([], tee);
    expect(items).toHaveLength(1);
    expect(items[0]!.id).toBe(cartLineId(tee));
  });
  it('merges an identical choice by adding the quantity', () => {
    const items = addCartLine(addCartLine([], tee), { ...tee, quantity: 2 });
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(3);
  });
  it('keeps different sizes, variants, input values and gift details apart', () => {
    let items = addCartLine([], tee);
    items = addCartLine(items, { ...tee, product_size_id: 10010104, size: 'L' });
    items = addCartLine(items, { ...tee, product_variant_id: 100102 });
    items = addCartLine(items, { ...tee, input_fields: [{ id: 1, label: 'Name', value: 'Ada' }] });
    items = addCartLine(items, { ...tee, input_fields: [{ id: 1, label: 'Name', value: 'Bob' }] });
    expect(items).toHaveLength(5);
    const gift = { ...tee, is_gift_card: true, email: 'a@b.co', note: 'Hi' };
    const gifts = addCartLine(addCartLine([], gift), { ...gift, price: 3700, final_price: 3700 });
    expect(gifts).toHaveLength(2);
    expect(addCartLine(gifts, { ...gift, email: 'A@B.co ' })).toHaveLength(2);
  });
});

describe('setCartLineQuantity and removeCartLine', () => {
  it('changes and removes one line', () => {
    const items = addCartLine(addCartLine([], tee), { ...tee, product_size_id: 2 });
    const [first, second] = items;
    expect(setCartLineQuantity(items, first!.id, 4).map((i) => i.quantity)).toEqual([4, 1]);
    expect(setCartLineQuantity(items, first!.id, 0)[0]!.quantity).toBe(1);
    expect(removeCartLine(items, first!.id)).toEqual([second]);
  });
});
