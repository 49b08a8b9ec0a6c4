/**
 * localStorage key of the gift card / promo code (docs/product.md §7 and §8: "if a gift card code is
 * in local storage, header Code"; a failed private-code check leaves it there).
 */
export const PROMO_CODE_STORAGE_KEY = 'code';

export function readStoredCode(): string {
  try {
    return localStorage.getItem(PROMO_CODE_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function storeCode(code: string | null): void {
  try {
    if (code) localStorage.setItem(PROMO_CODE_STORAGE_KEY, code);
    else localStorage.removeItem(PROMO_CODE_STORAGE_KEY);
  } catch {
    // Storage disabled: the grant cookie still lets the shopper in.
  }
}
