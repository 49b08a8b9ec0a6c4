import { expect, test } from '@playwright/test';
import { storeUrl } from './store-url.ts';

// Issue 27, item 10 (docs/decisions/0176-verify-and-logout-without-javascript.md): without
// JavaScript a new shopper verifies the e-mail from the mail's link, and a signed-in shopper logs
// out, from the top bar's menu or from the account area.

const DEMO = 'demo.localhost';

test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

test('a new shopper verifies the e-mail from the link and logs out from the account area', async ({ page }) => {
  const email = `nojs-verify-${Date.now().toString(36)}@example.test`;
  await page.goto(storeUrl(DEMO, '/register'));
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Nojs');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill('vera');
  await page.getByLabel('Password', { exact: true }).fill('Vera#2026nojs');
  await page.getByLabel('Confirm password').fill('Vera#2026nojs');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/email-verification\?returnUrl=%2F$/);

  await page.goto(storeUrl(DEMO, `/dev/outbox?to=${encodeURIComponent(email)}`));
  await page.getByRole('article').filter({ has: page.getByRole('heading', { name: /Verify your e-mail address/ }) }).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/email-verification\?token=/);
  await expect(page.getByText('Verifying your e-mail address…')).toHaveCount(0);
  await page.getByRole('button', { name: 'Verify my e-mail address' }).click();

  // Verified and signed in: the account area opens (it needs a verified e-mail).
  await expect(page).toHaveURL(storeUrl(DEMO, '/'));
  await page.goto(storeUrl(DEMO, '/my-account/orders'));
  await expect(page.getByRole('heading', { name: 'Your Account' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Your Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(storeUrl(DEMO, '/'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await page.goto(storeUrl(DEMO, '/my-account/orders'));
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmy-account%2Forders$/);
});

test('the top bar menu opens on hover and its Logout logs out', async ({ page }) => {
  await page.goto(storeUrl(DEMO, '/login'));
  await page.getByLabel('Email').fill('shopper@demo.test');
  await page.getByLabel('Password').fill('Shopper#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(storeUrl(DEMO, '/'));

  // The desktop menu: the first of the two variants (the phone's is hidden at this width).
  const menu = page.getByRole('banner').getByRole('button', { name: 'Account menu of Sam' }).first();
  await menu.hover();
  const logout = page.getByRole('banner').getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();
  await logout.click();
  await expect(page).toHaveURL(storeUrl(DEMO, '/'));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu of Sam' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' }).first()).toBeVisible();
});
