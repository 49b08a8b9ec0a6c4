/** docs/product.md §9: quantity minimum. */
export const MIN_QUANTITY = 1;

/**
 * docs/product.md §4: never out of stock for gift cards; otherwise when the selected size has no
 * stock or the chosen quantity exceeds it. Without a chosen size nothing is out of stock yet.
 */
export function isOutOfStock(input: { isGiftCard: boolean; sizeStock: number | null; quantity: number }): boolean {
  if (input.isGiftCard || input.sizeStock === null) return false;
  return input.sizeStock <= 0 || input.quantity > input.sizeStock;
}

/**
 * docs/product.md §4: the smaller of the external max-quantity input (the kit's selectable quantity)
 * and the size's stock; null when neither limits it. Gift cards are not limited by stock.
 */
export function allowedQuantity(input: { isGiftCard: boolean; maxQuantity: number | null; sizeStock: number | null }): number | null {
  const limits = [input.maxQuantity, input.isGiftCard ? null : input.sizeStock].filter((n): n is number => n !== null);
  return limits.length ? Math.max(0, Math.min(...limits)) : null;
}

/** Keeps a typed quantity between 1 and the allowed maximum (when there is one). */
export function clampQuantity(quantity: number, allowed: number | null): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : MIN_QUANTITY;
  const upper = allowed === null ? whole : Math.min(whole, Math.max(allowed, MIN_QUANTITY));
  return Math.max(MIN_QUANTITY, upper);
}

/** True when an external maximum is set and nothing more may be added for this selection. */
export function isMaxQuantityReached(maxQuantity: number | null): boolean {
  return maxQuantity !== null && maxQuantity <= 0;
}

export type AddToCartLabel = 'max-quantity' | 'out-of-stock' | 'add';

/** docs/product.md §4: 'Max. Qty Allowed', else 'Out of Stock', else 'Add to Cart'. */
export function addToCartLabel(input: { maxQuantityReached: boolean; outOfStock: boolean }): AddToCartLabel {
  if (input.maxQuantityReached) return 'max-quantity';
  if (input.outOfStock) return 'out-of-stock';
  return 'add';
}

/** docs/product.md §4: disabled when not library approved, need_attention is not 0, or out of stock. */
export function isAddToCartDisabled(input: {
  libraryApproved: boolean;
  needAttention: number;
  outOfStock: boolean;
  maxQuantityReached: boolean;
}): boolean {
  return !input.libraryApproved || input.needAttention !== 0 || input.outOfStock || input.maxQuantityReached;
}

export type ProductWarning =
  | 'not-library-approved'
  | 'need-attention'
  | 'select-color'
  | 'select-size'
  | 'select-amount'
  | 'invalid-amount';

/**
 * docs/product.md §5: the warnings under the choices. Approval warnings always show; the selection
 * warnings only once the shopper has chosen something or tried to add (not on the initial load).
 */
export function productWarnings(input: {
  libraryApproved: boolean;
  needAttention: number;
  isGiftCard: boolean;
  showSelection: boolean;
  variantChosen: boolean;
  sizeChosen: boolean;
  customAmount: boolean;
  customAmountValid: boolean;
}): ProductWarning[] {
  const warnings: ProductWarning[] = [];
  if (!input.libraryApproved) warnings.push('not-library-approved');
  if (input.needAttention !== 0) warnings.push('need-attention');
  if (!input.showSelection) return warnings;
  if (!input.variantChosen) warnings.push('select-color');
  if (input.isGiftCard && input.customAmount) {
    if (!input.customAmountValid) warnings.push('invalid-amount');
  } else if (!input.sizeChosen) {
    warnings.push(input.isGiftCard ? 'select-amount' : 'select-size');
  }
  return warnings;
}

/** Warnings that block adding (the approval ones disable the button instead). */
export function blocksAdding(warning: ProductWarning): boolean {
  return warning !== 'not-library-approved' && warning !== 'need-attention';
}
