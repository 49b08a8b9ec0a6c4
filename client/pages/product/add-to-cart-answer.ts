/**
 * What a refused Add to Cart post without JavaScript answers the product page
 * (./add-to-cart-server.ts, docs/decisions/0107-add-to-cart-without-javascript.md): the typed
 * values, kept in the re-rendered form, and why nothing was added (`form`: a field's error, shown
 * under it; the others also as a message above the button).
 */
export type AddToCartAnswer = {
  values: {
    quantity: number;
    email: string;
    note: string;
    fields: Record<number, string>;
    /** A gift card's custom amount as typed, and whether its switch was on (ADR 0153). */
    amount: string;
    customAmount: boolean;
  };
  /** `kit-limit`: inside a gifting kit, more than the kit's rules allow (ADR 0293). */
  problem: 'choose' | 'form' | 'out-of-stock' | 'size-unavailable' | 'unavailable' | 'kit-limit';
};
