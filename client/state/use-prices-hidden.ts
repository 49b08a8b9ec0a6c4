import { useEffect, useState } from 'react';
import { subscribe } from 'valtio';
import { useStorefront } from '../app/storefront-context.tsx';
import { getCartStore } from './cart-store.ts';
import { useGiftingAtLoad } from './gifting-at-load.ts';

/**
 * docs/product.md §6: prices are hidden when the store disables them (disabled_prices) or the cart's
 * hide-prices flag is set (a kit link). The flag reaches the server in the gifting cookie, so the
 * server and the hydration render hide prices already (ADR 0255); then the cart's flag rules.
 */
export function usePricesHidden(): boolean {
  const { disabled_prices } = useStorefront();
  const atLoad = useGiftingAtLoad();
  const [cartHides, setCartHides] = useState(atLoad?.hidePrices ?? false);
  useEffect(() => {
    const cart = getCartStore();
    setCartHides(cart.hidePrices);
    return subscribe(cart, () => setCartHides(cart.hidePrices));
  }, []);
  return disabled_prices || cartHides;
}
