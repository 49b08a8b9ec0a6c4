import { expect, test } from '@playwright/test';
import { gotoHydrated, storeUrl } from './store-url.ts';

const DEMO = 'demo.localhost';

test.describe('layout details (issue 13)', () => {
  test('the desktop top bar fits the window from 576px up', async ({ page }) => {
    for (const width of [576, 640, 700]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, storeUrl(DEMO, '/'));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `page overflow at ${width}px`).toBeLessThanOrEqual(0);
      for (const link of [page.getByRole('link', { name: /^Cart/ }).first(), page.getByRole('link', { name: 'Login' }).first()]) {
        await expect(link).toBeInViewport({ ratio: 1 });
      }
    }
  });

  test('social links are icons named after their network', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/'));
    const social = page.getByRole('list', { name: 'Social media' });
    const linkedIn = social.getByRole('link', { name: 'LinkedIn (opens in a new tab)' });
    await expect(linkedIn).toBeVisible();
    await expect(linkedIn.locator('svg')).toBeVisible();
    // Icons, not text pills: no visible network name.
    await expect(social).not.toContainText(/linkedin/i);
  });

  test('home has one h1 and the banner link says where it goes', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'example.com/summer-sale (opens in a new tab)' }).first()).toBeVisible();
  });

  test('carousel dots on a phone are at least 24px targets', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, storeUrl(DEMO, '/products/classic-crew-tee'));
    const dot = page.getByRole('button', { name: 'Show image 2' }).last();
    await expect(dot).toBeVisible();
    const box = await dot.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  });

  test('the phone user menu offers only Home', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, storeUrl(DEMO, '/login'));
    await page.getByLabel('Email').fill('shopper@demo.test');
    await page.getByLabel('Password').fill('Shopper#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const menuButton = page.getByRole('button', { name: /^Account menu of / });
    await menuButton.click();
    const menu = page.locator(`#${await menuButton.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(1);
    await expect(menu.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('the terms do not double the company name\'s full stop', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/terms-and-conditions'));
    await expect(page.getByText('operated by Demo Merch Inc.', { exact: false })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Inc..');
  });

  test('the alert banner is a labelled landmark and is not printed', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/'));
    const banner = page.getByRole('complementary', { name: 'Store announcement' });
    await expect(banner).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(banner).toBeHidden();
  });

  test('Escape on the phone sidebar returns focus to the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, storeUrl(DEMO, '/'));
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('the German rating label uses a decimal comma', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/privacy-policy'));
    await page.getByLabel('Language').selectOption('de');
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    await gotoHydrated(page, storeUrl(DEMO, '/products/classic-crew-tee'));
    const stars = page.getByRole('img', { name: /^Bewertet mit / });
    await expect(stars).toHaveAccessibleName(/^Bewertet mit \d,\d von 5$/);
  });

  test('the draft banner names the status in German', async ({ page }) => {
    await gotoHydrated(page, storeUrl('draft.localhost', '/privacy-policy'));
    await page.getByLabel('Language').selectOption('de');
    await expect(page.getByRole('status').filter({ hasText: 'Der Shop ist im Modus Entwurf!' })).toBeVisible();
  });
});

test.describe('touch screens (issue 13)', () => {
  test.use({ hasTouch: true, viewport: { width: 820, height: 1180 } });

  test('one tap opens a menu dropdown', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/'));
    const toggle = page.getByRole('navigation', { name: 'Main menu' }).locator('button[aria-expanded]').first();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
