import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console-watch.ts';
import { holdChunk } from './held-chunks.ts';
import { gotoPartsPending, storeUrl } from './store-url.ts';

// The filters panel of /products and a category (docs/product.md §2, ADR 0117) is collapsed on a
// phone and open from 768px, by CSS until the shopper uses its button. Its list hydrates on
// demand (ADR 0151), so a window resized before the list was touched changes the panel without
// any script running: the button a screen reader finds must say what the panel shows, at every
// width, before and after hydration.

const DEMO = 'demo.localhost';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
/** The lists' code (ADR 0151): held back, the list stays as the server rendered it. */
const LIST_CODE = /\/assets\/(catalog-lists|catalog)-[\w-]+\.js$/;

/** The Filters button a person can reach (one per width; the other is hidden), and a box inside the panel. */
function filters(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Filters' });
  return { button: panel.getByRole('button', { name: 'Filters' }), box: panel.getByRole('checkbox', { name: 'Outerwear' }) };
}

async function expectCollapsed(page: Page): Promise<void> {
  const { button, box } = filters(page);
  await expect(button).toHaveCount(1);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toBeHidden();
}

async function expectExpanded(page: Page): Promise<void> {
  const { button, box } = filters(page);
  await expect(button).toHaveCount(1);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toBeVisible();
}

for (const path of ['/products', '/categories/apparel']) {
  test(`${path}: a desktop window narrowed and widened before the list is touched says what the filters show`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize(DESKTOP);
    await gotoPartsPending(page, storeUrl(DEMO, path));
    const list = page.locator('[data-hydrate-pending]').filter({ has: page.getByRole('complementary', { name: 'Filters' }) });
    await expect(list).toHaveCount(1);
    await expectExpanded(page);
    await page.setViewportSize(PHONE);
    await expectCollapsed(page);
    await page.setViewportSize(DESKTOP);
    await expectExpanded(page);
    // Still not hydrated: the browser ran none of the list's code for this.
    await expect(list).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test(`${path}: on a phone the button says collapsed from the first paint, widened it says expanded, and the shopper's choice holds at every width`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize(PHONE);
    // The list's code held back: what the button says comes from the server's markup alone.
    const listCode = await holdChunk(page, LIST_CODE);
    await page.goto(storeUrl(DEMO, path), { waitUntil: 'domcontentloaded' });
    await expectCollapsed(page);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectCollapsed(page);
    await page.setViewportSize(DESKTOP);
    await expectExpanded(page);
    await page.setViewportSize(PHONE);
    await expectCollapsed(page);
    listCode.release();
    // The list hydrates on the first touch; the clicks below are the list's own (ADR 0245).
    await filters(page).button.hover();
    await expect(page.locator('[data-hydrate-pending]').filter({ has: page.getByRole('complementary', { name: 'Filters' }) })).toHaveCount(0);

    // Opened by the shopper on the phone: open at both widths, then closed on the desktop.
    await filters(page).button.click();
    await expectExpanded(page);
    await page.setViewportSize(DESKTOP);
    await expectExpanded(page);
    await filters(page).button.click();
    await expectCollapsed(page);
    await page.setViewportSize(PHONE);
    await expectCollapsed(page);
    expect(problems).toEqual([]);
  });
}

test('a keyboard user on the Filters button keeps focus on it when the window crosses 768px', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize(DESKTOP);
  await gotoPartsPending(page, storeUrl(DEMO, '/products'));
  await filters(page).button.focus();
  // The first focus hydrates the list (ADR 0151); the button keeps it.
  await expect(page.locator('[data-hydrate-pending]').filter({ has: page.getByRole('complementary', { name: 'Filters' }) })).toHaveCount(0);
  await expect(filters(page).button).toBeFocused();
  await page.setViewportSize(PHONE);
  await expect(filters(page).button).toBeFocused();
  await page.keyboard.press('Enter');
  await expectExpanded(page);
  await page.setViewportSize(DESKTOP);
  await expect(filters(page).button).toBeFocused();
  await page.keyboard.press('Enter');
  await expectCollapsed(page);
  expect(problems).toEqual([]);
});

test('without JavaScript the filters show at every width and their button says so', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(storeUrl(DEMO, '/products'));
  await expectExpanded(page);
  await page.setViewportSize(DESKTOP);
  await expectExpanded(page);
  await context.close();
});
