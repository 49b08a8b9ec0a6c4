import * as v from 'valibot';
import { _ } from '../translatable.ts';
import { ProductListItemSchema } from '../catalog/product-list-answer.ts';
import { ContactEmailSchema, IdempotencyKeySchema, OrderLineInputSchema, ShippingAddressSchema } from './checkout.ts';
import { StoredAddressSchema } from './orders.ts';

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

/** A kit product as GET …/product-kits/token/{token} answers it: a list product with its kit pivot. */
export const KitProductSchema = v.object({
  ...ProductListItemSchema.entries,
  product_kit_product: v.object({ required: v.boolean(), quantity: v.number() }),
});
export type KitProduct = v.InferOutput<typeof KitProductSchema>;

/** The kit (docs/product.md §3 and §7); `ordered` says the link's one order was placed already. */
export const KitSchema = v.object({
  id: v.number(),
  amount: v.number(),
  hide_prices: v.boolean(),
  ordered: v.boolean(),
  banner: v.optional(v.nullable(v.object({ full_path: v.string() }))),
  products: v.array(KitProductSchema),
});
export type Kit = v.InferOutput<typeof KitSchema>;
export const KitAnswerSchema = v.object({ data: KitSchema });

/** A line of a placed kit order; `total` is null when the kit hides prices. */
export const KitOrderLineSchema = v.object({
  name: v.string(),
  color: v.nullable(v.string()),
  size: v.nullable(v.string()),
  quantity: v.number(),
  image: v.nullable(v.string()),
  total: v.nullable(v.number()),
});

/** GET …/product-kits/token/{token}/order: the link's order; money is null when the kit hides prices. */
export const KitOrderViewSchema = v.object({
  uuid: v.string(),
  created_at: v.string(),
  email: v.string(),
  hide_prices: v.boolean(),
  shipping_address: v.nullable(StoredAddressSchema),
  items: v.array(KitOrderLineSchema),
  subtotal: v.nullable(v.number()),
  shipping_total: v.nullable(v.number()),
  total: v.nullable(v.number()),
  /** Whether the confirmation mail left (false: the shop could not send it); null before this was kept. */
  confirmation_mail_sent: v.optional(v.nullable(v.boolean()), null),
});
export type KitOrderView = v.InferOutput<typeof KitOrderViewSchema>;
export const KitOrderViewAnswerSchema = v.object({ data: KitOrderViewSchema });

/** POST …/orders answers the placed order's number. */
export const KitOrderPlacedAnswerSchema = v.object({ data: v.object({ uuid: v.string(), payment_status: v.string() }) });
