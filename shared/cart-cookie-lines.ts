import * as v from 'valibot';
import { CART_TOO_LARGE } from './cart-cookie.ts';
import { OrderLineInputSchema, type OrderLineInput } from './schemas/checkout.ts';

// The reading side of shared/cart-cookie.ts (the checkout's loader and action), checked like
// the API checks a cart: a value that is not one orders nothing.

const CompactSchema = v.tuple([
  v.number(),
  v.number(),
  v.number(),
  v.number(),
  v.optional(
    v.object({
      f: v.optional(v.array(v.tuple([v.number(), v.string()]))),
      e: v.optional(v.string()),
      n: v.optional(v.string()),
      a: v.optional(v.number()),
    }),
  ),
]);

const LinesSchema = v.pipe(v.array(CompactSchema), v.maxLength(100));
/** The lines alone (written before revisions) or with the revision they were written at. */
const ValueSchema = v.union([LinesSchema, v.object({ r: v.pipe(v.number(), v.integer(), v.minValue(0)), l: LinesSchema })]);

/** A cart cookie's order lines and revision (0: written without one). */
export type CartCookie = { lines: OrderLineInput[]; revision: number };

/** The order lines of a cookie value; null when there are none or the value is not a cart (then nothing is ordered). */
export function decodeCartCookie(value: string | null): OrderLineInput[] | null {
  return decodeCartCookieWithRevision(value)?.lines ?? null;
}

/** The order lines of a cookie value and the revision it was written at; null as decodeCartCookie. */
export function decodeCartCookieWithRevision(value: string | null): CartCookie | null {
  if (!value || value === CART_TOO_LARGE) return null;
  try {
    const parsed = v.safeParse(ValueSchema, JSON.parse(decodeURIComponent(value)));
    if (!parsed.success) return null;
    const [compacted, revision] = Array.isArray(parsed.output) ? [parsed.output, 0] : [parsed.output.l, parsed.output.r];
    const lines = compacted.map(([product_id, product_variant_id, size, quantity, extras]) =>
      v.safeParse(OrderLineInputSchema, {
        product_id,
        product_variant_id,
        product_size_id: size || null,
        quantity,
        input_fields: (extras?.f ?? []).map(([id, fieldValue]) => ({ id, value: fieldValue })),
        email: extras?.e ?? null,
        note: extras?.n ?? null,
        gift_amount: extras?.a ?? null,
      }),
    );
    return lines.every((line) => line.success) ? { lines: lines.map((line) => line.output as OrderLineInput), revision } : null;
  } catch {
    return null;
  }
}

