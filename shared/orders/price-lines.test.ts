import { describe, expect, it } from 'vitest';
import type { OrderLineInput } from '../schemas/checkout.ts';
import { buildQuote } from './build-quote.ts';
import { shippingRule } from './shipping-rules.ts';
import { itemLabel, priceLines, stockNeeds, type Catalog, type CatalogVariant } from './price-lines.ts';

const tee: CatalogVariant = {
  product_id: 1, product_name: 'Classic Tee', slug: 'classic-tee', status: 'published', disabled: 0,
  product_discontinued: 0, is_gift_card: 0, allow_custom_amount: 0, library_approved: 1, need_attention: 0,
  warehouse_id: 7, warehouse_name: 'North', variant_id: 11, color: 'Navy', variant_discontinued: 0, image: '/t.svg',
};
const gift: CatalogVariant = {
  ...tee, product_id: 2, product_name: 'Gift Card', slug: 'gift', is_gift_card: 1, allow_custom_amount: 1,
  warehouse_id: null, warehouse_name: null, variant_id: 21, color: 'Violet',
};
const catalog = (over: Partial<CatalogVariant> = {}, stock = 5): Catalog => ({
  variants: new Map([[11, { ...tee, ...over }], [21, gift]]),
  sizes: new Map([
    [111, { id: 111, variant_id: 11, size: 'M', price: 2200, quantity: stock, weight: 0.2 }],
    [211, { id: 211, variant_id: 21, size: '$50', price: 5000, quantity: 1000, weight: 0 }],
  ]),
  fields: new Map([[1, [{ id: 9, label: 'Name on badge', is_required: 1 }]]]),
});
const line = (over: Partial<OrderLineInput> = {}): OrderLineInput => ({
  product_id: 1, product_variant_id: 11, product_size_id: 111, quantity: 1,
  input_fields: [{ id: 9, value: 'Sam' }], ...over,
});

describe('priceLines', () => {
  it('prices from the catalog, whatever the request carries', () => {
    const tampered = { ...line({ quantity: 2 }), price: 1, final_price: 1 } as OrderLineInput;
    const { lines, problems } = priceLines([tampered], catalog());
    expect(problems).toEqual([]);
    expect(lines[0]).toMatchObject({ unit_price: 2200, total: 4400, warehouse: { id: 7, name: 'North' }, input_fields: [{ id: 9, label: 'Name on badge', value: 'Sam' }] });
  });

  it.each([
    ['unpublished', { status: 'draft' }],
    ['disabled', { disabled: 1 }],
    ['discontinued product', { product_discontinued: 1 }],
    ['discontinued variant', { variant_discontinued: 1 }],
    ['not library approved', { library_approved: 0 }],
    ['needing attention', { need_attention: 1 }],
  ])('reports a %s item as inactive', (_name, over) => {
    const { lines, problems } = priceLines([line()], catalog(over));
    expect(lines).toEqual([]);
    expect(problems).toEqual([{ index: 0, product_variant_id: 11, item: 'Classic Tee (Navy)', kind: 'inactive' }]);
  });

  it('reports unknown variants, a variant of another product and a size of another variant', () => {
    expect(priceLines([line({ product_variant_id: 99 })], catalog()).problems[0]).toMatchObject({ kind: 'inactive', item: null });
    expect(priceLines([line({ product_id: 2 })], catalog()).problems[0]!.kind).toBe('inactive');
    expect(priceLines([line({ product_size_id: 211 })], catalog()).problems[0]!.kind).toBe('inactive');
    expect(priceLines([line({ product_size_id: null })], catalog()).problems[0]!.kind).toBe('inactive');
  });

  it('checks stock over all lines of one size', () => {
    const { problems } = priceLines([line({ quantity: 3 }), line({ quantity: 3, input_fields: [{ id: 9, value: 'Kim' }] })], catalog());
    expect(problems.map((p) => [p.index, p.kind])).toEqual([[0, 'out-of-stock'], [1, 'out-of-stock']]);
    expect(problems[0]).toMatchObject({ available: 5, item: 'Classic Tee (Navy, M)' });
  });

  it('requires required input fields', () => {
    const { problems } = priceLines([line({ input_fields: [{ id: 9, value: '  ' }] })], catalog());
    expect(problems[0]).toMatchObject({ kind: 'invalid', field: 'input-field', label: 'Name on badge' });
  });

  it('prices gift cards by amount or custom amount and never limits them by stock', () => {
    const giftLine = (over: Partial<OrderLineInput>) => line({ product_id: 2, product_variant_id: 21, product_size_id: null, email: 'a@b.test', input_fields: [], ...over });
    const { lines, problems } = priceLines([giftLine({ product_size_id: 211, quantity: 2000 }), giftLine({ gift_amount: 1234 })], catalog());
    expect(problems).toEqual([]);
    expect(lines.map((l) => [l.unit_price, l.warehouse, l.weight])).toEqual([[5000, null, 0], [1234, null, 0]]);
    expect(priceLines([giftLine({ gift_amount: 50 })], catalog()).problems[0]).toMatchObject({ field: 'gift-amount' });
    expect(priceLines([giftLine({ gift_amount: 1000, email: 'nope' })], catalog()).problems[0]).toMatchObject({ field: 'recipient' });
  });

  it('names the largest amount when a custom gift amount is over it, and no pseudo-colour in gift labels', () => {
    const giftLine = (over: Partial<OrderLineInput>) => line({ product_id: 2, product_variant_id: 21, product_size_id: null, email: 'a@b.test', input_fields: [], ...over });
    const over = priceLines([giftLine({ gift_amount: 100_001 })], catalog(), { maxGiftAmount: 100_000 }).problems[0];
    expect(over).toMatchObject({ kind: 'invalid', field: 'gift-amount', maxAmount: 100_000 });
    const under = priceLines([giftLine({ gift_amount: 50 })], catalog()).problems[0];
    expect(under).not.toHaveProperty('maxAmount');
    const badRecipient = priceLines([giftLine({ product_size_id: 211, email: 'nope' })], catalog()).problems[0];
    expect(badRecipient?.item).not.toContain(gift.color);
  });
});

