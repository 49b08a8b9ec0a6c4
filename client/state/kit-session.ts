import type { KitTokens } from '../../shared/kits/kit-links.ts';
import { clearCart, setGiftToken } from './cart-actions.ts';
import { cartGiftingTokens } from './gifting.ts';

// Entering and leaving gifting mode from the kit pages (kept out of the entry chunk). Browser only.

/**
 * Opening a kit: the cart is cleared unless it already holds this kit's tokens (a selection in
 * progress), then the tokens and the kit's hide-prices flag are stored.
 */
export function enterKit(tokens: KitTokens, hidePrices: boolean): void {
  const current = cartGiftingTokens();
  if (current?.token !== tokens.token || current.userToken !== tokens.userToken) clearCart();
  setGiftToken(tokens.token, tokens.userToken, hidePrices);
}

/** Leaves gifting mode when the cart belongs to this kit (its order is placed). */
export function leaveKit(tokens: KitTokens): void {
  const current = cartGiftingTokens();
  if (current?.token === tokens.token && current.userToken === tokens.userToken) clearCart();
}
