import type { CartItem } from './cart.ts';

/** What makes two cart lines the same line: everything the shopper chose except the quantity. */
type LineIdentity = Pick<CartItem, 'product_id' | 'product_variant_id' | 'product_size_id' | 'size' | 'price' | 'input_fields' | 'email' | 'note' | 'is_gift_card'>;

/** FNV-1a, 32 bit: a short, stable fingerprint (not a security measure). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The id of a cart line: product, variant and size plus a fingerprint of the rest of the choice
 * (input field values; a gift card's amount, recipient and note), so identical choices merge.
 */
export function cartLineId(item: LineIdentity): string {
  const rest = JSON.stringify([
    item.size ?? null,
    item.is_gift_card ? item.price : null,
    (item.input_fields ?? []).map((field) => [field.id, field.value.trim()]),
    item.email?.trim().toLowerCase() ?? null,
    item.note ?? null,
  ]);
  return `${item.product_id}-${item.product_variant_id ?? 0}-${item.product_size_id ?? 0}-${fingerprint(rest)}`;
}

/** Adds a line; an identical line already in the cart gets the quantity added instead. */
export function addCartLine(items: readonly CartItem[], item: Omit<CartItem, 'id'>): CartItem[] {
  const id = cartLineId(item);
  const existing = items.find((line) => line.id === id);
  if (!existing) return [...items, { ...item, id }];
  return items.map((line) => (line.id === id ? { ...line, quantity: line.quantity + item.quantity } : line));
}

/** Sets a line's quantity (at least 1); an unknown id changes nothing. */
export function setCartLineQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  const whole = Math.max(1, Math.floor(Number.isFinite(quantity) ? quantity : 1));
  return items.map((line) => (line.id === id ? { ...line, quantity: whole } : line));
}

export function removeCartLine(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((line) => line.id !== id);
}
