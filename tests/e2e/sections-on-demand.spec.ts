import { expect, test, type Page } from '@playwright/test';
import { gotoPartsPending, storeUrl } from './store-url.ts';
import { holdChunk } from './held-chunks.ts';

// Issue 12 item 6 (ADR 0136): a configured page's sections hydrate on demand. Their markup is
// inline in the server's HTML; what a shopper does inside a section before it hydrates is kept.

const DEMO = 'demo.localhost';
/** The chunk with the sections' code (vite.config.ts, group `page-sections`). */
const SECTIONS_CHUNK = /\/assets\/page-sections-[\w-]+\.js$/;

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Home's product list (the demo home: title, banner, tiles, products list, text with image). */
const productList = (page: Page) => page.locator('[data-section="s3"]');

test('home hydrates without the sections\' code; the product list hydrates on the first touch, not when scrolled to', async ({ page }) => {
  const problems = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  const response = await page.goto(storeUrl(DEMO, '/'));
  // Every section inline in the HTML: no boundary streamed out of order as a hidden block.
  expect(await response?.text()).not.toMatch(/<div hidden id="S:/);
  await page.locator('html[data-hydrated]').waitFor();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => SECTIONS_CHUNK.test(url))).toEqual([]);
  await expect(productList(page)).toHaveAttribute('data-hydrate-pending', '');

  // In view is not enough (ADR 0151): only a touch inside it loads its code.
  await productList(page).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => SECTIONS_CHUNK.test(url))).toEqual([]);
  await productList(page).getByRole('searchbox', { name: 'Search products' }).focus();
  await expect(productList(page)).not.toHaveAttribute('data-hydrate-pending');
  expect(scripts.some((url) => SECTIONS_CHUNK.test(url))).toBe(true);
  expect(problems).toEqual([]);
});

test('/shop-all, whose product list opens the page, loads no section code before the first touch; a sort chosen meanwhile applies', async ({ page }) => {
  const problems = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto(storeUrl(DEMO, '/shop-all'));
  await page.locator('html[data-hydrated]').waitFor();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => SECTIONS_CHUNK.test(url) || /\/assets\/catalog-[\w-]+\.js$/.test(url))).toEqual([]);
  const list = page.locator('[data-section="s1"]');
  await expect(list).toHaveAttribute('data-hydrate-pending', '');

  const chunk = await holdChunk(page, SECTIONS_CHUNK);
  await list.getByRole('combobox', { name: 'Sort By' }).selectOption({ label: 'Price Low to High' });
  await expect.poll(chunk.requested).toBe(true);
  await expect(list).toHaveAttribute('data-hydrate-pending', '');
  chunk.release();
  await expect(list).not.toHaveAttribute('data-hydrate-pending');
  await expect(page).toHaveURL(/[?&]s1\.sort=price-asc/);
  expect(problems).toEqual([]);
});

test('a search typed before its section hydrates is kept and searched', async ({ page }) => {
  const chunk = await holdChunk(page, SECTIONS_CHUNK);
  await gotoPartsPending(page, storeUrl(DEMO, '/'));
  const field = productList(page).getByRole('searchbox', { name: 'Search products' });
  await field.fill('classic crew');
  await expect.poll(chunk.requested).toBe(true);
  await expect(productList(page)).toHaveAttribute('data-hydrate-pending', '');
  chunk.release();
  await expect(productList(page)).not.toHaveAttribute('data-hydrate-pending');
  await expect(field).toHaveValue('classic crew');
  await expect(page).toHaveURL(/[?&]s3\.search=classic(\+|%20)crew/);
  await expect(productList(page).getByRole('article')).toHaveCount(1);
});
