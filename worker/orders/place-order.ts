import type { I18n } from '@lingui/core';
import { formatPrice } from '../../shared/money.ts';
import type { PlaceOrderInput } from '../../shared/schemas/checkout.ts';
import type { LineProblem, Quote } from '../../shared/schemas/orders.ts';
import { findOrderByIdempotencyKey, type OrderKeyRow } from '../db/orders.ts';
import type { MailMessage } from '../services/mailer.ts';
import { PaymentStartError, type PaymentProvider } from '../payments/payment-provider.ts';
import { giftCardMail, orderConfirmationMail } from './order-mails.ts';
import { issuedCards } from './issue-gift-cards.ts';
import { openUnpaidOrders, orderStatements, type NewOrder } from './order-statements.ts';
import { unpaidOrderDeadlines, unpaidOrderHours } from '../../shared/orders/unpaid-expiry.ts';
import { quoteCart, usableGiftCard, type QuotingStore } from './quote-cart.ts';
import { forgetStoreCatalog } from '../api/catalog-memo.ts';

/** Who is buying. Today a signed-in customer; gifting will stand in with the kit's tokens (ADR 0040). */
export type Buyer = { customerId: number; firstName: string };

export type PlaceOrderContext = {
  db: D1Database;
  storefront: QuotingStore & { name: string };
  i18n: I18n;
  /** The store's origin, for links in mails and the payment's return urls. */
  origin: string;
  buyer: Buyer;
  provider: PaymentProvider;
  /** Sends a mail; true when it left (false: not sent, e.g. a deployment without a mail binding). */
  sendMail: (message: MailMessage) => Promise<boolean>;
  /** Open unpaid orders the buyer may hold (0: no cap; ADR 0261). */
  maxOpenUnpaidOrders: number;
};

export type PlacedOrder = { uuid: string; payment_status: string; redirect_url: string | null };
export type PlaceOrderResult =
  | { ok: true; created: boolean; order: PlacedOrder }
  | { ok: false; status: 400 | 409 | 422 | 502; message: string; problems?: LineProblem[]; field?: string; total?: number; /** Saved although the answer is an error (the payment could not start). */ placedUuid?: string };

function isConstraint(error: unknown, kind: 'UNIQUE' | 'CHECK'): boolean {
  return String((error as { message?: unknown })?.message ?? error).includes(`${kind} constraint failed`);
}

/**
 * Places an order (docs/decisions/0040-order-placement.md): the server prices the cart, refuses
 * inactive or missing stock with a message naming the item, and writes the order, its items,
 * the stock and gift-card decrements in one D1 batch. The idempotency key makes a repeated
 * submit answer the order it already made.
 */
