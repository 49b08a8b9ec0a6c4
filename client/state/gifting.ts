import { useEffect, useState } from 'react';
import { subscribe } from 'valtio';
import type { KitTokens } from '../../shared/kits/kit-links.ts';
import { getCartStore } from './cart-store.ts';
import { useGiftingAtLoad } from './gifting-at-load.ts';

// Gifting mode (docs/product.md §4, ADR 0255): active while the cart holds a gifting token, mirrored
// into the `gifting` cookie so the server renders it from the HTML on.

/** The cart's gifting tokens, or null outside gifting mode. Browser only. */
export function cartGiftingTokens(): KitTokens | null {
  const cart = getCartStore();
  return cart.giftingToken && cart.giftingUserToken ? { token: cart.giftingToken, userToken: cart.giftingUserToken } : null;
}

/** The gifting tokens for rendering: the cookie's on the server and during hydration, then the cart's. */
export function useGifting(): KitTokens | null {
  const atLoad = useGiftingAtLoad();
  const [tokens, setTokens] = useState<KitTokens | null>(atLoad && { token: atLoad.token, userToken: atLoad.userToken });
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
