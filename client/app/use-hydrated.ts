import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while hydrating, true once the page is interactive. Rules that need
 * JavaScript to be undone (a submit button disabled while the form is invalid) apply only then:
 * before hydration the button must stay usable, the form posting to the server.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
