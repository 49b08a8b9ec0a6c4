import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console-watch.ts';
import { gotoHydrated, storeUrl } from './store-url.ts';
import { holdChunk, markPageLoad, watchScripts } from './held-chunks.ts';

// Issue 12 item 6 (ADR 0154): the form pages (login, register, reset password, update password,
// e-mail verification, contact, the private store's entry) hydrate on the shopper's first touch. Before it they load only the entry, the
// runtime and their routes' module; what is typed, clicked or sent before the page's code arrives
// takes effect once it has, once, in the same page load.

const DEMO = 'demo.localhost';
const PRIVATE = 'private.localhost';
const SSO = 'sso.localhost';
/** The form pages' own code: none of it loads before interaction. */
const PAGE_CODE = /\/assets\/(login-page|register-page|reset-password-page|update-password-page|email-verification-page|contact-page|private-page|form-kit|sign-in|sso|password)-[\w-]+\.js$/;
const LOGIN_PAGE = /\/assets\/login-page-[\w-]+\.js$/;
const CONTACT_PAGE = /\/assets\/contact-page-[\w-]+\.js$/;
const UPDATE_PASSWORD_PAGE = /\/assets\/update-password-page-[\w-]+\.js$/;
const EMAIL_VERIFICATION_PAGE = /\/assets\/email-verification-page-[\w-]+\.js$/;
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
    await gotoHydrated(page, storeUrl(host, path));
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

