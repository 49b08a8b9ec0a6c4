import type { I18n } from '@lingui/core';
import { kitOrderProblems, type KitOrderProblem } from '../../shared/kits/kit-rules.ts';
import type { KitOrderInput } from '../../shared/schemas/kit-order.ts';
import type { LineProblem } from '../../shared/schemas/orders.ts';
import { kitProductRows, type KitRecord } from '../db/kits.ts';
import type { MailMessage } from '../services/mailer.ts';
import { kitOrderConfirmationMail } from './kit-order-mail.ts';
import { orderStatements, type NewOrder } from './order-statements.ts';
import { quoteCart, type QuotingStore } from './quote-cart.ts';
import { forgetStoreCatalog } from '../api/catalog-memo.ts';

export type KitOrderResult =
  | { ok: true; created: boolean; order: { uuid: string; payment_status: 'paid' } }
  | { ok: false; status: 409 | 422; message: string; problems?: (LineProblem | { kind: KitOrderProblem['kind']; product_id: number | null; message: string })[] };

const isUnique = (error: unknown) => String((error as { message?: unknown })?.message ?? error).includes('UNIQUE constraint failed');

/**
 * A kit order (docs/decisions/0080-kit-orders.md): the kit's rules checked on the server, the
 * kit pays (paid, provider 'kit'), stock is decremented in the same batch as a normal order, and
 * orders.kit_link_id's UNIQUE index lets one order per kit link through (ADR 0193).
 */
export async function placeKitOrder(
  ctx: {
    db: D1Database;
    storefront: QuotingStore & { name: string };
    i18n: I18n;
    /** The store's origin, for the confirmation mail's link. */
    origin: string;
    sendMail: (message: MailMessage) => Promise<boolean>;
  },
  kit: KitRecord & { token: string; user_token: string },
  input: KitOrderInput,
): Promise<KitOrderResult> {
  const { db, i18n } = ctx;
  const storefrontId = ctx.storefront.id;
  const already = (): KitOrderResult => ({ ok: false, status: 409, message: i18n._('This gift has already been ordered.') });
  const repeatOrConflict = async (): Promise<KitOrderResult | null> => {
    const byKey = await db
      .prepare('SELECT uuid, kit_link_id FROM orders WHERE storefront_id = ? AND idempotency_key = ?')
      .bind(storefrontId, input.idempotency_key)
      .first<{ uuid: string; kit_link_id: number | null }>();
    // Only this link's own order answers a repeated key; kit orders have no customer, so the link decides.
    if (byKey && byKey.kit_link_id === kit.link_id) return { ok: true, created: false, order: { uuid: byKey.uuid, payment_status: 'paid' } };
    if (byKey) return { ok: false, status: 409, message: i18n._('This idempotency key was already used for another order.') };
    const ordered = await db.prepare('SELECT 1 FROM orders WHERE kit_link_id = ?').bind(kit.link_id).first();
    return ordered ? already() : null;
  };
  const early = await repeatOrConflict();
  if (early) return early;

  const priced = await quoteCart(db, ctx.storefront, i18n, input.items, null);
  if (!priced.ok) return { ok: false, status: 422, message: priced.message };
  const { quote } = priced;
  if (quote.problems.length) return { ok: false, status: 409, message: quote.problems[0]!.message, problems: quote.problems };

  // The rules apply to the products the server priced (a line's product comes from its variant).
  const products = await kitProductRows(db, storefrontId, kit.id);
  const choices = quote.lines.map((line) => ({ product_id: line.product_id, quantity: line.quantity }));
  const problems = kitOrderProblems(
    { amount: kit.amount, products: products.map((p) => ({ id: p.id, product_kit_product: { required: p.required === 1, quantity: p.kit_quantity } })) },
    choices,
  );
  if (problems.length) {
    const names = new Map<number, string>([...quote.lines.map((l) => [l.product_id, l.name] as const), ...products.map((p) => [p.id, p.name] as const)]);
    const described = problems.map((problem) => describeKitProblem(i18n, problem, names));
    return { ok: false, status: 422, message: described.map((p) => p.message).join(' '), problems: described };
  }

  const order: NewOrder = {
    uuid: crypto.randomUUID(),
    storefrontId,
    customerId: null,
    email: input.email,
    shippingAddress: input.shipping_address,
    lines: quote.lines,
    subtotal: quote.subtotal,
    shippingTotal: quote.shipping_total,
    totalWithoutDiscounts: quote.total_without_discounts,
    total: quote.total,
    giftCard: null,
    paymentStatus: 'paid',
    expiresAt: null,
    maxOpenUnpaidOrders: 0,
    paymentProvider: 'kit',
    paymentReference: `kit:${kit.id}`,
    idempotencyKey: input.idempotency_key,
    lang: i18n.locale,
    // Kits hold goods that ship; a gift card in a kit is not issued here (as before issue 24).
    issueGiftCards: false,
  };
  const statements = orderStatements(db, order);
  // Right after the order row: a second order of this link fails the UNIQUE index (orders_kit_link) and rolls back.
  statements.splice(1, 0, db.prepare('UPDATE orders SET kit_id = ?, kit_link_id = ? WHERE storefront_id = ? AND uuid = ?').bind(kit.id, kit.link_id, storefrontId, order.uuid));
  try {
    await db.batch(statements);
  } catch (error) {
    if (isUnique(error)) {
      const answer = await repeatOrConflict();
      if (answer) return answer;
    }
    if (String(error).includes('CHECK constraint failed')) {
      const now = await quoteCart(db, ctx.storefront, i18n, input.items, null);
      if (now.ok && now.quote.problems.length) return { ok: false, status: 409, message: now.quote.problems[0]!.message, problems: now.quote.problems };
    }
    throw error;
  }
  // The order took stock: this isolate's kept answers of the store go now, other isolates' at their next version check.
  forgetStoreCatalog(storefrontId);
  const confirmed = await ctx.sendMail(
    kitOrderConfirmationMail(ctx, order, quote, { token: kit.token, userToken: kit.user_token, hidePrices: kit.hide_prices === 1 }),
  );
  await db
    .prepare('UPDATE orders SET confirmation_mail = ? WHERE storefront_id = ? AND uuid = ?')
    .bind(confirmed ? 'sent' : 'not_sent', storefrontId, order.uuid)
    .run();
  return { ok: true, created: true, order: { uuid: order.uuid, payment_status: 'paid' } };
}

function describeKitProblem(i18n: I18n, problem: KitOrderProblem, names: Map<number, string>) {
  if (problem.kind === 'over-amount') {
    return { kind: problem.kind, product_id: null, message: i18n._('This kit holds at most {max} products. Please remove {overflow}.', { max: problem.max, overflow: problem.overflow }) };
  }
  const item = names.get(problem.productId) ?? String(problem.productId);
  const message =
    problem.kind === 'not-in-kit'
      ? i18n._('{item} is not part of this kit.', { item })
      : problem.kind === 'over-quantity'
        ? i18n._('You can choose at most {max} of {item}.', { max: problem.max, item })
        : i18n._('{item} is required in this kit.', { item });
  return { kind: problem.kind, product_id: problem.productId, message };
}
