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
