import { useSyncExternalStore } from 'react';
import { PHONE_WIDTH_QUERY } from '../../app/phone-width-query.ts';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_WIDTH_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True on phone widths (`PHONE_WIDTH_QUERY`). The server (and hydration) answer false, so what
 * depends on it must look right either way before hydration: use CSS (`max-md:`) for the layout,
 * this for ARIA state.
 */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_WIDTH_QUERY).matches, () => false);
}
