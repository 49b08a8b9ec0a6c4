// Type imports only: the browser's cart store (in every page's first load) writes the cookie.
import type { OrderLineInput } from './schemas/checkout.ts';

/**
 * The browser's cart lives in localStorage (spec: cart operations are local). So that the
 * checkout also works without JavaScript (issue 9, docs/decisions/0123-checkout-form-action.md),
 * the browser mirrors what the server needs of it — the order lines, never prices — into a cookie
 * sent only to /checkout. A cart too large for a cookie is marked as such.
 */
export const CART_COOKIE = 'cart_lines';
/** Set by the server after it placed an order from the cookie: the browser empties its cart. */
export const CART_PLACED_COOKIE = 'cart_placed';
export const CART_COOKIE_PATH = '/checkout';
/** A cart whose lines do not fit a cookie (browsers keep about 4 KB per cookie). */
export const CART_TOO_LARGE = 'too-large';
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

/** The cookie's value for a cart's order lines: '' for none, CART_TOO_LARGE when they do not fit. */
export function encodeCartCookie(lines: readonly OrderLineInput[]): string {
  if (lines.length === 0) return '';
  const value = encodeURIComponent(JSON.stringify(lines.map(compact)));
  return value.length > MAX_COOKIE_VALUE ? CART_TOO_LARGE : value;
}

/** A cookie's value from a Cookie header (or document.cookie), or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}