test('login typed and sent while the page\'s code is held back signs in once it arrives, in the same page load', async ({ page }) => {
  const problems = watchConsole(page);
  const logins: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().includes('/login') && logins.push(request.url()));
  await gotoHydrated(page, storeUrl(DEMO, '/login?returnUrl=%2Fprivacy-policy'));
  const samePageLoad = await markPageLoad(page);
  const chunk = await holdChunk(page, LOGIN_PAGE);
  await page.getByLabel('Email').fill('shopper@demo.test');
  await expect.poll(chunk.requested).toBe(true);
  await page.getByLabel('Password').fill('Shopper#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Held, not posted: the page waits for its code.
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(storeUrl(DEMO, '/login?returnUrl=%2Fprivacy-policy'));
  expect(logins).toEqual([]);
  await expect(page.locator('[data-form-page]')).toHaveAttribute('data-hydrate-pending', '');
  chunk.release();

  await expect(page).toHaveURL(storeUrl(DEMO, '/privacy-policy'));
  await expect(page.getByRole('button', { name: 'Account menu of Sam' })).toBeVisible();
  expect(await samePageLoad()).toBe(true);
  expect(logins).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('a company e-mail rule shows for an address typed and left before the page hydrated', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, storeUrl(PRIVATE, '/login'));
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
  await gotoHydrated(page, storeUrl(DEMO, '/login'));
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

test('the contact form typed and sent while its code is held back goes out once, in the same page load', async ({ page }) => {
  const problems = watchConsole(page);
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().includes('/contact') && posts.push(request.url()));
  await gotoHydrated(page, storeUrl(DEMO, '/contact'));
  const samePageLoad = await markPageLoad(page);
  const chunk = await holdChunk(page, CONTACT_PAGE);
  await page.getByLabel('First name').fill('Held');
  await expect.poll(chunk.requested).toBe(true);
  await page.getByLabel('Last name').fill('Back');
  await page.getByLabel('Email').fill('held@example.test');
  await page.getByLabel('Message').fill('Typed while the page was still on its way.');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);
  chunk.release();

  await expect(page.getByRole('status').filter({ hasText: 'Contact submission successful!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Message')).toHaveValue('');
  expect(await samePageLoad()).toBe(true);
  expect(posts).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('the work-account button clicked while the gate\'s code is held back leaves for the provider once it arrives', async ({ page }) => {
  const nonces: string[] = [];
  page.on('request', (request) => request.url().endsWith('/sso/nonce') && request.method() === 'POST' && nonces.push(request.url()));
  await page.route('https://login.microsoftonline.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Provider</title>' }));
  await gotoHydrated(page, storeUrl(SSO, '/private'));
  const chunk = await holdChunk(page, /\/assets\/private-page-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Sign in with your work account' }).click();
  await expect.poll(chunk.requested).toBe(true);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(storeUrl(SSO, '/private'));
  chunk.release();
  await page.waitForURL(/^https:\/\/login\.microsoftonline\.com\//);
  expect(nonces).toHaveLength(1);
});

test('on an SSO store\'s /login the work-account button clicked before its code is in leaves for the provider once it is', async ({ page }) => {
  // The button's own chunk held: before ADR 0154 it was a lazy part hydrating after the page, and
  // a click meanwhile was lost.
  await page.route('https://login.microsoftonline.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Provider</title>' }));
  const chunk = await holdChunk(page, /\/assets\/sso-[\w-]+\.js$/);
  await gotoHydrated(page, storeUrl(SSO, '/login'));
  await page.getByRole('button', { name: 'Sign in with your work account' }).click();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(storeUrl(SSO, '/login'));
  chunk.release();
  await page.waitForURL(/^https:\/\/login\.microsoftonline\.com\//);
});

test('a language chosen before the form was touched applies to the form page', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, storeUrl(DEMO, '/login'));
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
  await gotoHydrated(page, storeUrl(DEMO, '/email-verification?returnUrl=%2Fprivacy-policy'));
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

test('Resend clicked while the e-mail verification page\'s code is held back sends the mail once it arrives, in the same page load', async ({ page }) => {
  const problems = watchConsole(page);
  const resends: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/email-verification/resend') && resends.push(request.url()));
  await signInThroughApi(page, 'unverified@demo.test');
  await gotoHydrated(page, storeUrl(DEMO, '/email-verification'));
  const samePageLoad = await markPageLoad(page);
  const chunk = await holdChunk(page, EMAIL_VERIFICATION_PAGE);
  await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect.poll(chunk.requested).toBe(true);
  await page.waitForTimeout(300);
  expect(resends).toEqual([]);
  await expect(page.locator('[data-form-page]')).toHaveAttribute('data-hydrate-pending', '');
  chunk.release();

  await expect(page.getByRole('status').filter({ hasText: 'Email verification sent again!' })).toBeVisible();
  expect(await samePageLoad()).toBe(true);
  expect(resends).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('a new password typed and sent while the update-password page\'s code is held back is set once it arrives, in the same page load', async ({ page, browser }) => {
  const problems = watchConsole(page);
  // A fresh account (registered in another browser), so the demo shopper's password stays.
  const email = `held-reset-${Date.now().toString(36)}@example.test`;
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(storeUrl(DEMO, '/robots.txt'));
  const statuses = await other.evaluate(async (address) => {
    const send = (path: string, body: object) => fetch(`/api/storefronts/1/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const registered = await send('register', { first_name: 'Hal', last_name: 'Held', email: address, username: 'hal', password: 'Before#2026', password_confirmation: 'Before#2026' });
    const asked = await send('forgot-password', { email: address });
    return [registered.status, asked.status];
  }, email);
  expect(statuses).toEqual([201, 200]);
  await elsewhere.close();
  const resetMail = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /Reset your Demo Merch password/ }) }).first();
  // The reset mail is sent just after the answer (ADR 0171): look again until it is there.
  await expect(async () => {
    await page.goto(storeUrl(DEMO, `/dev/outbox?to=${encodeURIComponent(email)}`));
    await expect(resetMail).toBeVisible({ timeout: 500 });
  }).toPass();
  const resetLink = await resetMail.getByRole('link').first().getAttribute('href');
  expect(resetLink).toMatch(/\/update-password\?token=/);

  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().includes('reset-password') && posts.push(request.postData() ?? ''));
  await gotoHydrated(page, new URL(resetLink!, storeUrl(DEMO)).toString());
  const samePageLoad = await markPageLoad(page);
  const chunk = await holdChunk(page, UPDATE_PASSWORD_PAGE);
  await page.getByLabel('New password').fill('Held#2026back');
  await expect.poll(chunk.requested).toBe(true);
  await page.getByLabel('Confirm password').fill('Held#2026back');
  await page.getByRole('button', { name: 'Update password' }).click();
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);
  await expect(page.locator('[data-form-page]')).toHaveAttribute('data-hydrate-pending', '');
  chunk.release();

  await expect(page.getByRole('status').filter({ hasText: 'Your password has been updated.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?password-updated$/);
  expect(await samePageLoad()).toBe(true);
  expect(posts).toHaveLength(1);
  expect(posts[0]).toContain('Held#2026back');
  // The typed password is the one set.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Held#2026back');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Account menu of Hal' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the work-account code loads with the sign-in pages of a single-sign-on store only', async ({ page }) => {
  // One declaration of the work-account part serves /login, /register and the gate; the `sso`
  // chunk must still come only where the button shows.
  const scripts = watchScripts(page);
  const SSO_CODE = /\/assets\/sso-[\w-]+\.js$/;
  for (const path of ['/login', '/register']) {
    await gotoHydrated(page, storeUrl(DEMO, path));
    await page.getByLabel('Email').fill('shopper@demo.test');
    await expect(page.locator('[data-form-page]')).not.toHaveAttribute('data-hydrate-pending');
    await page.waitForLoadState('networkidle');
  }
  await gotoHydrated(page, storeUrl(PRIVATE, '/private'));
  await page.getByLabel('Code').fill('ACME');
  await expect(page.locator('[data-form-page]')).not.toHaveAttribute('data-hydrate-pending');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => SSO_CODE.test(url))).toEqual([]);

  await gotoHydrated(page, storeUrl(SSO, '/login'));
  await page.getByRole('button', { name: 'Sign in with your work account' }).focus();
  await expect(page.locator('[data-form-page]')).not.toHaveAttribute('data-hydrate-pending');
  expect(scripts.filter((url) => SSO_CODE.test(url))).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'Sign in with your work account' })).toBeEnabled();
});