describe('stockNeeds', () => {
  it('adds up sizes and skips gift cards', () => {
    expect([...stockNeeds([
      { is_gift_card: false, product_size_id: 1, quantity: 2 },
      { is_gift_card: false, product_size_id: 1, quantity: 1 },
      { is_gift_card: true, product_size_id: 2, quantity: 5 },
    ])]).toEqual([[1, 3]]);
  });
});

describe('itemLabel', () => {
  it('names an item with its colour and size', () => {
    expect(itemLabel('Tee', 'Navy', 'M')).toBe('Tee (Navy, M)');
    expect(itemLabel('Tee', null, null)).toBe('Tee');
  });
});

describe('buildQuote', () => {
  it('adds shipping per parcel and lets the gift card pay', () => {
    const { lines } = priceLines(
      [line({ quantity: 2 }), { product_id: 2, product_variant_id: 21, product_size_id: 211, quantity: 1, input_fields: [], email: 'a@b.test' }],
      catalog(),
    );
    const quote = buildQuote(lines, [], { code: 'GIFT', balance: 5000 }, shippingRule({ shipping: { perParcel: 5.95, freeOver: 100 } }));
    expect(quote.parcels.map((p) => [p.key, p.shipping, p.item_count])).toEqual([['warehouse-7', 595, 2], ['gift-cards', 0, 1]]);
    expect(quote).toMatchObject({ subtotal: 9400, shipping_total: 595, total_without_discounts: 9995, total: 4995, gift_card: { code: 'GIFT', amount: 5000 } });
  });
  it('ignores an empty gift card', () => {
    expect(buildQuote([], [], { code: 'ZERO', balance: 0 }, shippingRule({})).gift_card).toBeNull();
  });
  it('ships free once the goods that ship reach the store threshold', () => {
    const { lines } = priceLines([line({ quantity: 2 })], catalog());
    const free = buildQuote(lines, [], null, shippingRule({ shipping: { perParcel: 5.95, freeOver: 44 } }));
    expect(free).toMatchObject({ shipping_total: 0, total: free.subtotal });
  });
});
