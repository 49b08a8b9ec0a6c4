import { PALETTE, type ColorSlug } from './palette.ts';
import type { OrderItemRow, OrderRow, ProductTables, WarehouseRow } from './row-types.ts';

type LineSpec = {
  slug: string; color: ColorSlug; size: string; qty: number;
  recipient?: string; note?: string; inputs?: Record<string, string>;
};
type OrderSpec = {
  id: number; store: number; customer: number; email: string; status: number;
  payment: OrderRow['payment_status']; date: string; shipping: number; lines: LineSpec[];
  giftCard?: { id: number; amount: number };
};

const SAM = { store: 1, customer: 1, email: 'shopper@demo.test' };

/**
 * shopper@demo.test's history covers every order status 1-8 and every payment status; orders 9,
 * 10 and 11 had a code applied (total_without_discounts differs from total). Order 101 is
 * alice@acme.test's in store 2, for tenant-isolation checks.
 */
const ORDER_SPECS: OrderSpec[] = [
  { id: 1, ...SAM, status: 1, payment: 'pending', date: '2026-03-20T14:12:00.000Z', shipping: 795, lines: [
    { slug: 'classic-crew-tee', color: 'navy', size: 'M', qty: 2 }, { slug: 'ceramic-mug', color: 'white', size: '11 oz', qty: 1 }] },
  { id: 2, ...SAM, status: 2, payment: 'paid', date: '2026-03-05T09:40:00.000Z', shipping: 795, lines: [
    { slug: 'heavyweight-hoodie', color: 'black', size: 'L', qty: 1 }] },
  { id: 3, ...SAM, status: 3, payment: 'paid', date: '2026-02-18T17:03:00.000Z', shipping: 595, lines: [
    { slug: 'structured-cap', color: 'navy', size: 'One Size', qty: 3 }] },
  { id: 4, ...SAM, status: 4, payment: 'paid', date: '2026-02-01T11:26:00.000Z', shipping: 1290, lines: [
    { slug: 'classic-crew-tee', color: 'white', size: 'S', qty: 1 }, { slug: 'insulated-bottle', color: 'stainless', size: '20 oz', qty: 2 }] },
  { id: 5, ...SAM, status: 5, payment: 'failed', date: '2026-01-15T08:55:00.000Z', shipping: 995, lines: [
    { slug: 'softshell-jacket', color: 'black', size: 'M', qty: 1 }] },
  { id: 6, ...SAM, status: 6, payment: 'pending', date: '2025-12-28T19:30:00.000Z', shipping: 995, lines: [
    { slug: 'laptop-backpack', color: 'black', size: 'One Size', qty: 1 }] },
  { id: 7, ...SAM, status: 7, payment: 'failed', date: '2025-12-02T13:14:00.000Z', shipping: 595, lines: [
    { slug: 'travel-tumbler', color: 'stainless', size: 'One Size', qty: 2 }] },
  { id: 8, ...SAM, status: 8, payment: 'paid', date: '2025-11-11T10:02:00.000Z', shipping: 795, lines: [
    { slug: 'zip-up-hoodie', color: 'charcoal', size: 'XL', qty: 1 }] },
  { id: 9, ...SAM, status: 3, payment: 'paid', date: '2025-10-03T16:45:00.000Z', shipping: 595, giftCard: { id: 2, amount: 1500 }, lines: [
    { slug: 'canvas-tote', color: 'natural', size: 'One Size', qty: 2 }, { slug: 'hardcover-notebook', color: 'black', size: 'A5', qty: 1 }] },
  { id: 10, ...SAM, status: 3, payment: 'paid', date: '2025-08-21T12:00:00.000Z', shipping: 0, giftCard: { id: 2, amount: 1500 }, lines: [
    { slug: 'cuffed-beanie', color: 'red', size: 'One Size', qty: 1 }] },
  { id: 11, ...SAM, status: 2, payment: 'pending', date: '2025-07-09T07:20:00.000Z', shipping: 795, giftCard: { id: 3, amount: 1000 }, lines: [
    { slug: 'performance-polo', color: 'navy', size: 'L', qty: 1 }] },
  { id: 12, ...SAM, status: 1, payment: 'paid', date: '2025-05-30T18:08:00.000Z', shipping: 0, lines: [
    { slug: 'digital-gift-card', color: 'gift-violet', size: '$50', qty: 1, recipient: 'friend@demo.test', note: 'Happy birthday!' }] },
  { id: 13, ...SAM, status: 6, payment: 'paid', date: '2025-04-12T10:30:00.000Z', shipping: 395, lines: [
    { slug: 'custom-name-badge', color: 'white', size: 'One Size', qty: 2, inputs: { 'Name on badge': 'Sam Shopper', 'Job title': 'Buyer' } }] },
  { id: 14, ...SAM, status: 3, payment: 'paid', date: '2025-03-01T15:50:00.000Z', shipping: 1190, lines: [
    { slug: 'enamel-camp-mug', color: 'forest-green', size: 'One Size', qty: 4 }, { slug: 'trucker-cap', color: 'black-white', size: 'One Size', qty: 1 }] },
  { id: 101, store: 2, customer: 3, email: 'alice@acme.test', status: 3, payment: 'paid', date: '2026-02-10T09:00:00.000Z', shipping: 0, lines: [
    { slug: 'acme-logo-tee', color: 'black', size: 'M', qty: 1 }, { slug: 'acme-coffee-mug', color: 'white', size: 'One Size', qty: 2 }] },
];

