/**
 * Whether the product page offers a colour choice (docs/product.md §2: colour variant choice). A gift
 * card's only variant is a pseudo-colour ("Digital") that means nothing to a shopper, so a gift
 * card with a single variant shows no colour picker; the variant is still chosen (the initial
 * variant rule) and its amounts are offered. Gift cards with several designs keep the choice.
 */
export function showsColorChoice(input: { isGiftCard: boolean; variantCount: number }): boolean {
  if (input.variantCount === 0) return false;
  return !(input.isGiftCard && input.variantCount === 1);
}

/**
 * The colour a cart, checkout or order line names. A gift card's variant "colour" is a design
 * name ("Digital") that says nothing as a colour, so gift-card lines name none (their picture
 * shows the design); every other line names its colour.
 */
export function lineColor(line: { is_gift_card?: boolean | number | null | undefined; color?: string | null | undefined }): string | null {
  if (line.is_gift_card) return null;
  return line.color?.trim() || null;
}