export async function placeOrder(ctx: PlaceOrderContext, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { db, i18n } = ctx;
  const storefrontId = ctx.storefront.id;
  const existing = await findOrderByIdempotencyKey(db, storefrontId, input.idempotency_key);
  if (existing) return repeatedOrder(ctx, existing, input);

  const priced = await quoteCart(db, ctx.storefront, i18n, input.items, input.gift_card_code);
  if (!priced.ok) return priced;
  const { quote, giftCard } = priced;
  if (quote.problems.length) return { ok: false, status: 409, message: quote.problems[0]!.message, problems: quote.problems };
  const ships = quote.lines.some((line) => !line.is_gift_card);
  if (ships && !input.shipping_address) return { ok: false, status: 400, message: i18n._('A shipping address is required for items that ship.') };
  // Never charge a total the shopper was not shown (a gift card emptied meanwhile, a new price).
  if (input.expected_total !== quote.total) return totalChanged(ctx, quote.total);

  const paidInFull = quote.total === 0;
  if (!paidInFull && (await overUnpaidCap(ctx))) return tooManyUnpaid(ctx);
  const order: NewOrder = {
    uuid: crypto.randomUUID(),
    storefrontId,
    customerId: ctx.buyer.customerId,
    email: input.email,
    shippingAddress: ships ? (input.shipping_address ?? null) : null,
    lines: quote.lines,
    subtotal: quote.subtotal,
    shippingTotal: quote.shipping_total,
    totalWithoutDiscounts: quote.total_without_discounts,
    total: quote.total,
    giftCard: quote.gift_card && giftCard ? { id: giftCard.id, amount: quote.gift_card.amount } : null,
    paymentStatus: paidInFull ? 'paid' : 'pending',
    // Paid in full by the gift card: no provider collects anything.
    paymentProvider: paidInFull ? 'gift_card' : ctx.provider.name,
    paymentReference: paidInFull && quote.gift_card ? `gift-card:${quote.gift_card.code}` : null,
    idempotencyKey: input.idempotency_key,
    lang: i18n.locale,
    maxOpenUnpaidOrders: ctx.maxOpenUnpaidOrders,
    expiresAt: paidInFull ? null : unpaidOrderDeadlines(new Date(), unpaidOrderHours(ctx.storefront.config.settings.unpaidOrderHours)).expiresAt.toISOString(),
    issueGiftCards: paidInFull,
  };

  try {
    await db.batch(orderStatements(db, order));
  } catch (error) {
    if (isConstraint(error, 'UNIQUE')) {
      const winner = await findOrderByIdempotencyKey(db, storefrontId, input.idempotency_key);
      if (winner) return repeatedOrder(ctx, winner, input);
    }
    if (isConstraint(error, 'CHECK')) {
      // Orders placed at the same moment took the last open unpaid place.
      if (!paidInFull && (await overUnpaidCap(ctx))) return tooManyUnpaid(ctx);
      return explainConflict(ctx, input, quote);
    }
    throw error;
  }
  // The order took stock: this isolate's kept answers of the store go now, other isolates' at their next version check.
  forgetStoreCatalog(storefrontId);

  const confirmed = await ctx.sendMail(orderConfirmationMail(ctx, order, quote));
  // What the confirmation page tells the shopper: "we sent a confirmation", or that it could not be sent.
  await db
    .prepare('UPDATE orders SET confirmation_mail = ? WHERE storefront_id = ? AND uuid = ?')
    .bind(confirmed ? 'sent' : 'not_sent', storefrontId, order.uuid)
    .run();
  if (paidInFull && quote.lines.some((line) => line.is_gift_card)) await sendGiftCardMails(ctx, order.uuid);
  if (paidInFull) return { ok: true, created: true, order: { uuid: order.uuid, payment_status: 'paid', redirect_url: null } };
  return startPayment(ctx, { id: null, uuid: order.uuid, total: order.total, email: input.email, payment_reference: null }, true);
}

