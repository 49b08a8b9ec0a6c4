import { useEffect, useState } from 'react';
import { subscribe } from 'valtio';
import { useStorefront } from '../app/storefront-context.tsx';
import { getCartStore } from './cart-store.ts';

/**
 * docs/product.md §6: prices are hidden when the store disables them (disabled_prices) or the cart's
 * hide-prices flag is set (a kit link). The flag lives in the browser only, so the server and
 * the hydration render use the store setting alone and the flag applies right after hydration.
 */
export function usePricesHidden(): boolean {
  const { disabled_prices } = useStorefront();
  const [cartHides, setCartHides] = useState(false);
  useEffect(() => {
    const cart = getCartStore();
    setCartHides(cart.hidePrices);
    return subscribe(cart, () => setCartHides(cart.hidePrices));
  }, []);
  return disabled_prices || cartHides;
}