const ADDRESSES: Record<number, object> = {
  1: { first_name: 'Sam', last_name: 'Shopper', address1: '100 Market Street', address2: 'Suite 5', city: 'Wilmington', state: 'DE', zip: '19801', country: 'US', phone: '+1 302 555 0100' },
  3: { first_name: 'Alice', last_name: 'Anderson', address1: '1 Acme Way', address2: '', city: 'Springfield', state: 'IL', zip: '62701', country: 'US', phone: '+1 217 555 0199' },
};

export function orderUuid(id: number): string {
  return `0d3e5eed-0000-4000-8000-${String(id).padStart(12, '0')}`;
}

/** Builds orders and their items, resolving product, variant and size ids from the catalog. */
export function buildOrders(tables: ProductTables, warehouses: WarehouseRow[]): { orders: OrderRow[]; order_items: OrderItemRow[] } {
  const orders: OrderRow[] = [];
  const order_items: OrderItemRow[] = [];
  for (const spec of ORDER_SPECS) {
    let subtotal = 0;
    spec.lines.forEach((line, k) => {
      const product = tables.products.find((p) => p.storefront_id === spec.store && p.slug === line.slug);
      const colorName = PALETTE[line.color].name;
      const variant = tables.product_variants.find((v) => v.product_id === product?.id && v.color === colorName);
      const size = tables.variant_sizes.find((s) => s.variant_id === variant?.id && s.size === line.size);
      if (!product || !variant || !size) throw new Error(`seed: order ${spec.id} line ${line.slug}/${line.color}/${line.size} not in catalog`);
      const fields = tables.input_fields.filter((f) => f.product_id === product.id);
      const total = size.price * line.qty;
      subtotal += total;
      order_items.push({
        id: spec.id * 10 + k + 1, order_id: spec.id, product_id: product.id, variant_id: variant.id,
        size_id: size.id, name: product.name, color: variant.color, size: size.size, quantity: line.qty,
        unit_price: size.price, total, warehouse_id: product.warehouse_id,
        warehouse_name: warehouses.find((w) => w.id === product.warehouse_id)?.name ?? null,
        is_gift_card: product.is_gift_card, recipient_email: line.recipient ?? null, note: line.note ?? null,
        input_fields: JSON.stringify(
          fields.filter((f) => line.inputs?.[f.label] !== undefined).map((f) => ({ id: f.id, label: f.label, value: line.inputs?.[f.label] })),
        ),
        image: variant.thumbnail_path,
      });
    });
    const withoutDiscounts = subtotal + spec.shipping;
    const giftAmount = Math.min(spec.giftCard?.amount ?? 0, withoutDiscounts);
    orders.push({
      id: spec.id, uuid: orderUuid(spec.id), storefront_id: spec.store, customer_id: spec.customer,
      status: spec.status, payment_status: spec.payment, payment_provider: 'manual',
      payment_reference: spec.payment === 'paid' ? `seed-payment-${spec.id}` : null, email: spec.email,
      shipping_address: JSON.stringify(ADDRESSES[spec.customer] ?? {}), subtotal, shipping_total: spec.shipping,
      gift_card_id: spec.giftCard?.id ?? null, gift_card_amount: giftAmount,
      total_without_discounts: withoutDiscounts, total: withoutDiscounts - giftAmount,
      idempotency_key: `seed-order-${spec.id}`, created_at: spec.date,
    });
  }
  return { orders, order_items };
}
