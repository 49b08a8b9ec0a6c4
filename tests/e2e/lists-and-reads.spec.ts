import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, storeUrl } from './store-url.ts';

const DEMO = 'demo.localhost';

/** Counts the browser's requests to API paths matching `pattern` from now on. */
function countRequests(page: Page, pattern: RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (pattern.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

/** The tab regains focus: SWR revalidates what the page shows. */
async function refocus(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/** Issue 9 item 6: lists behave like lists. */
test.describe('lists behave like lists', () => {
  test.use({ viewport: { width: 1280, height: 700 } });

  test('paging /products brings the list\'s top into view and focuses its heading; a sort change leaves focus in the control', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/products'));
    const heading = page.getByRole('heading', { level: 1, name: 'Products' });
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.scrollIntoViewIfNeeded();
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();

    const sort = page.getByRole('combobox', { name: 'Sort By' });
    await sort.focus();
    await sort.selectOption({ label: 'Price Low to High' });
    await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(sort).toBeFocused();
  });

  test('a slow navigation from a list shows progress on the old page, then the new page\'s heading takes its place', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/products'));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/storefronts\/1\/product-categories\/slug\/apparel$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('banner').getByRole('link', { name: 'Apparel', exact: true }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });
});

/** Issue 9 item 5: client reads through SWR, seeded with the server's data. */
test.describe('client reads through SWR', () => {
  test('a PRODUCTS_LIST section hydrates without asking again, and revalidates on focus', async ({ page }) => {
    const lists = countRequests(page, /\/api\/storefronts\/1\/storefront-products$/);
    await gotoHydrated(page, storeUrl(DEMO, '/'));
    // Home's product list hydrates on the first touch inside it (ADR 0136, ADR 0151).
    const section = page.locator('[data-section="s3"]');
    await section.getByRole('searchbox', { name: 'Search products' }).focus();
    await expect(section).not.toHaveAttribute('data-hydrate-pending');
    await page.waitForLoadState('networkidle');
    expect(lists()).toBe(0);
    // The first interaction loads SWR for the sections; it starts from the server's page.
    await page.mouse.move(10, 10);
    await page.keyboard.press('Shift');
    await page.waitForLoadState('networkidle');
    expect(lists()).toBe(0);
    // SWR lets focus revalidate from 5 s after a read is set up (its focus throttle).
    await expect.poll(async () => (await refocus(page), lists()), { timeout: 20_000 }).toBeGreaterThan(0);
  });

  test('the orders list hydrates without asking again, and revalidates on focus', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/login'));
    await page.getByLabel('Email').fill('shopper@demo.test');
    await page.getByLabel('Password').fill('Shopper#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/'));

    const orders = countRequests(page, /\/api\/storefronts\/1\/orders$/);
    await gotoHydrated(page, storeUrl(DEMO, '/my-account/orders'));
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(orders()).toBe(0);
    await expect.poll(async () => (await refocus(page), orders()), { timeout: 20_000 }).toBe(1);
    // Deduplicated: focus again right away asks nothing more.
    await refocus(page);
    await page.waitForLoadState('networkidle');
    expect(orders()).toBe(1);

    const cards = countRequests(page, /\/api\/storefronts\/1\/codes\/auth-gift-cards$/);
    await gotoHydrated(page, storeUrl(DEMO, '/my-account/gift-cards'));
    await expect(page.getByRole('cell', { name: 'GIFT-DEMO-50' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(cards()).toBe(0);
  });

  test('search suggestions ask once per term', async ({ page }) => {
    const lists = countRequests(page, /\/api\/storefronts\/1\/storefront-products$/);
    await gotoHydrated(page, storeUrl(DEMO, '/privacy-policy'));
    const search = page.getByRole('combobox', { name: 'Search' });
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    await search.fill('t');
    await expect(suggestions.getByRole('option')).toHaveCount(10);
    expect(lists()).toBe(1);
    await search.fill('');
    await expect(suggestions).toBeHidden();
    // The same term again, 300 ms after typing stops: from SWR's cache, no second request.
    await search.fill('t');
    await expect(suggestions.getByRole('option')).toHaveCount(10);
    await page.waitForLoadState('networkidle');
    expect(lists()).toBe(1);
  });
});
