import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console-watch.ts';
import { gotoPartsPending, storeUrl } from './store-url.ts';
import { holdChunk } from './held-chunks.ts';

// Issue 12 item 6 (ADR 0150): the shell's footer, top-bar search and desktop menu bar hydrate on
// demand. Their markup is inline in the server's HTML and their code loads on the first touch;
// before it hydrates a part is the page without JavaScript (ADR 0245; early-input.spec.ts).

const DEMO = 'demo.localhost';
const PAGE = '/privacy-policy';
/** The parts' chunks (client/components/layout/shell-parts.tsx). */
const CHUNKS = { footer: /\/assets\/footer-[\w-]+\.js$/, search: /\/assets\/top-bar-search-[\w-]+\.js$/, menu: /\/assets\/desktop-menu-bar-[\w-]+\.js$/ };
const PENDING = 'data-hydrate-pending';

const part = (page: Page, name: keyof typeof CHUNKS) => page.locator(`[data-shell-part="${name}"]`);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('the page hydrates without the shell parts\' code; each part loads on its first touch', async ({ page }) => {
  const problems = watchConsole(page, { warnings: true });
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  const response = await page.goto(storeUrl(DEMO, PAGE));
  // Inline in the HTML (no boundary streamed out of order as a hidden block).
  expect(await response?.text()).not.toMatch(/<div hidden id="S:/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => Object.values(CHUNKS).some((chunk) => chunk.test(url)))).toEqual([]);
  for (const name of ['footer', 'search', 'menu'] as const) await expect(part(page, name)).toHaveAttribute(PENDING, '');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeVisible();

  // Until the bar hydrates, CSS opens a submenu on hover; it stays open once the bar has hydrated.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Apparel', exact: true }).hover();
  await expect(menu.getByRole('link', { name: 'Hoodies' })).toBeVisible();
  await menu.getByRole('button', { name: 'Show Apparel submenu' }).focus();
  await expect(part(page, 'menu')).not.toHaveAttribute(PENDING);
  expect(scripts.some((url) => CHUNKS.menu.test(url))).toBe(true);
  await expect(menu.getByRole('link', { name: 'Hoodies' })).toBeVisible();
  await expect(part(page, 'footer')).toHaveAttribute(PENDING, '');
  expect(problems).toEqual([]);
});

test('a language chosen before the footer hydrated applies to the whole page, every part still shown', async ({ page }) => {
  const problems = watchConsole(page);
  const chunk = await holdChunk(page, CHUNKS.footer);
  await gotoPartsPending(page, storeUrl(DEMO, PAGE));
  await page.getByLabel('Language').selectOption('de');
  await expect.poll(chunk.requested).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  chunk.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The search box and the menu bar hydrated with the new language, never blanked.
  await expect(page.getByRole('combobox', { name: 'Suchen' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
  await expect(page.getByLabel('Sprache')).toHaveValue('de');
  expect(problems).toEqual([]);
});

test('the whole catalog arriving after hydration leaves the parts as the server rendered them', async ({ page }) => {
  const problems = watchConsole(page);
  let releaseCatalog = () => {};
  const catalogReleased = new Promise<void>((resolve) => {
    releaseCatalog = resolve;
  });
  let catalogServed = false;
  await page.route(/\/assets\/i18n\/en[\w.-]*\.json$/, async (route) => {
    await catalogReleased;
    await route.continue();
    catalogServed = true;
  });
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await gotoPartsPending(page, storeUrl(DEMO, PAGE));
  releaseCatalog();
  await expect.poll(() => catalogServed).toBe(true);
  // Give the page time to take the catalog in; nothing about the parts changes.
  await page.waitForTimeout(300);
  for (const name of ['footer', 'search', 'menu'] as const) await expect(part(page, name)).toHaveAttribute(PENDING, '');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeVisible();
  expect(scripts.filter((url) => Object.values(CHUNKS).some((chunk) => chunk.test(url)))).toEqual([]);
  expect(problems).toEqual([]);
});
