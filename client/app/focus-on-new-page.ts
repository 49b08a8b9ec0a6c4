import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

const USER_INPUT = ['keydown', 'pointerdown', 'input'] as const;

/**
 * After a client-side navigation to another page, focus goes to its main heading (else the main
 * region), where a page load would start a screen reader, not <body>. Not when only
 * the query changes (filters, pages of a list). Started with the first interaction, which may
 * itself be a navigation: the page the document was loaded with is the starting point.
 */
export function focusOnNewPage(router: Router): void {
  const loadedWith = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.name ?? window.location.href;
  let shown = new URL(loadedWith).pathname;
  const follow = (state: Router['state']) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === shown) return;
    const path = (shown = state.location.pathname);
    const started = performance.now();
    // What the shopper does meanwhile (typing on in the search box) keeps the focus where it is.
    let movedOn = false;
    const moveOn = () => (movedOn = true);
    for (const type of USER_INPUT) document.addEventListener(type, moveOn, true);
    // React commits the new page after the router is idle, and a part of it may come later: wait
    // until #main shows this path and its heading (at most 3 s, then #main itself).
    const focusWhenShown = () => {
      const main = document.getElementById('main');
      const heading = main?.dataset.path === path ? main.querySelector('h1') : null;
      const waiting = !heading && performance.now() - started < 3_000;
      if (waiting && !movedOn && shown === path) return void requestAnimationFrame(focusWhenShown);
      for (const type of USER_INPUT) document.removeEventListener(type, moveOn, true);
      const target = heading ?? main;
      if (movedOn || shown !== path || !target || target.contains(document.activeElement)) return;
      target.tabIndex = -1;
      target.focus();
    };
    requestAnimationFrame(focusWhenShown);
  };
  router.subscribe(follow);
  follow(router.state);
}
