import { describe, expect, it } from 'vitest';
import {
  chosenCount,
  filledSlots,
  kitOrderProblems,
  missingRequired,
  overLimitBy,
  quantityLimit,
  selectableQuantity,
  slotsRemaining,
  type KitProductRule,
} from './kit-rules.ts';

const product = (id: number, quantity: number, required = false): KitProductRule => ({ id, product_kit_product: { required, quantity } });
const tee = product(1, 1, true);
const mug = product(2, 2, true);
const cap = product(3, 3);
const kit = { amount: 3, products: [tee, mug, cap] };

describe('slots', () => {
  it('counts every unit as one slot', () => {
    const items = [{ product_id: 2, quantity: 2 }, { product_id: 3, quantity: 1 }];
    expect(chosenCount(items)).toBe(3);
    expect(slotsRemaining(3, items)).toBe(0);
    expect(filledSlots(items).map((item) => item.product_id)).toEqual([2, 2, 3]);
  });

  it('has remaining slots = amount minus items, never negative', () => {
    expect(slotsRemaining(3, [])).toBe(3);
    expect(slotsRemaining(3, [{ product_id: 3, quantity: 1 }])).toBe(2);
    expect(slotsRemaining(3, [{ product_id: 3, quantity: 5 }])).toBe(0);
  });

  it('is over the limit by the count above the amount', () => {
    expect(overLimitBy(3, [{ product_id: 3, quantity: 3 }])).toBe(0);
    expect(overLimitBy(3, [{ product_id: 3, quantity: 3 }, { product_id: 2, quantity: 2 }])).toBe(2);
  });
});

describe('selectable quantity = min(kit quantity - chosen, remaining slots)', () => {
  it('is limited by the kit quantity', () => {
    expect(selectableQuantity(tee, 3, [])).toBe(1);
    expect(selectableQuantity(cap, 5, [])).toBe(3);
  });
  it('is limited by the remaining slots', () => {
    expect(selectableQuantity(cap, 3, [{ product_id: 1, quantity: 1 }, { product_id: 2, quantity: 1 }])).toBe(1);
  });
  it('subtracts what is already chosen and is 0 once reached', () => {
    expect(selectableQuantity(mug, 3, [{ product_id: 2, quantity: 1 }])).toBe(1);
    expect(selectableQuantity(tee, 3, [{ product_id: 1, quantity: 1 }])).toBe(0);
    expect(selectableQuantity(cap, 2, [{ product_id: 3, quantity: 1 }, { product_id: 2, quantity: 2 }])).toBe(0);
  });
});

describe('required products', () => {
  it('lists the required products not chosen', () => {
    expect(missingRequired(kit.products, []).map((p) => p.id)).toEqual([1, 2]);
    expect(missingRequired(kit.products, [{ product_id: 2, quantity: 1 }]).map((p) => p.id)).toEqual([1]);
    expect(missingRequired(kit.products, [{ product_id: 1, quantity: 1 }, { product_id: 2, quantity: 1 }])).toEqual([]);
  });
});

describe('kit order problems', () => {
  it('accepts a complete kit within its limits', () => {
    expect(kitOrderProblems(kit, [{ product_id: 1, quantity: 1 }, { product_id: 2, quantity: 1 }, { product_id: 3, quantity: 1 }])).toEqual([]);
    expect(kitOrderProblems(kit, [{ product_id: 1, quantity: 1 }, { product_id: 2, quantity: 1 }])).toEqual([]);
  });
  it('refuses a product outside the kit', () => {
    expect(kitOrderProblems(kit, [{ product_id: 1, quantity: 1 }, { product_id: 2, quantity: 1 }, { product_id: 9, quantity: 1 }])).toEqual([
      { kind: 'not-in-kit', productId: 9 },
    ]);
  });
  it('refuses more of a product than its kit quantity, over several lines too', () => {
    expect(kitOrderProblems(kit, [{ product_id: 1, quantity: 1 }, { product_id: 1, quantity: 1 }, { product_id: 2, quantity: 1 }])).toEqual([
      { kind: 'over-quantity', productId: 1, max: 1 },
    ]);
  });
  it('refuses more items than the amount', () => {
    expect(kitOrderProblems(kit, [{ product_id: 1, quantity: 1 }, { product_id: 2, quantity: 2 }, { product_id: 3, quantity: 1 }])).toEqual([
      { kind: 'over-amount', max: 3, overflow: 1 },
    ]);
  });
  it('refuses an order without a required product', () => {
    expect(kitOrderProblems(kit, [{ product_id: 2, quantity: 1 }, { product_id: 3, quantity: 2 }])).toEqual([
      { kind: 'missing-required', productId: 1 },
    ]);
  });
});

describe('why nothing more can be chosen', () => {
  it('names the product max first, then full slots, and nothing while more fit', () => {
    expect(quantityLimit(cap, 3, [])).toBeNull();
    expect(quantityLimit(tee, 3, [{ product_id: 1, quantity: 1 }])).toEqual({ kind: 'product-max', max: 1 });
    expect(quantityLimit(cap, 3, [{ product_id: 2, quantity: 2 }, { product_id: 1, quantity: 1 }])).toEqual({ kind: 'slots-full', max: 3 });
    // The kit quantity and the slots both reached: the product's own max is the message.
    expect(quantityLimit(mug, 2, [{ product_id: 2, quantity: 2 }])).toEqual({ kind: 'product-max', max: 2 });
    expect(quantityLimit(mug, 3, [{ product_id: 2, quantity: 1 }])).toBeNull();
    expect(selectableQuantity(mug, 3, [{ product_id: 2, quantity: 1 }])).toBe(1);
  });
});
