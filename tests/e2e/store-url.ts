import { expect, type Page } from '@playwright/test';

/** Absolute URL of a path on one demo store of the e2e server. */
export function storeUrl(host: string, path = '/'): string {
  return `http://${host}:${process.env.E2E_PORT ?? '8799'}${path}`;
}

/**
 * Opens a page and waits until React has hydrated it (<html data-hydrated>) and every part of it
 * that hydrates on demand has hydrated too, so clicks and inputs reach their handlers. Until a
 * part hydrates it is the page without JavaScript (ADR 0245): a button that needs JavaScript does
 * nothing there and Add to Cart posts the form. Use it before interacting with anything that
 * needs JavaScript; `gotoPartsPending` leaves the parts as the server rendered them.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await gotoPartsPending(page, url);
  await hydrateParts(page);
}

/** Wakes every on-demand part of a hydrated page and waits until each has hydrated. */
export async function hydrateParts(page: Page): Promise<void> {
  await expect(async () => {
    // A mouse over each part: what wants a part's code (client/components/on-demand/on-demand-boundary.tsx).
    await page.evaluate(() => {
      for (const part of document.querySelectorAll('[data-hydrate-pending]')) part.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    await expect(page.locator('[data-hydrate-pending]')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Opens a page and waits until React has hydrated it, its on-demand parts left pending (what loads when). */
export async function gotoPartsPending(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Waits until the page's form rules (valibot's checks, loaded on the form's first use) are there
 * and the form answers with them (`data-ready`): until then a submit goes to the route action as
 * without JavaScript (ADR 0292). Use it before asserting what the page's own check does (errors
 * in place, the focus on the first invalid field).
 */
export async function formRulesLoaded(page: Page): Promise<void> {
  await page.locator('form[data-ready="true"]').first().waitFor({ state: 'attached' });
}
