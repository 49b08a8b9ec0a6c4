/** docs/product.md §5: a custom gift amount is at least 1 (currency units). */
export const MIN_GIFT_AMOUNT = 1;

/** The largest custom gift amount (currency units) when the store sets none (docs/decisions/0115). */
export const DEFAULT_MAX_GIFT_AMOUNT = 1000;

/** The store's largest custom gift amount in minor units, from `settings.giftCardMaxAmount` (dollars). */
export function maxGiftAmountMinor(settings: { giftCardMaxAmount?: number | undefined } | undefined): number {
  return Math.round((settings?.giftCardMaxAmount ?? DEFAULT_MAX_GIFT_AMOUNT) * 100);
}

export type GiftAmountCheck =
  | { ok: true; minor: number }
  /** empty; not a number; more than 2 decimals; below $1; above the store's maximum. */
  | { ok: false; error: 'required' | 'invalid' | 'decimals' | 'too-small' | 'too-large' };

/**
 * A custom gift amount as typed (currency units, up to 2 decimals), checked against $1 and the
 * store's maximum (minor units), with the reason when it is refused.
 */
export function checkGiftAmount(text: string, maxMinor: number): GiftAmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  if (/^\d+\.\d{3,}$/.test(trimmed)) return { ok: false, error: 'decimals' };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { ok: false, error: 'invalid' };
  const minor = Math.round(Number(trimmed) * 100);
  if (minor < MIN_GIFT_AMOUNT * 100) return { ok: false, error: 'too-small' };
  if (minor > maxMinor) return { ok: false, error: 'too-large' };
  return { ok: true, minor };
}

/** A valid custom gift amount in minor units (×100), or null (see checkGiftAmount). */
export function giftAmountToMinor(text: string, maxMinor: number = DEFAULT_MAX_GIFT_AMOUNT * 100): number | null {
  const checked = checkGiftAmount(text, maxMinor);
  return checked.ok ? checked.minor : null;
}

/** A gift amount in minor units as shown to shoppers: 2500 → '$25', 3750 → '$37.50'. */
export function formatGiftAmount(minor: number): string {
  const dollars = minor / 100;
  return `$${Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2)}`;
}
