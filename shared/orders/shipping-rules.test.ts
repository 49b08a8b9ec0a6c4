import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_RULE, parcelShipping, parcelWeight, shippedSubtotal, shippingRule, ShippingRuleSchema } from './shipping-rules.ts';

const demo = shippingRule({ shipping: { perParcel: 5.95, freeOver: 75 } });

describe('shippingRule', () => {
  it('reads dollars from the config as cents', () => {
    expect(demo).toEqual({ perParcel: 595, freeOver: 7500 });
    expect(shippingRule({ shipping: { perParcel: 4.9 } })).toEqual({ perParcel: 490, freeOver: null });
  });
  it('falls back to the default rule when the store has none', () => {
    expect(shippingRule({})).toEqual(DEFAULT_SHIPPING_RULE);
    expect(shippingRule(undefined)).toEqual({ perParcel: 795, freeOver: null });
  });
});

describe('parcelShipping', () => {
  const box = { giftCards: false };
  it('charges the flat rate per parcel below the threshold', () => {
    expect(parcelShipping(demo, box, 7499)).toBe(595);
  });
  it('is free from the threshold on ($75.00 ships free, $101 too)', () => {
    expect(parcelShipping(demo, box, 7500)).toBe(0);
    expect(parcelShipping(demo, box, 10100)).toBe(0);
  });
  it('never charges for the gift-card parcel', () => {
    expect(parcelShipping(demo, { giftCards: true }, 0)).toBe(0);
  });
  it('never ships free without a threshold', () => {
    expect(parcelShipping(DEFAULT_SHIPPING_RULE, box, 1_000_000)).toBe(795);
  });
});

describe('shippedSubtotal', () => {
  it('counts only goods that ship: a gift card does not buy free shipping', () => {
    const warehouse = { id: 1, name: 'East' };
    expect(shippedSubtotal([{ total: 5000, warehouse }, { total: 5000, is_gift_card: true, warehouse: null }])).toBe(5000);
  });
});

describe('ShippingRuleSchema', () => {
  it('accepts a flat rate with or without a threshold and refuses nonsense', () => {
    expect(v.parse(ShippingRuleSchema, { perParcel: 5.95, freeOver: 75 })).toEqual({ perParcel: 5.95, freeOver: 75 });
    expect(v.parse(ShippingRuleSchema, { perParcel: 0 })).toEqual({ perParcel: 0, freeOver: null });
    expect(v.safeParse(ShippingRuleSchema, { perParcel: -1 }).success).toBe(false);
    expect(v.safeParse(ShippingRuleSchema, { perParcel: '5' }).success).toBe(false);
    expect(v.safeParse(ShippingRuleSchema, { freeOver: 75 }).success).toBe(false);
  });
});

describe('parcelWeight', () => {
  it('sums weight times quantity without float drift', () => {
    expect(parcelWeight([{ weight: 0.1, quantity: 3 }, { weight: 0.2, quantity: 1 }])).toBe(0.5);
    expect(parcelWeight([])).toBe(0);
  });
});
