const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'scroll'] as const;

/**
 * Runs `start` once, on the shopper's first interaction with the page or when the tab becomes
 * visible again after being hidden: for work that no first render depends on.
 */
export function onFirstInteraction(start: () => void): void {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, run, true);
    document.removeEventListener('visibilitychange', onVisible);
    start();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') run();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, run, { capture: true, passive: true });
  document.addEventListener('visibilitychange', onVisible);
}
