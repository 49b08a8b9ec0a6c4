import type { I18n } from '@lingui/core';
import { formatPrice } from '../../shared/money.ts';
import type { PricingProblem } from '../../shared/orders/price-lines.ts';
import type { LineProblem } from '../../shared/schemas/orders.ts';

/** A pricing problem as a sentence naming the item, in the shopper's language. */
export function describeProblem(i18n: I18n, problem: PricingProblem): LineProblem {
  const item = problem.item;
  let message: string;
  switch (problem.kind) {
    case 'inactive':
      message = item
        ? i18n._('{item} is no longer available. Please remove it from your cart.', { item })
        : i18n._('An item in your cart is no longer available. Please remove it from your cart.');
      break;
    case 'out-of-stock':
      message =
        problem.available > 0
          ? i18n._('Only {available} of {item} left in stock. Please lower the quantity.', { available: problem.available, item })
          : i18n._('{item} is out of stock. Please remove it from your cart.', { item });
      break;
    case 'invalid':
      switch (problem.field) {
        case 'gift-amount':
          // Above the store's largest amount: the same reason the product page gives.
          message =
            problem.maxAmount !== undefined
              ? i18n._('{item}: The amount can be at most {max}.', { item, max: formatPrice(problem.maxAmount, i18n.locale) })
              : i18n._('{item}: Please enter a valid gift card amount!', { item });
          break;
        case 'recipient':
          message = i18n._('{item}: please enter a valid recipient e-mail address.', { item });
          break;
        case 'note':
          message = i18n._('{item}: the note can be at most 500 characters.', { item });
          break;
        default:
          message = i18n._('{item}: {field} is required.', { item, field: problem.label ?? '' });
      }
  }
  return { index: problem.index, product_variant_id: problem.product_variant_id, kind: problem.kind, message };
}
