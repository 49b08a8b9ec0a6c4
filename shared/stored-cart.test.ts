import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartStateSchema } from './cart.ts';
import { shapeVariants } from './shape-samples.ts';
import { parseStoredCart } from './stored-cart.ts';

const fullLine = {
  id: 'tee-m',
  name: 'Tee',
  product_id: 1,
  quantity: 2,
  size: 'M',
  product_thumbnail: '/media/1/tee.webp',
  price: 2500,
  final_price: 2000,
  product_size_id: 3,
  product_color_id: 4,
  product_variant_id: 5,
  color: 'Red',
  image: '/media/1/tee-red.webp',
  weight: 200,
  warehouse: { id: 1, name: 'Main' },
  slug: 'tee',
  input_fields: [{ id: 1, label: 'Name', value: 'Ada' }],
  email: 'gift@example.com',
  is_gift_card: true,
  note: 'Happy birthday',
  stale: 'dropped',
};
const minimalLine = { id: 'mug', name: 'Mug', product_id: 2, quantity: 1, price: 900, final_price: 900, slug: 'mug' };
const sample = { items: [fullLine, minimalLine], giftingToken: 'gift', giftingUserToken: null, hidePrices: true };

describe('parseStoredCart (hand-written, no valibot in the entry)', () => {
  it('gives what CartStateSchema gives for every variant it accepts, and an empty cart for every one it rejects', () => {
    const variants = [...shapeVariants(sample), { label: 'quantity 1.5', value: { items: [{ ...minimalLine, quantity: 1.5 }] } }, { label: 'quantity 0', value: { items: [{ ...minimalLine, quantity: 0 }] } }];
    expect(variants.length).toBeGreaterThan(400);
    const empty = parseStoredCart(null);
    let accepted = 0;
    for (const { label, value } of variants) {
      const parsed = parseStoredCart(JSON.stringify(value) ?? null);
      // JSON drops undefined and NaN the same way for both, so compare after a JSON round trip.
      const expected = v.safeParse(CartStateSchema, value === undefined ? undefined : JSON.parse(JSON.stringify(value) ?? 'null'));
      if (expected.success) accepted += 1;
      expect({ label, cart: parsed }).toEqual({ label, cart: expected.success ? expected.output : empty });
    }
    expect(accepted).toBeGreaterThan(20);
  });

  it('keeps a stored line with only the required fields, defaults filled in', () => {
    const cart = parseStoredCart(JSON.stringify({ items: [minimalLine] }));
    expect(cart.items[0]).toMatchObject({ id: 'mug', size: null, weight: 0, input_fields: [], is_gift_card: false, warehouse: null });
    expect(cart.hidePrices).toBe(false);
  });
});
