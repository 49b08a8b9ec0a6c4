import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console-watch.ts';
import { gotoHydrated, storeUrl } from './store-url.ts';

const DEMO = 'demo.localhost';
// The demo's order 1 was placed on 2026-03-20 at 14:12 UTC: 7:12 AM in Los Angeles (PDT).
const ORDER = '0d3e5eed-0000-4000-8000-000000000001';
const LOCAL = '03/20/2026, 7:12 AM';
const UTC_NAMED = '03/20/2026, 2:12 PM UTC';

async function signIn(page: Page): Promise<void> {
  await gotoHydrated(page, storeUrl(DEMO, '/login'));
  await page.getByLabel('Email').fill('shopper@demo.test');
  await page.getByLabel('Password').fill('Shopper#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(storeUrl(DEMO, '/'));
}

/** The page's HTML as the server sent it, and the page hydrated. */
async function openHydrated(page: Page, path: string): Promise<string> {
  const response = await page.goto(storeUrl(DEMO, path));
  const html = (await response?.text()) ?? '';
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return html;
}

test.describe("order times in the shopper's time zone", () => {
  test.use({ timezoneId: 'America/Los_Angeles', viewport: { width: 1280, height: 900 } });

  test('the server renders the local time the browser named, and hydration keeps it', async ({ page }) => {
    const problems = watchConsole(page, { warnings: true });
    await signIn(page);

    const detail = await openHydrated(page, `/my-account/orders/${ORDER}`);
    expect(detail).toContain(LOCAL);
    await expect(page.locator('time').first()).toHaveText(LOCAL);
    await expect(page.locator('time').first()).toHaveAttribute('datetime', '2026-03-20T14:12:00.000Z');

    const list = await openHydrated(page, '/my-account/orders');
    expect(list).toContain(LOCAL);
    await expect(page.getByRole('article', { name: `Order ${ORDER}` }).locator('time')).toHaveText(LOCAL);
    expect(problems).toEqual([]);
  });

  test('a first page without the zone shows UTC named as such, then the local time without a hydration error', async ({ page, context }) => {
    const problems = watchConsole(page, { warnings: true });
    await signIn(page);
    await context.clearCookies({ name: 'tz' });

    const detail = await openHydrated(page, `/my-account/orders/${ORDER}`);
    expect(detail).toContain(UTC_NAMED);
    expect(detail).not.toContain(LOCAL);
    await expect(page.locator('time').first()).toHaveText(LOCAL);
    // The page's script remembered the zone: the next page is rendered in it.
    expect((await context.cookies()).find((cookie) => cookie.name === 'tz')?.value).toBe('America%2FLos_Angeles');
    expect(await openHydrated(page, `/my-account/orders/${ORDER}`)).toContain(LOCAL);
    expect(problems).toEqual([]);
  });

  test('a page rendered in the browser shows the local time at once', async ({ page, context }) => {
    const problems = watchConsole(page, { warnings: true });
    await signIn(page);
    await context.clearCookies({ name: 'tz' });
    await gotoHydrated(page, storeUrl(DEMO, '/my-account/orders'));
    await page.getByRole('link', { name: `Details of order ${ORDER}` }).click();
    await expect(page).toHaveURL(storeUrl(DEMO, `/my-account/orders/${ORDER}`));
    await expect(page.getByRole('heading', { level: 2, name: `Order ${ORDER}` })).toBeVisible();
    await expect(page.locator('time').first()).toHaveText(LOCAL);
    expect(problems).toEqual([]);
  });
});
