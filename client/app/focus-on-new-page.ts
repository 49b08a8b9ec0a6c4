import type { createBrowserRouter } from 'react-router';

/**
 * After a client-side navigation to another page, focus goes to its main heading (else the main
 * region), where a page load would start a screen reader, not <body> (issue 27). Not when only
 * the query changes (filters, pages of a list). Started with the first interaction: no
 * navigation happens before one.
 */
export function focusOnNewPage(router: ReturnType<typeof createBrowserRouter>): void {
  let shown = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === shown) return;
    shown = state.location.pathname;
    // After React has put the new page in the document.
    requestAnimationFrame(() =>
      setTimeout(() => {
        const main = document.getElementById('main');
        const target = main?.querySelector('h1') ?? main;
        if (!target || target.contains(document.activeElement)) return;
        target.tabIndex = -1;
        target.focus();
      }),
    );
  });
}
