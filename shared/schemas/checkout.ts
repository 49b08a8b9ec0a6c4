import * as v from 'valibot';
import { COUNTRIES_WITH_STATE, isValidPostalCode, SHIPPING_COUNTRIES } from '../orders/countries.ts';
import { _ } from '../translatable.ts';

// What the checkout sends (docs/api.md, "Cart, checkout and orders"). Messages are lingui ids,
// translated where they are shown (shared/translatable.ts). Money is minor units.

const MAX_TEXT = 100;
const firstIssue = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });
const requiredText = (message: string) =>
  firstIssue(v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(MAX_TEXT, _('Please use at most 100 characters.'))));
const optionalText = firstIssue(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_TEXT, _('Please use at most 100 characters.'))), ''));

export const ContactEmailSchema = firstIssue(
  v.pipe(
    v.string(_('Email is required.')),
    v.trim(),
    v.nonEmpty(_('Email is required.')),
    v.maxLength(254, _('Please enter a valid e-mail address.')),
    v.email(_('Please enter a valid e-mail address.')),
  ),
);

const AddressEntries = {
  first_name: requiredText(_('First name is required.')),
  last_name: requiredText(_('Last name is required.')),
  address1: requiredText(_('Street address is required.')),
  address2: optionalText,
  city: requiredText(_('City is required.')),
  state: optionalText,
  zip: firstIssue(v.pipe(v.string(_('ZIP / postal code is required.')), v.trim(), v.nonEmpty(_('ZIP / postal code is required.')), v.maxLength(10, _('Please enter a valid ZIP / postal code.')))),
  country: v.picklist(SHIPPING_COUNTRIES, _('Please choose a country.')),
  phone: firstIssue(
    v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.check((phone) => phone === '' || /^\+?[\d ()./-]{6,30}$/.test(phone), _('Please enter a valid phone number.')),
      ),
      '',
    ),
  ),
};

const needsState = (a: { country: string; state: string }) => !COUNTRIES_WITH_STATE.includes(a.country) || a.state !== '';
const postalCodeFits = (a: { country: string; zip: string }) => isValidPostalCode(a.country, a.zip);
const STATE_REQUIRED = _('State / province is required.');
const POSTAL_CODE_INVALID = _('Please enter a valid ZIP / postal code.');

/** The shipping address; the JSON shape of orders.shipping_address. */
export const ShippingAddressSchema = v.pipe(
  v.object(AddressEntries),
  v.forward(v.partialCheck([['country'], ['state']], needsState, STATE_REQUIRED), ['state']),
  v.forward(v.partialCheck([['country'], ['zip']], postalCodeFits, POSTAL_CODE_INVALID), ['zip']),
);

/** The checkout form when something ships: the contact e-mail and the address, one flat form. */
export const CheckoutFormSchema = v.pipe(
  v.object({ email: ContactEmailSchema, ...AddressEntries }),
  v.forward(v.partialCheck([['country'], ['state']], needsState, STATE_REQUIRED), ['state']),
  v.forward(v.partialCheck([['country'], ['zip']], postalCodeFits, POSTAL_CODE_INVALID), ['zip']),
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

/** POST …/orders: place the order. */
export const PlaceOrderSchema = v.object({
  email: ContactEmailSchema,
  shipping_address: v.optional(v.nullable(ShippingAddressSchema)),
  items: LinesSchema,
  gift_card_code: GiftCardCodeSchema,
  idempotency_key: IdempotencyKeySchema,
});
export type PlaceOrderInput = v.InferOutput<typeof PlaceOrderSchema>;
