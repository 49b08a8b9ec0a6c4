/** Spec section 5: a custom gift amount is at least 1 (currency units). */
export const MIN_GIFT_AMOUNT = 1;

/**
 * A custom gift amount as typed (currency units, up to 2 decimals) in minor units (×100), or
 * null when it is not a number of at least 1.
 */
export function giftAmountToMinor(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount >= MIN_GIFT_AMOUNT ? Math.round(amount * 100) : null;
}

/** A gift amount in minor units as shown to shoppers: 2500 → '$25', 3750 → '$37.50'. */
export function formatGiftAmount(minor: number): string {
  const dollars = minor / 100;
  return `$${Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2)}`;
}
