/**
 * Whether the product page offers a colour choice (spec section 2: colour variant choice). A gift
 * card's only variant is a pseudo-colour ("Digital") that means nothing to a shopper, so a gift
 * card with a single variant shows no colour picker; the variant is still chosen (the initial
 * variant rule) and its amounts are offered. Gift cards with several designs keep the choice.
 */
export function showsColorChoice(input: { isGiftCard: boolean; variantCount: number }): boolean {
  if (input.variantCount === 0) return false;
  return !(input.isGiftCard && input.variantCount === 1);
}
