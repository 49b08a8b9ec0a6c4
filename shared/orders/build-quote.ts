import type { LineProblem, PricedLine, Quote, QuoteParcel } from '../schemas/orders.ts';
import { orderTotals } from './order-totals.ts';
import { groupIntoParcels } from './parcels.ts';
import { parcelShipping, parcelWeight, shippedSubtotal, type ShippingRule } from './shipping-rules.ts';

/** Parcels of priced lines with their weight and the store's shipping (the gift-card parcel ships free). */
export function quoteParcels(lines: readonly PricedLine[], rule: ShippingRule): QuoteParcel[] {
  const shipped = shippedSubtotal(lines);
  return groupIntoParcels(lines).parcels.map((parcel) => {
    const weight = parcelWeight(parcel.items);
    return {
      key: parcel.key,
      warehouse: parcel.warehouse,
      gift_cards: parcel.giftCards,
      line_indexes: parcel.items.map((line) => line.index),
      item_count: parcel.items.reduce((sum, line) => sum + line.quantity, 0),
      weight,
      shipping: parcelShipping(rule, parcel, shipped),
    };
  });
}

/**
 * The server's summary of a cart: lines, parcels with the store's shipping, totals, and what the gift card
 * pays. A gift card must be active with a balance above zero to count.
 */
export function buildQuote(
  lines: readonly PricedLine[],
  problems: readonly LineProblem[],
  giftCard: { code: string; balance: number } | null,
  rule: ShippingRule,
): Quote {
  const parcels = quoteParcels(lines, rule);
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  const shipping = parcels.reduce((sum, parcel) => sum + parcel.shipping, 0);
  const totals = orderTotals({ subtotal, shipping, giftCardBalance: giftCard?.balance ?? 0 });
  return {
    lines: [...lines],
    parcels,
    subtotal: totals.subtotal,
    shipping_total: totals.shipping_total,
    total_without_discounts: totals.total_without_discounts,
    gift_card: giftCard && giftCard.balance > 0 ? { code: giftCard.code, balance: giftCard.balance, amount: totals.gift_card_amount } : null,
    total: totals.total,
    problems: [...problems],
  };
}
