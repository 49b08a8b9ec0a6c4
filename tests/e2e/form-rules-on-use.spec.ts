import { expect, test, type Page, type Route } from '@playwright/test';
import { gotoPartsPending, storeUrl } from './store-url.ts';
import { watchConsole } from './console-watch.ts';

// Issue 12, item 6 (docs/decisions/0149-form-rules-on-first-use.md): a form page hydrates without
// its validation rules (the schema and valibot); they load when the form is first used. A form
// sent before they arrive is not held: the browser posts it to the route action as it does
// without JavaScript, and the server's answer is the page (ADR 0292).

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

/** Every document POST the page makes (a native form post, as without JavaScript). */
function documentPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

test('a form sent while its rules are still loading posts to its route action as without JavaScript', async ({ page }) => {
  const problems = watchConsole(page);
  const release = await holdRules(page);
  const posts = documentPosts(page);
  await gotoPartsPending(page, storeUrl(DEMO, '/reset-password'));
  await page.getByLabel('Email').fill(`early-${Date.now().toString(36)}@example.test`);
  // The page hydrated (before, the form posts to the server, ADR 0245); its rules still held.
  await expect(page.locator('[data-form-page]')).not.toHaveAttribute('data-hydrate-pending');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  // Sent at once, by the browser, to the route action: the server answers the success page.
  await expect(page).toHaveURL(storeUrl(DEMO, '/reset-password-success'));
  await expect(page.getByRole('status').filter({ hasText: 'We sent you email with the password reset link!' })).toBeVisible();
  expect(posts).toEqual(['/reset-password']);
  release();
  expect(problems).toEqual([]);
});

test('an invalid form sent while its rules are loading gets the server\'s errors, typed values kept', async ({ page }) => {
  // The server answers the refused post with its 400 page, as without JavaScript.
  const problems = watchConsole(page, { ignore: [/status of 400 \(Bad Request\)/] });
  const release = await holdRules(page);
  const posts = documentPosts(page);
  await gotoPartsPending(page, storeUrl(DEMO, '/register'));
  await page.getByLabel('First name').fill('Robin');
  await expect(page.locator('[data-form-page]')).not.toHaveAttribute('data-hydrate-pending');
  await page.getByRole('button', { name: 'Register' }).click();
  // The route action on the server checked it: its answer page names each field and keeps what was typed.
  await expect(page.getByText('Last name is required.')).toBeVisible();
  await expect(page.getByText('Username is required.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Robin');
  // The first field refused has the focus (the answer page's autofocus).
  await expect(page.getByLabel('Last name')).toBeFocused();
  await expect(page).toHaveURL(storeUrl(DEMO, '/register'));
  expect(posts).toEqual(['/register']);
  release();
  expect(problems).toEqual([]);
});