/** A cart's items as a comparable signature: quantity per variant and size, in a fixed order. */
function cartSignature(lines: { variant: number | null; size: number | null; quantity: number }[]): string {
  const totals = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.variant ?? ''}:${line.size ?? ''}`;
    totals.set(key, (totals.get(key) ?? 0) + line.quantity);
  }
  return [...totals].map(([key, quantity]) => `${key}x${quantity}`).sort().join(',');
}

/**
 * The order this key already made: the same answer again. Another customer's key is a conflict
 * (409); the same key with a different cart is refused (422), never answered with the old order.
 */
async function repeatedOrder(ctx: PlaceOrderContext, existing: OrderKeyRow, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const email = input.email;
  if (existing.customer_id !== ctx.buyer.customerId) {
    return { ok: false, status: 409, message: ctx.i18n._('This idempotency key was already used for another order.') };
  }
  const { results: stored } = await ctx.db
    .prepare('SELECT variant_id AS variant, size_id AS size, quantity FROM order_items WHERE order_id = ?')
    .bind(existing.id)
    .all<{ variant: number | null; size: number | null; quantity: number }>();
  const requested = input.items.map((item) => ({ variant: item.product_variant_id, size: item.product_size_id ?? null, quantity: item.quantity }));
  if (cartSignature(stored) !== cartSignature(requested)) {
    return { ok: false, status: 422, message: ctx.i18n._('This idempotency key was already used for a different cart.') };
  }
  if (existing.payment_status !== 'pending' || existing.payment_provider !== ctx.provider.name || ctx.provider.name === 'manual') {
    return { ok: true, created: false, order: { uuid: existing.uuid, payment_status: existing.payment_status, redirect_url: null } };
  }
  return startPayment(ctx, { id: existing.id, uuid: existing.uuid, total: existing.total, email, payment_reference: existing.payment_reference }, false);
}

/** Hands the amount due to the payment provider; the order stays pending if that fails. */
async function startPayment(
  ctx: PlaceOrderContext,
  order: { id: number | null; uuid: string; total: number; email: string; payment_reference: string | null },
  created: boolean,
): Promise<PlaceOrderResult> {
  try {
    const start = await ctx.provider.startPayment({
      storefrontId: ctx.storefront.id,
      storeName: ctx.storefront.name,
      orderUuid: order.uuid,
      amount: order.total,
      currency: 'usd',
      email: order.email,
      origin: ctx.origin,
      stripeAccount: ctx.storefront.config.settings.stripe_account ?? null,
    });
    if (start.reference && start.reference !== order.payment_reference) {
      await ctx.db
        .prepare("UPDATE orders SET payment_reference = ? WHERE storefront_id = ? AND uuid = ? AND payment_status = 'pending'")
        .bind(start.reference, ctx.storefront.id, order.uuid)
        .run();
    }
    return { ok: true, created, order: { uuid: order.uuid, payment_status: 'pending', redirect_url: start.redirectUrl } };
  } catch (error) {
    if (!(error instanceof PaymentStartError)) throw error;
    console.error('Payment start failed', error);
    return {
      ok: false,
      status: 502,
      message: ctx.i18n._('The payment could not be started. Your order is saved; please try again.'),
      ...(created ? { placedUuid: order.uuid } : {}),
    };
  }
}

/** Whether the buyer holds as many open unpaid orders as they may (docs/decisions/0261-unpaid-orders-expire.md). */
async function overUnpaidCap(ctx: PlaceOrderContext): Promise<boolean> {
  return ctx.maxOpenUnpaidOrders > 0 && (await openUnpaidOrders(ctx.db, ctx.storefront.id, ctx.buyer.customerId)) >= ctx.maxOpenUnpaidOrders;
}

/** The refusal of an order past the cap of open unpaid orders. */
function tooManyUnpaid(ctx: PlaceOrderContext): PlaceOrderResult {
  const message = ctx.i18n._(
    'You already have {count} unpaid orders. Please pay one of them, or wait until an unpaid order expires, before placing another.',
    { count: ctx.maxOpenUnpaidOrders },
  );
  return { ok: false, status: 409, message };
}

/** The refusal of an order whose total is not the one the shopper saw: 409 with the total now. */
function totalChanged(ctx: PlaceOrderContext, total: number): PlaceOrderResult {
  const message = ctx.i18n._('The total of your order is now {total}. Please check your order and place it again.', { total: formatPrice(total, ctx.i18n.locale) });
  return { ok: false, status: 409, message, total };
}

/** The batch failed a CHECK: stock or the gift card changed since the cart was priced. Say which. */
async function explainConflict(ctx: PlaceOrderContext, input: PlaceOrderInput, planned: Quote): Promise<PlaceOrderResult> {
  const now = await quoteCart(ctx.db, ctx.storefront, ctx.i18n, input.items, null);
  if (now.ok && now.quote.problems.length) {
    return { ok: false, status: 409, message: now.quote.problems[0]!.message, problems: now.quote.problems };
  }
  if (planned.gift_card) {
    const card = await usableGiftCard(ctx.db, ctx.storefront.id, planned.gift_card.code);
    // Spent by another order meanwhile: the total grows by what the card no longer pays.
    if (!card || card.balance < planned.gift_card.amount) {
      const repriced = await quoteCart(ctx.db, ctx.storefront, ctx.i18n, input.items, card ? planned.gift_card.code : null);
      if (repriced.ok) return totalChanged(ctx, repriced.quote.total);
    }
  }
  return { ok: false, status: 409, message: ctx.i18n._('Your order could not be placed. Please try again.') };
}

/** The gift cards the order issued (paid in full at once), each to its recipient. */
async function sendGiftCardMails(ctx: PlaceOrderContext, uuid: string): Promise<void> {
  const row = await ctx.db.prepare('SELECT id FROM orders WHERE storefront_id = ? AND uuid = ?').bind(ctx.storefront.id, uuid).first<{ id: number }>();
  if (!row) return;
  for (const card of await issuedCards(ctx.db, ctx.storefront.id, row.id)) await ctx.sendMail(giftCardMail(ctx, card));
}
