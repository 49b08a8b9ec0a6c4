import * as v from 'valibot';
import type { OrderStatusValue } from '../orders/order-status.ts';

// Answers of the order calls, validated by the client (client/api/api-client.ts) and built by
// the Worker. Money is minor units.

const Warehouse = v.nullable(v.object({ id: v.number(), name: v.string() }));
const InputFieldValues = v.array(v.object({ id: v.number(), label: v.string(), value: v.string() }));

/** What an order line holds both as a priced cart line and as a stored order item. */
const LINE_ENTRIES = {
  name: v.string(),
  color: v.nullable(v.string()),
  size: v.nullable(v.string()),
  quantity: v.number(),
  unit_price: v.number(),
  total: v.number(),
  warehouse: Warehouse,
  is_gift_card: v.boolean(),
  recipient_email: v.nullable(v.string()),
  note: v.nullable(v.string()),
  input_fields: InputFieldValues,
  image: v.nullable(v.string()),
};

/** A cart line priced by the server. `index` is its position in the request. */
export const PricedLineSchema = v.object({
  index: v.number(),
  product_id: v.number(),
  product_variant_id: v.number(),
  product_size_id: v.nullable(v.number()),
  slug: v.string(),
  weight: v.number(),
  ...LINE_ENTRIES,
});
export type PricedLine = v.InferOutput<typeof PricedLineSchema>;

export const QuoteParcelSchema = v.object({
  key: v.string(),
  warehouse: Warehouse,
  gift_cards: v.boolean(),
  line_indexes: v.array(v.number()),
  item_count: v.number(),
  weight: v.number(),
  shipping: v.number(),
});
export type QuoteParcel = v.InferOutput<typeof QuoteParcelSchema>;

/** Why a line cannot be ordered, in a sentence naming the item. */
export const LineProblemSchema = v.object({
  index: v.number(),
  product_variant_id: v.number(),
  kind: v.picklist(['inactive', 'out-of-stock', 'invalid']),
  message: v.string(),
});
export type LineProblem = v.InferOutput<typeof LineProblemSchema>;

export const AppliedGiftCardSchema = v.object({ code: v.string(), balance: v.number(), amount: v.number() });

export const QuoteSchema = v.object({
  lines: v.array(PricedLineSchema),
  parcels: v.array(QuoteParcelSchema),
  subtotal: v.number(),
  shipping_total: v.number(),
  total_without_discounts: v.number(),
  gift_card: v.nullable(AppliedGiftCardSchema),
  total: v.number(),
  problems: v.array(LineProblemSchema),
});
export type Quote = v.InferOutput<typeof QuoteSchema>;
export const QuoteAnswerSchema = v.object({ data: QuoteSchema });

/** After placing: where the browser goes next (the confirmation page or the payment page). */
export const PlacedOrderAnswerSchema = v.object({
  data: v.object({
    uuid: v.string(),
    payment_status: v.string(),
    /** Set when the shopper must pay on the provider's page (Stripe Checkout). */
    redirect_url: v.nullable(v.string()),
  }),
});
export type PlacedOrderAnswer = v.InferOutput<typeof PlacedOrderAnswerSchema>;

/** docs/product.md §3: an order list row. */
export const OrderRowSchema = v.object({
  uuid: v.string(),
  created_at: v.string(),
  status: v.number(),
  payment_status: v.string(),
  total: v.number(),
  total_without_discounts: v.number(),
  item_count: v.number(),
});
export type OrderRow = v.InferOutput<typeof OrderRowSchema>;
export const OrderListAnswerSchema = v.object({ data: v.object({ data: v.array(OrderRowSchema), total: v.number() }) });

export const OrderItemSchema = v.object({
  id: v.number(),
  product_id: v.nullable(v.number()),
  slug: v.nullable(v.string()),
  ...LINE_ENTRIES,
});
export type OrderItem = v.InferOutput<typeof OrderItemSchema>;

