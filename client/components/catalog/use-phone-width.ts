import { useSyncExternalStore } from 'react';

/** Phones: narrower than Tailwind's md breakpoint (768px). */
const PHONE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True on phone widths. The server (and hydration) answer false, so what depends on it must look
 * right either way before hydration: use CSS (`max-md:`) for the layout, this for ARIA state.
 */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches, () => false);
}
