import { useEffect } from 'react';
import { redirect, useNavigate } from 'react-router';
import { getCartStore } from '../state/cart-store.ts';

/**
 * The gifting guard (docs/product.md §4): while a gifting token is in the cart, the guarded page
 * redirects to /. The cart lives in the browser only, so the first page redirects right after
 * hydration (useGiftingGuard) and later navigations in the route loader.
 */
export function redirectWhenGifting(): void {
  if (typeof window !== 'undefined' && getCartStore().giftingToken) throw redirect('/');
}

/** The same guard for the first, server-rendered page. */
export function useGiftingGuard(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (getCartStore().giftingToken) void navigate('/', { replace: true });
  }, [navigate]);
}
