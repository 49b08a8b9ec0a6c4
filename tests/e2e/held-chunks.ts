import type { Page } from '@playwright/test';

// Helpers of the on-demand journeys (ADR 0150, 0151, 0154): what a page loads, a chunk held back
// so its part stays unhydrated, and whether the document survived the test's steps.

/** Every script the page requests, in order. */
export function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  return scripts;
}

/** Holds the chunks matching `pattern` until `release()`: their part stays unhydrated meanwhile. */
export async function holdChunk(page: Page, pattern: RegExp): Promise<{ release: () => void; requested: () => boolean }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(pattern, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/** Marks the page's JavaScript world: still there after the test's steps means no full page load happened. */
export async function markPageLoad(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { samePageLoad: true }));
  return () => page.evaluate(() => 'samePageLoad' in window);
}
