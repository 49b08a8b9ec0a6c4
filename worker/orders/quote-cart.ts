import type { I18n } from '@lingui/core';
import { buildQuote } from '../../shared/orders/build-quote.ts';
import { shippingRule, type ShippingRuleInput } from '../../shared/orders/shipping-rules.ts';
import { priceLines } from '../../shared/orders/price-lines.ts';
import { maxGiftAmountMinor } from '../../shared/gift-amount.ts';
import type { Language } from '../../shared/languages.ts';
import type { LocalizedText } from '../../shared/schemas/config/localized-text.ts';
import type { OrderLineInput } from '../../shared/schemas/checkout.ts';
import type { Quote } from '../../shared/schemas/orders.ts';
import { findGiftCard, type GiftCardRecord } from '../db/gift-cards.ts';
import { loadOrderCatalog } from '../db/order-catalog.ts';
import { describeProblem } from './problem-messages.ts';

/** What pricing needs of the store: its id, its custom gift-amount maximum (ADR 0115) and its shipping rule (ADR 0120). */
export type QuotingStore = {
  id: number;
  config: {
    settings: {
      giftCardMaxAmount?: number | undefined;
      shipping?: ShippingRuleInput | undefined;
      paymentInstructions?: LocalizedText | undefined;
      defaultLanguage?: Language | undefined;
      /** Its Stripe connected account: payments go there (ADR 0208). */
      stripe_account?: string | undefined;
      /** Hours an order may stay unpaid (ADR 0261). */
      unpaidOrderHours?: number | undefined;
    };
  };
};

export type CartQuote =
  | { ok: true; quote: Quote; giftCard: GiftCardRecord | null }
  | { ok: false; status: 400; message: string; field: 'gift_card_code' };

/** A gift card a shopper may pay with: this store's, active. (A zero balance is valid but pays nothing.) */
export async function usableGiftCard(db: D1Database, storefrontId: number, code: string): Promise<GiftCardRecord | null> {
  const card = await findGiftCard(db, storefrontId, code);
  return card && card.status === 'active' ? card : null;
}

/**
 * Prices a cart from this store's catalog, groups it into parcels with shipping and applies the
 * gift card: the numbers the checkout shows and the order is placed with.
 */
export async function quoteCart(
  db: D1Database,
  storefront: QuotingStore,
  i18n: I18n,
  items: readonly OrderLineInput[],
  giftCardCode: string | null | undefined,
): Promise<CartQuote> {
  const storefrontId = storefront.id;
  let giftCard: GiftCardRecord | null = null;
  if (giftCardCode) {
    giftCard = await usableGiftCard(db, storefrontId, giftCardCode);
    if (!giftCard) return { ok: false, status: 400, message: i18n._('Not a valid gift card'), field: 'gift_card_code' };
  }
  const catalog = await loadOrderCatalog(db, storefrontId, items);
  const { lines, problems } = priceLines(items, catalog, { maxGiftAmount: maxGiftAmountMinor(storefront.config.settings) });
  const quote = buildQuote(
    lines,
    problems.map((problem) => describeProblem(i18n, problem)),
    giftCard ? { code: giftCard.code, balance: giftCard.balance } : null,
    shippingRule(storefront.config.settings),
  );
  return { ok: true, quote, giftCard };
}
