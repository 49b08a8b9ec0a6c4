import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 64rem)';

/** Whether the editor and the preview fit side by side (else they are tabs). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const media = window.matchMedia(QUERY);
      media.addEventListener('change', notify);
      return () => media.removeEventListener('change', notify);
    },
    () => window.matchMedia(QUERY).matches,
  );
}
