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
  /** `needs-javascript`: a valid choice inside a gifting kit, whose selection lives in the browser (ADR 0153). */
  problem: 'choose' | 'form' | 'out-of-stock' | 'size-unavailable' | 'unavailable' | 'needs-javascript';
};
