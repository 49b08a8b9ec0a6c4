import * as v from 'valibot';
import { _ } from '../translatable.ts';
import { ContactEmailSchema, IdempotencyKeySchema, OrderLineInputSchema, ShippingAddressSchema } from './checkout.ts';

/** A kit's or a recipient's token as it appears in a gift link. */
export const KitTokenSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

const ADDRESS_REQUIRED = _('A shipping address is required for items that ship.');

/**
 * POST …/product-kits/token/{token}/orders (docs/decisions/0080-kit-orders.md): the recipient's
 * kit choices. No account: the user token authorises it; the shipping address is required.
 */
export const KitOrderSchema = v.pipe(
  v.object({
    user_token: v.pipe(v.string(_('The gift link is not valid.')), v.minLength(1, _('The gift link is not valid.')), v.maxLength(200, _('The gift link is not valid.'))),
    email: ContactEmailSchema,
    shipping_address: v.optional(v.nullable(ShippingAddressSchema)),
    items: v.pipe(
      v.array(OrderLineInputSchema, _('Please choose the products of your gift.')),
      v.minLength(1, _('Please choose the products of your gift.')),
      v.maxLength(100, _('A cart can hold at most 100 lines.')),
    ),
    idempotency_key: IdempotencyKeySchema,
  }),
  v.forward(v.check((input) => !!input.shipping_address, ADDRESS_REQUIRED), ['shipping_address']),
  // The check above makes the address present.
  v.transform((input) => ({ ...input, shipping_address: input.shipping_address! })),
);
export type KitOrderInput = v.InferOutput<typeof KitOrderSchema>;
