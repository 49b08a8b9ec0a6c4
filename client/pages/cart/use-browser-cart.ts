import { useEffect, useState } from 'react';
import { snapshot, subscribe } from 'valtio';
import type { CartState } from '../../../shared/cart.ts';
import { getCartStore } from '../../state/cart-store.ts';

/**
 * The cart for rendering: null on the server and during hydration (the page shows its loading
 * state), then a snapshot of the browser's stored cart, renewed on every change (also from
 * other tabs).
 */
export function useBrowserCart(): CartState | null {
  const [cart, setCart] = useState<CartState | null>(null);
  useEffect(() => {
    const store = getCartStore();
    const read = () => setCart(snapshot(store) as CartState);
    read();
    return subscribe(store, read);
  }, []);
  return cart;
}
