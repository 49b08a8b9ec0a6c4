import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console-watch.ts';
import { gotoPartsPending, storeUrl } from './store-url.ts';
import { holdChunk, watchScripts } from './held-chunks.ts';

// Issue 12 item 6 (ADR 0154): the form pages (login, register, reset password, update password,
// e-mail verification, contact, the private store's entry) hydrate on the shopper's first touch. Before it they load only the entry, the
// runtime and their routes' module. Before that the page is the page without JavaScript
// (ADR 0245; early-input.spec.ts).

const DEMO = 'demo.localhost';
const PRIVATE = 'private.localhost';
const SSO = 'sso.localhost';
/** The form pages' own code: none of it loads before interaction. */
const PAGE_CODE = /\/assets\/(login-page|register-page|reset-password-page|update-password-page|email-verification-page|contact-page|private-page|form-kit|sign-in|sso|password)-[\w-]+\.js$/;
const LOGIN_PAGE = /\/assets\/login-page-[\w-]+\.js$/;
const PASSWORD = 'Shopper#2026';

test.use({ viewport: { width: 1280, height: 900 } });

for (const [host, path, heading] of [
  [DEMO, '/login', 'Login'],
  [DEMO, '/register', 'Register'],
  [DEMO, '/reset-password', 'Reset password'],
  [DEMO, '/contact', 'Contact us'],
  [DEMO, '/update-password?token=abc&email=shopper%40demo.test', 'Update password'],
  [DEMO, '/email-verification', 'Email verification'],
  [PRIVATE, '/private', 'Welcome to Acme Private Store!'],
  [SSO, '/private', 'Welcome to Contoso Workplace Store!'],
] as const) {
  test(`${host}${path} shows its form and loads none of its code before interaction`, async ({ page }) => {
    const problems = watchConsole(page);
    const scripts = watchScripts(page);
    await gotoPartsPending(page, storeUrl(host, path));
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('[data-form-page]')).toHaveAttribute('data-hydrate-pending', '');
    expect(scripts.filter((url) => PAGE_CODE.test(url))).toEqual([]);
    // The server's title stays, once.
    expect(await page.evaluate(() => document.querySelectorAll('title').length)).toBe(1);
    await expect(page).toHaveTitle(new RegExp(`^${heading}`));
    expect(problems).toEqual([]);
  });
}

test('a company e-mail rule shows for an address typed and left before the page hydrated', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoPartsPending(page, storeUrl(PRIVATE, '/login'));
  const chunk = await holdChunk(page, LOGIN_PAGE);
  await page.getByLabel('Email').fill('eve@evil-acme.test');
  await page.getByLabel('Password').focus();
  await expect.poll(chunk.requested).toBe(true);
  chunk.release();
  await expect(page.getByText('Please use your @acme.test e-mail address.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  expect(problems).toEqual([]);
});

test('the keyboard reaches the login form: Tab into it, type, Enter sends it', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoPartsPending(page, storeUrl(DEMO, '/login'));
  const email = page.getByLabel('Email');
  // Tab from the heading's neighbourhood until the e-mail field has the focus.
  await page.getByRole('heading', { level: 1, name: 'Login' }).click();
  for (let step = 0; step < 10 && !(await email.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.type('shopper@demo.test');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('Shopper#2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(storeUrl(DEMO, '/'));
  await expect(page.getByRole('button', { name: 'Account menu of Sam' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a language chosen before the form was touched applies to the form page', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoPartsPending(page, storeUrl(DEMO, '/login'));
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.getByLabel('E-Mail')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('[data-form-page]')).not.toHaveAttribute('data-hydrate-pending');
  expect(problems).toEqual([]);
});

/** Signs `email` in through the API in this browser context (the session cookie), from a page of the store. */
async function signInThroughApi(page: Page, email: string): Promise<void> {
  await page.goto(storeUrl(DEMO, '/robots.txt'));
  const status = await page.evaluate(
    async ([address, password]) =>
      (await fetch('/api/storefronts/1/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: address, password }) })).status,
    [email, PASSWORD] as const,
  );
  expect(status).toBe(200);
}

test('signed in and unverified, /email-verification shows its resend form and loads none of its code before interaction', async ({ page }) => {
  const problems = watchConsole(page);
  await signInThroughApi(page, 'unverified@demo.test');
  const scripts = watchScripts(page);
  await gotoPartsPending(page, storeUrl(DEMO, '/email-verification?returnUrl=%2Fprivacy-policy'));
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('We sent a verification link to unverified@demo.test.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();
  await expect(page.locator('[data-form-page]')).toHaveAttribute('data-hydrate-pending', '');
  // Only the return url's rules (the `sign-in` chunk) load, to remember it as the page shows,
  // before any touch (docs/product.md §4), as on /login with a return url.
  expect(scripts.filter((url) => PAGE_CODE.test(url) && !/\/sign-in-[\w-]+\.js$/.test(url))).toEqual([]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('returnUrl'))).toBe('/privacy-policy');
  expect(problems).toEqual([]);
});

test('the work-account code loads with the sign-in pages of a single-sign-on store only', async ({ page }) => {
  // One declaration of the work-account part serves /login, /register and the gate; the `sso`
  // chunk must still come only where the button shows.
  const scripts = watchScripts(page);
  const SSO_CODE = /\/assets\/sso-[\w-]+\.js$/;
  for (const path of ['/login', '/register']) {
    await gotoPartsPending(page, storeUrl(DEMO, path));
    await page.getByLabel('Email').fill('shopper@demo.test');
    await expect(page.locator('[data-form-page]')).not.toHaveAttribute('data-hydrate-pending');
    await page.waitForLoadState('networkidle');
  }
  await gotoPartsPending(page, storeUrl(PRIVATE, '/private'));
  await page.getByLabel('Code').fill('ACME');
  await expect(page.locator('[data-form-page]')).not.toHaveAttribute('data-hydrate-pending');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => SSO_CODE.test(url))).toEqual([]);

  await gotoPartsPending(page, storeUrl(SSO, '/login'));
  await page.getByRole('button', { name: 'Sign in with your work account' }).focus();
  await expect(page.locator('[data-form-page]')).not.toHaveAttribute('data-hydrate-pending');
  expect(scripts.filter((url) => SSO_CODE.test(url))).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'Sign in with your work account' })).toBeEnabled();
});
