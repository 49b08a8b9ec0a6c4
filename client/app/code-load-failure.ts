/**
 * A chunk of the page's code that did not load: a dropped connection, or a deploy replaced it
 * (ADR 0248). The part stays as the server rendered it, links are then followed by the browser (a
 * new page load brings the new code), and a page the router cannot render is loaded again, once.
 */

let failed = false;

/** Notes that some code of this page failed to load. */
export function noteCodeLoadFailed(): void {
  failed = true;
}

/** Whether some code of this page failed to load (links then leave the page to the browser). */
export function codeLoadFailed(): boolean {
  return failed;
}

/** A dynamic import's failure, as Chromium, Firefox and Safari word it, or Vite's preload's. */
export function isCodeLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|module script failed|Unable to preload/i.test(error.message);
}

const RELOADED_KEY = 'code-reload';

/**
 * Loads the address shown again, as a whole page, unless that was just done for it (then false:
 * the caller shows its error). The mark lives in the tab's session storage for ten seconds.
 */
export function reloadOnce(): boolean {
  const here = `${window.location.pathname}${window.location.search}`;
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as { at?: number; path?: string } | null;
    if (last?.path === here && typeof last.at === 'number' && Date.now() - last.at < 10_000) return false;
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ at: Date.now(), path: here }));
  } catch {
    // No storage (a private window's quota): reload all the same; the browser's own cache of
    // this page's HTML ends any loop, as its scripts then load.
  }
  window.location.reload();
  return true;
}
