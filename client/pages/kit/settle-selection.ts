import type { CartItem } from '../../../shared/cart.ts';
import { replaceCartItems } from '../../state/cart-actions.ts';
import { adoptCookieRevision, mirrorCartToCookie, storedCartRevision } from '../../state/cart-cookie.ts';
import { cookieCartWins } from '../../../shared/cart-revision.ts';
import { orderLinesFromCart } from '../../../shared/orders/cart-order-lines.ts';

/**
 * The server rendered a gift's selection from the cart's cookie (docs/decisions/0293-kits-
 * without-javascript.md); the browser keeps its own in storage. The newer of the two wins
 * (shared/cart-revision.ts), as on /cart: the cookie's when it was changed without JavaScript
 * (the stored cart takes it, and `adopt` sets the gifting fields), else the stored cart, written
 * to the cookie again when they differ. Loaded when a kit page hydrates with a server selection.
 */
export function settleSelection(selection: { items: readonly CartItem[]; revision: number }, stored: readonly CartItem[], adopt: () => void): void {
  if (cookieCartWins(selection.revision, storedCartRevision())) {
    adoptCookieRevision(selection.revision);
    adopt();
    replaceCartItems(selection.items);
  } else if (JSON.stringify(orderLinesFromCart(stored)) !== JSON.stringify(orderLinesFromCart(selection.items))) {
    mirrorCartToCookie(stored);
  }
}