/** The shipping address as stored (older rows may lack fields: every field is optional here). */
export const StoredAddressSchema = v.object({
  first_name: v.optional(v.string(), ''),
  last_name: v.optional(v.string(), ''),
  address1: v.optional(v.string(), ''),
  address2: v.optional(v.string(), ''),
  city: v.optional(v.string(), ''),
  state: v.optional(v.string(), ''),
  zip: v.optional(v.string(), ''),
  country: v.optional(v.string(), ''),
  phone: v.optional(v.string(), ''),
});
export type StoredAddress = v.InferOutput<typeof StoredAddressSchema>;

export const OrderDetailSchema = v.object({
  ...OrderRowSchema.entries,
  email: v.string(),
  payment_provider: v.string(),
  shipping_address: v.nullable(StoredAddressSchema),
  subtotal: v.number(),
  shipping_total: v.number(),
  gift_card_amount: v.number(),
  gift_card_code: v.nullable(v.string()),
  items: v.array(OrderItemSchema),
  /** Whether the confirmation mail left (false: the shop could not send it); null for orders placed before this was kept. */
  confirmation_mail_sent: v.optional(v.nullable(v.boolean()), null),
  /** The tracking the store gave when it shipped (Shipped, Partially Shipped), oldest first. */
  shipments: v.optional(v.array(v.object({ carrier: v.string(), number: v.string(), url: v.optional(v.string()) })), []),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;
export const OrderDetailAnswerSchema = v.object({ data: OrderDetailSchema });

/** docs/product.md §3: a gift card of the signed-in customer. */
export const GiftCardRowSchema = v.object({ code: v.string(), balance: v.number(), status: v.string() });
export type GiftCardRow = v.InferOutput<typeof GiftCardRowSchema>;
export const GiftCardListAnswerSchema = v.object({ data: v.array(GiftCardRowSchema) });
export const GiftCardBalanceAnswerSchema = v.object({ data: v.object({ code: v.string(), balance: v.number(), status: v.string() }) });

// The variant check's answer lives in ./variant-check.ts (the cart page loads only that).

/** docs/product.md §7 (orders list): the query, with the spec's defaults. */
export const ORDER_SORT_FIELDS = ['created_at', 'total'] as const;
export const ORDER_PAGE_SIZES = [5, 10, 15] as const;
export const DEFAULT_ORDER_PAGE_SIZE = 5;

/** A query value as text (or a number, for callers in code), checked against a pattern. */
const QueryText = (pattern: RegExp, message: string) =>
  v.pipe(v.union([v.string(), v.number()], message), v.transform(String), v.regex(pattern, message));

export const OrderListQuerySchema = v.object({
  sortField: v.optional(v.picklist(ORDER_SORT_FIELDS, 'sortField must be created_at or total.'), 'created_at'),
  sortOrder: v.optional(v.picklist(['asc', 'desc'], 'sortOrder must be asc or desc.'), 'desc'),
  /** 0 (All) or empty means every status. */
  status: v.optional(
    v.pipe(
      QueryText(/^[0-8]?$/, 'status must be a number from 0 to 8.'),
      v.transform((s) => (s === '' || s === '0' ? null : (Number(s) as OrderStatusValue))),
    ),
    '',
  ),
  searchTerm: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'searchTerm is too long (100 characters at most).')), ''),
  page: v.optional(v.pipe(QueryText(/^[1-9]\d{0,5}$/, 'page must be a whole number of at least 1.'), v.transform(Number)), '1'),
  pageSize: v.optional(
    v.pipe(
      QueryText(/^(5|10|15)$/, 'pageSize must be 5, 10 or 15.'),
      v.transform((n) => Number(n) as (typeof ORDER_PAGE_SIZES)[number]),
    ),
    String(DEFAULT_ORDER_PAGE_SIZE),
  ),
});
export type OrderListQuery = v.InferOutput<typeof OrderListQuerySchema>;
