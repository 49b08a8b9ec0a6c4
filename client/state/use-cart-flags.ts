import { useEffect, useState } from 'react';
import { subscribe } from 'valtio';
import { getCartStore } from './cart-store.ts';

export type CartFlags = { hidePrices: boolean; giftingToken: string | null };

const SERVER_FLAGS: CartFlags = { hidePrices: false, giftingToken: null };

/**
 * The cart's hide-prices flag and gifting token. Like the badge count, the server and the
 * hydration render see the defaults; the stored cart is read right after hydration.
 */
export function useCartFlags(): CartFlags {
  const [flags, setFlags] = useState(SERVER_FLAGS);
  useEffect(() => {
    const cart = getCartStore();
    const read = () =>
      setFlags((current) =>
        current.hidePrices === cart.hidePrices && current.giftingToken === cart.giftingToken
          ? current
          : { hidePrices: cart.hidePrices, giftingToken: cart.giftingToken },
      );
    read();
    return subscribe(cart, read);
  }, []);
  return flags;
}
