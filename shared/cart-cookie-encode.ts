import { CART_TOO_LARGE } from './cart-cookie.ts';
import type { OrderLineInput } from './schemas/checkout.ts';

// The writing side of shared/cart-cookie.ts (the browser's cart store loads it when the cart
// changes, not with every page).

const MAX_COOKIE_VALUE = 3800;

/** One line as a short tuple: product, variant, size (0: none), quantity, then extras only when set. */
export type Compact = [number, number, number, number, { f?: [number, string][]; e?: string; n?: string; a?: number }?];

function compact(line: OrderLineInput): Compact {
  const extras: NonNullable<Compact[4]> = {};
  if (line.input_fields.length) extras.f = line.input_fields.map((field) => [field.id, field.value]);
  if (line.email) extras.e = line.email;
  if (line.note) extras.n = line.note;
  if (line.gift_amount != null) extras.a = line.gift_amount;
  const tuple: Compact = [line.product_id, line.product_variant_id, line.product_size_id ?? 0, line.quantity];
  if (Object.keys(extras).length) tuple.push(extras);
  return tuple;
}

/**
 * The cookie's value for a cart's order lines: CART_TOO_LARGE when they do not fit.
 * `revision` (shared/cart-revision.ts): when it was written; 0 writes the lines alone (a cookie
 * without a revision, as before revisions, never wins over a stored cart) and '' for no lines.
 * With a revision an empty cart is kept as such (the server emptied it: the browser must learn so).
 */
export function encodeCartCookie(lines: readonly OrderLineInput[], revision = 0): string {
  if (lines.length === 0 && revision === 0) return '';
  const compacted = lines.map(compact);
  const value = encodeURIComponent(JSON.stringify(revision > 0 ? { r: revision, l: compacted } : compacted));
  return value.length > MAX_COOKIE_VALUE ? CART_TOO_LARGE : value;
}

