import { expect, test } from '@playwright/test';
import { gotoHydrated, storeUrl } from './store-url.ts';
import { watchConsole } from './console-watch.ts';

test('desktop home of the demo store renders, hydrates cleanly and navigates', async ({ page }) => {
  const problems = watchConsole(page, { warnings: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, storeUrl('demo.localhost'));
  await expect(page).toHaveTitle('Demo Merch');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Apparel' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();

  // A submenu opens from the keyboard and closes with Escape.
  const toggle = menu.getByRole('button', { name: 'Show Apparel submenu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Hoodies' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Client-side navigation to a configured page and a legal page.
  await menu.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { name: 'About Demo Merch' })).toBeVisible();
  await page.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('on a 375 px phone the sidebar opens, navigates and closes', async ({ page }) => {
  const problems = watchConsole(page, { warnings: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, storeUrl('demo.localhost'));
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  await hamburger.click();
  const sidebar = page.getByRole('dialog');
  await expect(sidebar).toBeVisible();
  // Groups start folded (issue 13): open Apparel, then Outerwear.
  await expect(sidebar.getByRole('link', { name: 'Hoodies' })).toBeHidden();
  await sidebar.getByRole('button', { name: 'Show Apparel submenu' }).click();
  await sidebar.getByRole('button', { name: 'Show Outerwear submenu' }).click();
  await expect(sidebar.getByRole('link', { name: 'Hoodies' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('heading', { name: 'About Demo Merch' })).toBeVisible();

  // Escape closes it and gives focus back to the hamburger; the page shown is marked as current.
  await hamburger.click();
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current');
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(hamburger).toBeFocused();
  expect(problems).toEqual([]);
});

test('a draft store shows its status banner', async ({ page }) => {
  await page.goto(storeUrl('draft.localhost'));
  await expect(page.getByText('Store is in Draft mode!')).toBeVisible();
});

test("'Retail Stores' is hidden on desktop only for store 66", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, storeUrl('store66.localhost'));
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Apparel' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Retail Stores' })).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Retail Stores' })).toBeVisible();
});

test('a configured page renders its sections in order and an unknown path goes home', async ({ page }) => {
  await page.goto(storeUrl('demo.localhost', '/about'));
  const headings = page.locator('main h1, main h2, main h3');
  await expect(headings.first()).toHaveText('About Demo Merch');
  await expect(page.getByRole('link', { name: /Read our blog/ })).toHaveAttribute('href', 'https://example.com/blog');
  await page.goto(storeUrl('demo.localhost', '/this/does/not/exist'));
  await expect(page).toHaveURL(storeUrl('demo.localhost', '/'));
});

test('the shopper can switch the language and the server keeps it', async ({ page }) => {
  await gotoHydrated(page, storeUrl('demo.localhost', '/privacy-policy'));
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  await page.getByLabel('Sprache').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});
