import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, storeUrl } from './store-url.ts';

// The private gate holds for client-side navigation too (issue 8, item 2;
// docs/decisions/0065-private-gate-on-both-sides.md): a locked store's route tree opens only
// the gate, account and legal pages, exactly like the Worker.

const PRIVATE = 'private.localhost';
const SSO = 'sso.localhost';

/** Marks the loaded document: the mark survives client-side navigations, not page loads. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-test-document', 'first'));
}

/** Whether an image element finished loading a real picture (not a redirect to a page). */
async function imageLoaded(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
}

async function expectSameDocument(page: Page): Promise<void> {
  await expect(page.locator('html[data-test-document="first"]')).toHaveCount(1);
}

/**
 * A client-side navigation the way the router sees a Back/Forward step: for closed pages whose
 * links (cart, search) a locked store no longer shows.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

for (const host of [PRIVATE, SSO]) {
  test.describe(`locked store ${host}`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('shows no search or cart, opens the legal pages and Login, sends everything else to /private', async ({ page }) => {
      await gotoHydrated(page, storeUrl(host, '/private'));
      await markDocument(page);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
      // The store's brand files (its logo) show before the gate (docs/decisions/0066-store-media.md).
      await expect.poll(() => imageLoaded(page, 'header img')).toBeGreaterThan(0);

      // Legal pages stay open.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
      await expect(page).toHaveURL(storeUrl(host, '/terms-and-conditions'));
      await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();

      // Contact stays open too: a visitor locked out can ask for help (issue 27).
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveURL(storeUrl(host, '/contact'));
      await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);
      await markDocument(page);

      await navigateInApp(page, '/cart');
      await expect(page).toHaveURL(storeUrl(host, '/private?returnUrl=%2Fcart'));
      await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toHaveCount(0);

      await navigateInApp(page, '/products?search=tee');
      await expect(page).toHaveURL(storeUrl(host, '/private?returnUrl=%2Fproducts%3Fsearch%3Dtee'));
      await expectSameDocument(page);

      // Login stays open (it is how a shopper gets in).
      await header.getByRole('link', { name: 'Login' }).click();
      await expect(page).toHaveURL(storeUrl(host, '/login'));
      await expectSameDocument(page);
    });
  });
}

test.describe('passing the gate', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('after ACME-CODE the store opens: search, cart and the closed pages', async ({ page }) => {
    await gotoHydrated(page, storeUrl(PRIVATE, '/private?returnUrl=%2Fcontact'));
    await page.getByLabel('Code').fill('ACME-CODE');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page).toHaveURL(storeUrl(PRIVATE, '/contact'));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(storeUrl(PRIVATE, '/cart'));
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Search' }).fill('tee');
    await page.getByRole('combobox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/products\?search=tee/);
    // Its product pictures answer now that the gate is passed.
    await expect.poll(() => imageLoaded(page, 'main img[src^="/media/2/products/acme-logo-tee-"]')).toBeGreaterThan(0);
  });
});
