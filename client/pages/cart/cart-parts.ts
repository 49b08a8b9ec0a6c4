import { preloadable } from '../../app/preloadable.ts';

/** The cart itself (./cart-view.tsx): hydrated on demand, never loaded before interaction for an empty cart (ADR 0151). */
export const CartView = preloadable(() => import('./cart-view.tsx'));

/** A cart's lines, gift-card code and summary (./cart-contents.tsx): loaded only for a cart with lines (ADR 0151). */
export const CartContents = preloadable(() => import('./cart-contents.tsx'));
