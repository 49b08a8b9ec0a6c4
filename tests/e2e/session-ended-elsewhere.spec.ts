import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, storeUrl } from './store-url.ts';

const DEMO = 'demo.localhost';

async function signIn(page: Page): Promise<void> {
  await gotoHydrated(page, storeUrl(DEMO, '/login'));
  await page.getByLabel('Email').fill('shopper@demo.test');
  await page.getByLabel('Password').fill('Shopper#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(storeUrl(DEMO, '/'));
}

async function logOut(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Account menu of Sam' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(storeUrl(DEMO, '/'));
}

// Issue 27, accounts 5: logout in one tab; the account page left open in another goes to login.
test.describe('a session ended in another tab', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the next account page of the other tab is the login page, with the return url', async ({ context }) => {
    const first = await context.newPage();
    await signIn(first);
    const second = await context.newPage();
    await gotoHydrated(second, storeUrl(DEMO, '/my-account/orders'));
    await expect(second.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();

    await first.bringToFront();
    await logOut(first);

    await second.bringToFront();
    await second.getByRole('main').getByRole('link', { name: 'Gift Cards' }).click();
    await expect(second).toHaveURL(storeUrl(DEMO, '/login?returnUrl=%2Fmy-account%2Fgift-cards'));
    await expect(second.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(second.getByText('Please log in to continue.')).toHaveCount(0);
  });

  test('an account page left open goes to login once the shopper touches it', async ({ context }) => {
    const first = await context.newPage();
    await signIn(first);
    const second = await context.newPage();
    await gotoHydrated(second, storeUrl(DEMO, '/my-account/orders'));
    await expect(second.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();

    await first.bringToFront();
    await logOut(first);

    await second.bringToFront();
    await second.getByRole('heading', { level: 2, name: 'Orders' }).click();
    await expect(second).toHaveURL(storeUrl(DEMO, '/login?returnUrl=%2Fmy-account%2Forders'));
  });
});

// Issue 27, accounts 6: the identity provider does not answer.
test.describe('work-account sign-in with the provider unreachable', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('stays in the shop and says so', async ({ page }) => {
    await page.route('https://login.microsoftonline.com/**', (route) => route.abort('connectionrefused'));
    await gotoHydrated(page, storeUrl('sso.localhost', '/login'));
    await page.getByRole('button', { name: 'Sign in with your work account' }).click();
    await expect(page.getByText('The work-account sign-in service cannot be reached right now. Please try again in a few minutes.')).toBeVisible();
    await expect(page).toHaveURL(storeUrl('sso.localhost', '/login'));
    await expect(page.getByRole('button', { name: 'Sign in with your work account' })).toBeEnabled();
  });
});

// Issue 27: the work-account button without JavaScript posts its form; the Worker goes to the
// provider or, the provider unreachable (no network here; a real provider does not know the demo
// tenant either), back to the page, which says so (docs/decisions/0301-work-account-sign-in-without-javascript.md).
test.describe('work-account sign-in without JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });

  for (const path of ['/login?returnUrl=%2Fproducts', '/private?returnUrl=%2Fproducts']) {
    test(`the button of ${path.split('?')[0]} works and says in the shop that the provider cannot be reached`, async ({ page }) => {
      await page.goto(storeUrl('sso.localhost', path));
      const button = page.getByRole('button', { name: 'Sign in with your work account' });
      await expect(page.getByRole('alert')).toHaveCount(0);
      await button.click();
      await expect(page).toHaveURL(storeUrl('sso.localhost', `${path}&sso_error=unreachable`));
      await expect(page.getByRole('alert')).toHaveText('The work-account sign-in service cannot be reached right now. Please try again in a few minutes.');
      await expect(button).toBeEnabled();
      // Asked again, the same answer, once.
      await button.click();
      await expect(page).toHaveURL(storeUrl('sso.localhost', `${path}&sso_error=unreachable`));
      await expect(page.getByRole('alert')).toHaveCount(1);
    });
  }
});

// Issue 27, accounts 10: focus after a client-side navigation; the status filter and arrow keys.
test.describe('smaller account things', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a new page’s heading takes focus, not <body>', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/privacy-policy'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/terms-and-conditions'));
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeFocused();
  });

  test('arrow keys through the status filter load the list once, for the status they rest on', async ({ page }) => {
    await signIn(page);
    await gotoHydrated(page, storeUrl(DEMO, '/my-account/orders'));
    let lists = 0;
    page.on('request', (request) => {
      if (/\/api\/storefronts\/1\/orders$/.test(new URL(request.url()).pathname)) lists += 1;
    });
    const status = page.getByRole('combobox', { name: 'Status' });
    await status.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/status=3/);
    await page.waitForLoadState('networkidle');
    expect(lists).toBe(1);
  });
});
