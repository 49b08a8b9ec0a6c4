import { createContext, useContext } from 'react';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';

export const StorefrontContext = createContext<PublicStorefront | null>(null);

/** The current store's public config (from the server's public-config function). */
export function useStorefront(): PublicStorefront {
  const storefront = useContext(StorefrontContext);
  if (!storefront) throw new Error('useStorefront must be used inside <AppProviders>');
  return storefront;
}
