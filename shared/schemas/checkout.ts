import * as v from 'valibot';
import { ADDRESS_ENTRIES, AddressSchema, normalizeAddress, postalFits, postalGiven, postalMessage, postalRequiredMessage, regionFits, regionMessage } from '../address/address-schema.ts';
import { _ } from '../translatable.ts';

// What the checkout sends (docs/api.md, "Cart, checkout and orders"). Messages are lingui ids,
// translated where they are shown (shared/translatable.ts). Money is minor units.

const firstIssue = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });

export const ContactEmailSchema = firstIssue(
  v.pipe(
    v.string(_('Email is required.')),
    v.trim(),
    v.nonEmpty(_('Email is required.')),
    v.maxLength(254, _('Please enter a valid e-mail address.')),
    v.email(_('Please enter a valid e-mail address.')),
  ),
);

/** The shipping address (the JSON shape of orders.shipping_address): shared/address/address-schema.ts. */
export const ShippingAddressSchema = AddressSchema;

/** The checkout form when something ships: the contact e-mail and the address, one flat form. */
export const CheckoutFormSchema = v.pipe(
  v.object({ email: ContactEmailSchema, ...ADDRESS_ENTRIES }),
  v.forward(v.partialCheck([['country'], ['state']], regionFits, regionMessage), ['state']),
  v.forward(v.partialCheck([['country'], ['zip']], postalGiven, postalRequiredMessage), ['zip']),
  v.forward(v.partialCheck([['country'], ['zip']], postalFits, postalMessage), ['zip']),
  v.transform(normalizeAddress),
);
/** The checkout form when nothing ships (gift cards only). */
export const ContactFormSchema = v.object({ email: ContactEmailSchema });
export type ShippingAddress = v.InferOutput<typeof ShippingAddressSchema>;
export type ShippingAddressInput = v.InferInput<typeof ShippingAddressSchema>;

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** One cart line as the server needs it: what was chosen, never what it costs. */
export const OrderLineInputSchema = v.object({
  product_id: Id,
  product_variant_id: Id,
  product_size_id: v.optional(v.nullable(Id), null),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1, _('Quantity must be at least 1.')), v.maxValue(999, _('Quantity can be at most 999.'))),
  input_fields: v.optional(v.pipe(v.array(v.object({ id: Id, value: v.pipe(v.string(), v.maxLength(500)) })), v.maxLength(50)), []),
  /** Gift cards: the recipient and the note. */
  email: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(254)))),
  note: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500)))),
  /** A custom gift-card amount in minor units (only for gift cards that allow one, without a size). */
  gift_amount: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
});
export type OrderLineInput = v.InferOutput<typeof OrderLineInputSchema>;

const LinesSchema = v.pipe(
  v.array(OrderLineInputSchema, _('The cart is empty.')),
  v.minLength(1, _('The cart is empty.')),
  v.maxLength(100, _('A cart can hold at most 100 lines.')),
);

const GiftCardCodeSchema = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, _('Not a valid gift card')))));

/** POST …/checkout/quote: the server's prices, parcels, shipping and gift card for a cart. */
export const QuoteRequestSchema = v.object({ items: LinesSchema, gift_card_code: GiftCardCodeSchema });
export type QuoteRequest = v.InferOutput<typeof QuoteRequestSchema>;

/** A client-made key (a UUID) that makes a repeated submit the same order. */
export const IdempotencyKeySchema = v.pipe(
  v.string(_('An idempotency key is required.')),
  v.regex(/^[A-Za-z0-9_-]{8,128}$/, _('The idempotency key must be 8 to 128 letters, digits, dashes or underscores.')),
);

/**
 * POST …/orders: place the order. `expected_total`: the total (minor units) the shopper was shown;
 * the order is placed only when the server's total is the same (docs/decisions/0174), so missing
 * or another number is answered with the current total to show instead.
 */
export const PlaceOrderSchema = v.object({
  email: ContactEmailSchema,
  shipping_address: v.optional(v.nullable(ShippingAddressSchema)),
  items: LinesSchema,
  gift_card_code: GiftCardCodeSchema,
  idempotency_key: IdempotencyKeySchema,
  expected_total: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
});
export type PlaceOrderInput = v.InferOutput<typeof PlaceOrderSchema>;
