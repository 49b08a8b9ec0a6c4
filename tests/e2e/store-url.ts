import type { Page } from '@playwright/test';

/** Absolute URL of a path on one demo store of the e2e server. */
export function storeUrl(host: string, path = '/'): string {
  return `http://${host}:${process.env.E2E_PORT ?? '8799'}${path}`;
}

/**
 * Opens a page and waits until React has hydrated it (<html data-hydrated>), so clicks and
 * inputs reach their handlers. Use it before interacting with anything that needs JavaScript.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
