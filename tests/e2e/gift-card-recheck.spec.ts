import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, storeUrl } from './store-url.ts';

// docs/product.md §4 and §8: a failed gift card balance lookup clears the gift card state. ADR 0043:
// a network failure clears it for this page only; the stored code (localStorage `code`) and
// the cart's cookie copy of it (which the server reads for /cart and /checkout, ADR 0123) stay,
// so the next page looks the card up again and a cart or checkout served without JavaScript
// still applies it.

const DEMO = 'demo.localhost';
const BALANCE = '**/api/storefronts/1/gift-cards/balance**';

const topBarBalance = (page: Page) => page.getByRole('banner').getByTitle('Gift card balance');
const codeCookie = async (page: Page) => (await page.context().cookies(storeUrl(DEMO, '/cart'))).find((cookie) => cookie.name === 'cart_code')?.value ?? null;

test('a balance re-check that fails on the network hides the balance for this page only; the code stays for the next page and the server', async ({ page }) => {
  await gotoHydrated(page, storeUrl(DEMO, '/cart?code=GIFT-DEMO-50'));
  // Its balance: $50.00, less what other journeys on this server paid with it.
  await expect(topBarBalance(page)).toHaveText(/\$\d+\.\d\d/);
  const balance = (await topBarBalance(page).textContent())!;
  await expect.poll(() => codeCookie(page)).toBe('GIFT-DEMO-50');

  await gotoHydrated(page, storeUrl(DEMO, '/privacy-policy'));
  await expect(topBarBalance(page)).toHaveText(balance);
  let failed = 0;
  await page.route(BALANCE, (route) => {
    failed += 1;
    return route.abort('internetdisconnected');
  });
  // The tab regains focus: the balance is looked up again (ADR 0104; at most every 5 s, counted
  // from the page's start), and the request fails.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return failed;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  // Spec: the gift card state is cleared (this page no longer shows a balance it could not check).
  await expect(topBarBalance(page)).toHaveCount(0);
  // The code itself is kept: in storage and in the cart's cookie.
  expect(await page.evaluate(() => localStorage.getItem('code'))).toBe('GIFT-DEMO-50');
  expect(await codeCookie(page)).toBe('GIFT-DEMO-50');

  // The next page looks it up again and shows it.
  await page.unroute(BALANCE);
  await gotoHydrated(page, storeUrl(DEMO, '/about'));
  await expect(topBarBalance(page)).toHaveText(balance);
  expect(await codeCookie(page)).toBe('GIFT-DEMO-50');
});
