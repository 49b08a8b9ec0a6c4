import { expect, test } from '@playwright/test';
import { gotoHydrated, storeUrl } from './store-url.ts';
import { watchConsole } from './console-watch.ts';

// Issue 12, item 3: lighter HTML without losing anything a shopper uses. The top bar is one tree
// for phones and desktops, submenus use shared classes (ADR 0143); configured pages' sections
// come with their page, not in every page's boot config (ADR 0142).

const DEMO = 'demo.localhost';

test('one top bar serves a phone and a desktop: logo, search, cart and Login once each', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, storeUrl(DEMO, '/products/classic-crew-tee'));
  const header = page.getByRole('banner');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(header.getByRole('link', { name: 'Demo Merch' })).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Search' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cart' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  }
  // The phone has the hamburger and no menu bar; the desktop the other way round.
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  // One of each in the document, not a hidden desktop copy beside the phone's.
  await expect(page.locator('header a[href="/cart"]')).toHaveCount(1);
  await expect(page.locator('header form[role="search"]')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a desktop submenu opens on keyboard focus and its links are reachable', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(storeUrl(DEMO, '/products/classic-crew-tee'));
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'T-Shirts' })).toBeHidden();
    await menu.getByRole('button', { name: 'Show Apparel submenu' }).focus();
    await expect(menu.getByRole('link', { name: 'T-Shirts' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'T-Shirts' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Outerwear' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Hoodies' })).toBeFocused();
  });
});

test('a configured page hydrates from its own loader data and is reached by client navigation', async ({ page }) => {
  const problems = watchConsole(page);
  // Loaded directly: the sections (a products list among them) hydrate without errors.
  await gotoHydrated(page, storeUrl(DEMO, '/shop-all'));
  await expect(page.getByRole('heading', { level: 1, name: 'Shop all products' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);

  // From a page without sections: the browser reads the page's sections and renders them.
  await gotoHydrated(page, storeUrl(DEMO, '/products/classic-crew-tee'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Shop All' }).click();
  await expect(page).toHaveURL(storeUrl(DEMO, '/shop-all'));
  await expect(page.getByRole('heading', { level: 1, name: 'Shop all products' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
  // Its list pages in the browser, and another configured page follows without a reload.
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/shop-all\?s1\.page=2$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Demo Merch' })).toBeVisible();
  expect(problems).toEqual([]);
});
