import { describe, expect, it } from 'vitest';
import { kitCartProblems, kitLineMaxima, requiredRemoval, type KitCartRules } from './kit-cart-rules.ts';

// A kit of 2 products: the tee (id 1) required, at most 1; the mug (id 2) at most 2.
const kit: KitCartRules = {
  amount: 2,
  products: [
    { id: 1, name: 'Tee', product_kit_product: { required: true, quantity: 1 } },
    { id: 2, name: 'Mug', product_kit_product: { required: false, quantity: 2 } },
  ],
};
const tee = { id: 'tee', product_id: 1, quantity: 1 };
const mug = { id: 'mug', product_id: 2, quantity: 1 };

describe('kit rules in the cart', () => {
  it('lets a line grow only into free slots and within its kit quantity', () => {
    expect(kitLineMaxima(kit, [mug])).toEqual(new Map([['mug', 2]]));
    expect(kitLineMaxima(kit, [tee, mug])).toEqual(new Map([['tee', 1], ['mug', 1]]));
    // A product outside the kit never grows.
    expect(kitLineMaxima(kit, [{ id: 'cap', product_id: 9, quantity: 1 }]).get('cap')).toBe(1);
  });

  it('refuses removing the last of a required product, not of an optional one', () => {
    expect(requiredRemoval(kit, [tee, mug], tee)?.name).toBe('Tee');
    expect(requiredRemoval(kit, [tee, mug], mug)).toBeNull();
    expect(requiredRemoval(kit, [tee, { ...tee, id: 'tee-2' }], tee)).toBeNull();
  });

  it('names what the order would refuse: over the amount, over a product\'s quantity, a required product missing', () => {
    expect(kitCartProblems(kit, [tee, mug])).toEqual([]);
    expect(kitCartProblems(kit, [{ ...mug, quantity: 4 }])).toEqual([
      { kind: 'over-quantity', productId: 2, max: 2 },
      { kind: 'over-amount', max: 2, overflow: 2 },
      { kind: 'missing-required', productId: 1 },
    ]);
  });
});
