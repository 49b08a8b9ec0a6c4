import type { Page } from '@playwright/test';

export interface WatchOptions {
  /** Count console warnings too (React reports some hydration problems as warnings). */
  warnings?: boolean;
  /** Console texts that are expected on the page under test (e.g. a 404 it answers on purpose). */
  ignore?: RegExp[];
}

/** Collects console errors and page errors; hydration mismatches surface here. */
export function watchConsole(page: Page, options: WatchOptions = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && !(options.warnings && type === 'warning')) return;
    const text = message.text();
    if (options.ignore?.some((pattern) => pattern.test(text))) return;
    problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
