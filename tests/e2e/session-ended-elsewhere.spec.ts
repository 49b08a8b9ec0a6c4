import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, storeUrl } from './store-url.ts';

const DEMO = 'demo.localhost';

async function signIn(page: Page): Promise<void> {
  await gotoHydrated(page, storeUrl(DEMO, '/login'));
  await page.getByLabel('Email').fill('shopper@demo.test');
  await page.getByLabel('Password').fill('Shopper#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(storeUrl(DEMO, '/'));
}

async function logOut(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Account menu of Sam' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(storeUrl(DEMO, '/'));
}

// Issue 27, accounts 5: logout in one tab; the account page left open in another goes to login.
test.describe('a session ended in another tab', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the next account page of the other tab is the login page, with the return url', async ({ context }) => {
    const first = await context.newPage();
    await signIn(first);
    const second = await context.newPage();
    await gotoHydrated(second, storeUrl(DEMO, '/my-account/orders'));
    await expect(second.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();

    await first.bringToFront();
    await logOut(first);

    await second.bringToFront();
    await second.getByRole('link', { name: 'Gift Cards' }).click();
    await expect(second).toHaveURL(storeUrl(DEMO, '/login?returnUrl=%2Fmy-account%2Fgift-cards'));
    await expect(second.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(second.getByText('Please log in to continue.')).toHaveCount(0);
  });

  test('an account page left open goes to login once the shopper touches it', async ({ context }) => {
    const first = await context.newPage();
    await signIn(first);
    const second = await context.newPage();
    await gotoHydrated(second, storeUrl(DEMO, '/my-account/orders'));
    await expect(second.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();

    await first.bringToFront();
    await logOut(first);

    await second.bringToFront();
    await second.getByRole('heading', { level: 2, name: 'Orders' }).click();
    await expect(second).toHaveURL(storeUrl(DEMO, '/login?returnUrl=%2Fmy-account%2Forders'));
  });
});
