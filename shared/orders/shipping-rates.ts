/**
 * Shipping per parcel (docs/decisions/0041-shipping-and-totals.md): a parcel ships from one
 * warehouse and costs by its weight; gift cards are delivered by e-mail and ship free.
 * Amounts are minor units (cents).
 */
export const SHIPPING_RATES: readonly { upToKg: number; price: number }[] = [
  { upToKg: 1, price: 595 },
  { upToKg: 3, price: 795 },
  { upToKg: 10, price: 1290 },
];
/** Above the last band: its price plus this much per started kilogram. */
export const SHIPPING_PER_EXTRA_KG = 100;

/** The shipping price of one parcel of physical goods weighing `weightKg`. */
export function parcelShipping(weightKg: number): number {
  const weight = Number.isFinite(weightKg) && weightKg > 0 ? weightKg : 0;
  const band = SHIPPING_RATES.find((rate) => weight <= rate.upToKg);
  if (band) return band.price;
  const last = SHIPPING_RATES[SHIPPING_RATES.length - 1]!;
  return last.price + Math.ceil(weight - last.upToKg) * SHIPPING_PER_EXTRA_KG;
}

/** Total weight of a parcel's lines (weight per unit × quantity), rounded to grams. */
export function parcelWeight(lines: readonly { weight: number; quantity: number }[]): number {
  const grams = lines.reduce((sum, line) => sum + Math.round(line.weight * 1000) * line.quantity, 0);
  return grams / 1000;
}
