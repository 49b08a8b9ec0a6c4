import { expect, test, type Page } from '@playwright/test';
import { formRulesLoaded, gotoHydrated, storeUrl } from './store-url.ts';
import { watchConsole } from './console-watch.ts';

/** A real 1×1 PNG, made in the test. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const CONTACT_API = '**/api/storefronts/1/contact';

/**
 * Browser errors that are expected: a refused submission's status line (the browser logs it),
 * and the trace recorder reading the preview's blob: URL, which the page's CSP rightly blocks.
 */
const EXPECTED = [/the server responded with a status of 4\d\d/, /^Connecting to 'blob:/];

function unexpected(problems: string[]): string[] {
  return problems.filter((problem) => !EXPECTED.some((pattern) => pattern.test(problem)));
}

async function fillForm(page: Page, message = 'The print on my hoodie is crooked.') {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Message').fill(message);
}

test('a shopper reaches the form from the footer, attaches and removes an image, sends it and gets a fresh form', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, storeUrl('demo.localhost'));
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page).toHaveTitle('Contact us | Demo Merch');

  await fillForm(page);
  await page.getByLabel('Order ID (optional)').fill('123e4567-e89b-12d3-a456-426614174000');

  const imageInput = page.getByLabel('Image (optional)');
  const preview = page.getByRole('img', { name: 'Preview of photo.png' });
  await imageInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(preview).toBeVisible();
  await expect(page.getByText('photo.png', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Remove photo.png' }).click();
  await expect(preview).toHaveCount(0);
  await expect(imageInput).toBeFocused();

  // A file that is not an image is refused with the widget's message.
  await imageInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'notes.txt: Invalid file type, allowed file types: PNG, JPEG, GIF, WebP.' })).toBeVisible();

  await imageInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(preview).toBeVisible();

  // Hold the answer until the button has been seen busy (the submitting state).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CONTACT_API, async (route) => {
    await held;
    await route.continue();
  });
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/storefronts/1/contact') && request.method() === 'POST');
  const send = page.getByRole('button', { name: 'Send' });
  await send.click();
  await expect(send).toBeDisabled();
  await expect(send).toHaveAttribute('aria-busy', 'true');
  const body = (await sent).postDataBuffer()?.toString('latin1') ?? '';
  expect(body).toContain('name="image"; filename="photo.png"');
  expect(body).toContain('name="order_uuid"');
  expect(body).toContain('name="recaptcha"');
  release();

  await expect(page.getByRole('status').filter({ hasText: 'Contact submission successful!' })).toBeVisible();
  for (const label of ['First name', 'Last name', 'Email', 'Order ID (optional)', 'Message']) {
    await expect(page.getByLabel(label)).toHaveValue('');
  }
  await expect(preview).toHaveCount(0);
  await expect(send).toBeEnabled();
  await expect(page.getByText('Message is required')).toHaveCount(0);
  expect(unexpected(problems)).toEqual([]);
});

test('an empty submit marks every field, and a server refusal keeps everything typed', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, storeUrl('demo.localhost', '/contact'));
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/storefronts/1/contact')) posted += 1;
  });

  // The page's own check needs the form's rules, loaded on its first use (before, the post goes to the server, ADR 0292).
  await page.getByLabel('First name').focus();
  await formRulesLoaded(page);
  await page.getByRole('button', { name: 'Send' }).click();
  for (const message of ['First name is required.', 'Last name is required.', 'Email is required.', 'Message is required']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email').fill('ada@');
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await page.getByLabel('Order ID (optional)').fill('#1042');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/Please enter the order ID exactly as shown on your order/)).toBeVisible();
  expect(posted).toBe(0);

  // Fixed up, but the "PNG" is really text: the server reads the bytes and refuses it.
  await fillForm(page, 'Please see the attached photo.');
  await page.getByLabel('Order ID (optional)').fill('');
  await page.getByLabel('Image (optional)').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
  await expect(page.getByRole('img', { name: 'Preview of fake.png' })).toBeAttached();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'fake.png: Invalid file type, allowed file types: PNG, JPEG, GIF, WebP.' })).toBeVisible();
  expect(posted).toBe(1);
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Message')).toHaveValue('Please see the attached photo.');
  await expect(page.getByText('fake.png', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  expect(unexpected(problems)).toEqual([]);
});

test('initial values in navigation state pre-fill the form', async ({ page }) => {
  await gotoHydrated(page, storeUrl('demo.localhost', '/contact'));
  // React Router keeps navigation state in history.state.usr, which survives a reload.
  await page.evaluate(() => {
    window.history.replaceState({ ...window.history.state, usr: { initialValues: { order_uuid: '123e4567-e89b-12d3-a456-426614174000', message: 'About my order' } } }, '');
  });
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByLabel('Order ID (optional)')).toHaveValue('123e4567-e89b-12d3-a456-426614174000');
  await expect(page.getByLabel('Message')).toHaveValue('About my order');
  await expect(page.getByLabel('First name')).toHaveValue('');
});
