import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, storeUrl } from './store-url.ts';

// Pages inline only the messages their render used; the language's whole catalog is a cached,
// fingerprinted file loaded after hydration (docs/decisions/0140-per-page-messages.md).

const WHOLE_CATALOG = /\/assets\/i18n\/[a-z]+\.[0-9a-f]{8}\.json$/;

/** Console warnings lingui prints when a text is shown without its compiled message. */
function collectMissingMessages(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (/Uncompiled message|not loaded/i.test(message.text())) missing.push(message.text());
  });
  return missing;
}

// Pages whose first render after hydration is the server's; texts that only the browser shows
// (the cart's lines from browser storage, dialogs, toasts) come from the whole catalog.
for (const path of ['/', '/products', '/categories/apparel', '/products/classic-crew-tee', '/login', '/contact']) {
  test(`${path} hydrates in German with only its inlined messages`, async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: 'de', url: storeUrl('demo.localhost') }]);
    // Without the whole catalog, every text the page shows must come from the inlined messages.
    await page.route(WHOLE_CATALOG, (route) => route.abort());
    const missing = collectMissingMessages(page);
    await gotoHydrated(page, storeUrl('demo.localhost', path));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Warenkorb' }).first()).toBeAttached();
    expect(missing).toEqual([]);
  });
}

test('the whole catalog arrives cached for a year and serves texts the first page did not use', async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'de', url: storeUrl('demo.localhost') }]);
  const catalog = page.waitForResponse((response) => WHOLE_CATALOG.test(new URL(response.url()).pathname));
  const missing = collectMissingMessages(page);
  await gotoHydrated(page, storeUrl('demo.localhost', '/products/classic-crew-tee'));
  const answer = await catalog;
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await answer.finished();
  // The legal texts are not inlined on a product page; the client-side page finds them translated.
  const html = await page.evaluate(async () => (await fetch(location.href)).text());
  expect(html).not.toContain('Wir erheben die Daten, die Sie uns');
  // The head preloads the whole catalog, so it is usually there before hydration.
  expect(html).toMatch(/<link rel="preload" href="\/assets\/i18n\/de\.[0-9a-f]{8}\.json" as="fetch"/);
  await page.getByRole('link', { name: 'Datenschutzerklärung', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(page.getByText(/^Wir erheben die Daten, die Sie uns/)).toBeVisible();
  expect(missing).toEqual([]);
});
