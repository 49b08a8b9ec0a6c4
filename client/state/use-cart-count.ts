import { useEffect, useState } from 'react';
import { subscribe } from 'valtio';
import { cartItemCount } from '../../shared/stored-cart.ts';
import { getCartStore } from './cart-store.ts';

/** The badge count; 0 on the server and during hydration, the stored cart right after. */
export function useCartCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const cart = getCartStore();
    setCount(cartItemCount(cart.items));
    return subscribe(cart, () => setCount(cartItemCount(cart.items)));
  }, []);
  return count;
}
