import { expect, test, type Page, type Route } from '@playwright/test';
import { gotoPartsPending, storeUrl } from './store-url.ts';
import { watchConsole } from './console-watch.ts';

// Issue 12, item 6 (docs/decisions/0149-form-rules-on-first-use.md): a form page hydrates without
// its validation rules (the schema and valibot); they load when the form is first used, and a
// form sent before they arrive is checked and sent once they have.

const DEMO = 'demo.localhost';
/** The chunk with valibot's checks that every form loads on first use (client/pages/account/form/check-fields.ts). */
const CHECK_FIELDS = /\/assets\/check-fields-[^/]+\.js$/;

test.use({ viewport: { width: 1280, height: 900 } });

/** Holds the rules' chunk on its way until the returned function is called. */
async function holdRules(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(CHECK_FIELDS, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('login loads its rules on the first focus, not with the page, and then checks as before', async ({ page }) => {
  const problems = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await gotoPartsPending(page, storeUrl(DEMO, '/login'));
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => CHECK_FIELDS.test(url))).toEqual([]);
  const signIn = page.getByRole('button', { name: 'Sign In' });

  // The first focus also hydrates the page (ADR 0154): from then on Sign In is disabled while invalid.
  const rules = page.waitForRequest(CHECK_FIELDS);
  await page.getByLabel('Email').focus();
  await rules;
  await expect(signIn).toBeDisabled();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await page.getByLabel('Email').fill('shopper@example.test');
  await page.getByLabel('Password').fill('anything');
  await expect(signIn).toBeEnabled();
  expect(problems).toEqual([]);
});

test('a form sent while its rules are still loading is checked, then sent', async ({ page }) => {
  const problems = watchConsole(page);
  const release = await holdRules(page);
  await gotoPartsPending(page, storeUrl(DEMO, '/reset-password'));
  await page.getByLabel('Email').fill(`held-${Date.now().toString(36)}@example.test`);
  // The page hydrated (before, the form posts to the server, ADR 0245); its rules still held.
  await expect(page.locator('[data-form-page]')).not.toHaveAttribute('data-hydrate-pending');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  // Not sent yet: the rules are on their way, the page stays.
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(storeUrl(DEMO, '/reset-password'));
  release();
  // Checked once they arrive, then sent to the action (the API answers so for any address).
  await expect(page).toHaveURL(storeUrl(DEMO, '/reset-password-success'));
  await expect(page.getByRole('status').filter({ hasText: 'We sent you email with the password reset link!' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an invalid form sent while its rules are loading shows its errors and stays', async ({ page }) => {
  const problems = watchConsole(page);
  const release = await holdRules(page);
  await gotoPartsPending(page, storeUrl(DEMO, '/register'));
  await page.getByLabel('First name').fill('Robin');
  await expect(page.locator('[data-form-page]')).not.toHaveAttribute('data-hydrate-pending');
  await page.getByRole('button', { name: 'Register' }).click();
  release();
  await expect(page.getByText('Last name is required.')).toBeVisible();
  await expect(page.getByText('Username is required.')).toBeVisible();
  await expect(page).toHaveURL(storeUrl(DEMO, '/register'));
  expect(problems).toEqual([]);
});
