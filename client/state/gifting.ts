import { useEffect, useState } from 'react';
import { subscribe } from 'valtio';
import type { KitTokens } from '../../shared/kits/kit-links.ts';
import { getCartStore } from './cart-store.ts';

/**
 * Gifting mode (docs/product.md §4; docs/decisions/0081-gifting-mode.md): active while the cart holds
 * a gifting token. It lives in the browser's cart only, so the server renders every page outside
 * it and the browser applies it right after hydration.
 */

/** The cart's gifting tokens, or null outside gifting mode. Browser only. */
export function cartGiftingTokens(): KitTokens | null {
  const cart = getCartStore();
  return cart.giftingToken && cart.giftingUserToken ? { token: cart.giftingToken, userToken: cart.giftingUserToken } : null;
}

/** The gifting tokens for rendering: null on the server and during hydration, then the cart's. */
export function useGifting(): KitTokens | null {
  const [tokens, setTokens] = useState<KitTokens | null>(null);
  useEffect(() => {
    const read = () =>
      setTokens((previous) => {
        const next = cartGiftingTokens();
        return previous?.token === next?.token && previous?.userToken === next?.userToken ? previous : next;
      });
    read();
    return subscribe(getCartStore(), read);
  }, []);
  return tokens;
}
