/**
 * Add to Cart without JavaScript when the cart's cookie cannot grow (ADR 0153): /cart/add writes
 * nothing and sends the shopper to `/cart?not_added=cart-full`, where the page says so.
 */
export const NOT_ADDED_PARAM = 'not_added';
export const CART_FULL = 'cart-full';
export const CART_FULL_PATH = `/cart?${NOT_ADDED_PARAM}=${CART_FULL}`;
