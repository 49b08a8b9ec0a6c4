import * as v from 'valibot';
import { configObject } from '../schemas/config/config-object.ts';

/**
 * A store's shipping rule (docs/decisions/0120-shipping-rules-per-store.md), in the store config
 * as `settings.shipping`, amounts in dollars like every other config amount:
 * - `perParcel`: the flat price of each parcel that ships (one per warehouse); gift cards go by
 *   e-mail and never cost shipping;
 * - `freeOver`: when the goods that ship cost at least this much, shipping is free (null: never).
 */
export const ShippingRuleSchema = configObject({
  perParcel: v.pipe(v.number('perParcel must be a number of dollars.'), v.minValue(0, 'perParcel must be 0 or more.'), v.maxValue(1000, 'perParcel must be at most 1000.')),
  freeOver: v.optional(
    v.nullable(v.pipe(v.number('freeOver must be a number of dollars or null.'), v.minValue(0, 'freeOver must be 0 or more.'), v.maxValue(1_000_000, 'freeOver must be at most 1000000.'))),
    null,
  ),
});
export type ShippingRuleInput = v.InferInput<typeof ShippingRuleSchema>;

/** The rule in minor units (cents), as pricing uses it. */
export type ShippingRule = { perParcel: number; freeOver: number | null };

/** A store without a rule of its own: $7.95 per parcel, never free. */
export const DEFAULT_SHIPPING_RULE: ShippingRule = { perParcel: 795, freeOver: null };

/** The store's rule in minor units (the config holds dollars). */
export function shippingRule(settings: { shipping?: { perParcel: number; freeOver?: number | null | undefined } | undefined } | undefined): ShippingRule {
  const rule = settings?.shipping;
  if (!rule) return DEFAULT_SHIPPING_RULE;
  return { perParcel: Math.round(rule.perParcel * 100), freeOver: rule.freeOver == null ? null : Math.round(rule.freeOver * 100) };
}

/** Whether the goods that ship (subtotal of physical lines, minor units) reach the free-shipping threshold. */
export function shipsFree(rule: ShippingRule, shippedSubtotal: number): boolean {
  return rule.freeOver !== null && shippedSubtotal >= rule.freeOver;
}

/**
 * Shipping per parcel: the gift-card parcel is free, every other parcel costs the flat rate,
 * unless the goods that ship reach the threshold (then every parcel is free).
 */
export function parcelShipping(rule: ShippingRule, parcel: { giftCards: boolean }, shippedSubtotal: number): number {
  if (parcel.giftCards || shipsFree(rule, shippedSubtotal)) return 0;
  return rule.perParcel;
}

/** Subtotal of the lines that ship (gift cards do not), minor units. */
export function shippedSubtotal(lines: readonly { total: number; is_gift_card?: boolean | undefined; warehouse?: unknown }[]): number {
  return lines.reduce((sum, line) => (line.is_gift_card || !line.warehouse ? sum : sum + line.total), 0);
}

/** Total weight of a parcel's lines (weight per unit × quantity), rounded to grams. */
export function parcelWeight(lines: readonly { weight: number; quantity: number }[]): number {
  const grams = lines.reduce((sum, line) => sum + Math.round(line.weight * 1000) * line.quantity, 0);
  return grams / 1000;
}
