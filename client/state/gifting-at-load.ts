import { createContext, use } from 'react';
import { giftingFromCookies, type GiftingState } from '../../shared/gifting-cookie-value.ts';

/**
 * The gifting state a page renders with before the browser's cart is read: the request's
 * `gifting` cookie on the server (set per request by worker/ssr/render-page.tsx), the same
 * cookie in the browser, so hydration renders exactly what the server did (ADR 0255).
 */
export const ServerGiftingContext = createContext<GiftingState | null>(null);

export function useGiftingAtLoad(): GiftingState | null {
  const server = use(ServerGiftingContext);
  return typeof document === 'undefined' ? server : giftingFromCookies(document.cookie);
}
