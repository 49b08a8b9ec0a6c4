/**
 * What a refused Add to Cart post without JavaScript answers the product page
 * (./add-to-cart-server.ts, docs/decisions/0107-add-to-cart-without-javascript.md): the typed
 * values, kept in the re-rendered form, and why nothing was added (`form`: a field's error, shown
 * under it; the others also as a message above the button).
 */
export type AddToCartAnswer = {
  values: { quantity: number; email: string; note: string; fields: Record<number, string> };
  problem: 'choose' | 'form' | 'out-of-stock' | 'size-unavailable' | 'unavailable';
};
