/**
 * Set by the server after it placed an order from the cookie: the browser empties its cart.
 * Apart from ./cart-cookie.ts because the entry chunk needs only this name (client/state/cart-store.ts):
 * a module the entry imports ships whole with it (docs/decisions/0006-bundle-budget.md).
 */
export const CART_PLACED_COOKIE = 'cart_placed';
