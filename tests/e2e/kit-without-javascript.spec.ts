import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { storeUrl } from './store-url.ts';

// ADR 0293: a gifting kit completed in Chromium with JavaScript off, from the link to the order's
// confirmation: products chosen by links and form posts, the kit's rules and the order summary
// rendered by the server, Place Order posted to the checkout's route action. Each journey opens
// a new recipient link of the demo kit (amount 3; the tee, kit quantity 1, and the mug required),
// made through the operator API, so it does not depend on the demo link's one order.

const DEMO = 'demo.localhost';
const port = process.env.E2E_PORT ?? '8799';

test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

/** A new recipient link of the demo kit: its path on the store. */
async function newDemoKitLink(request: APIRequestContext): Promise<string> {
  const headers = { authorization: 'Bearer local-operator-token' };
  const kits = await request.get(`http://127.0.0.1:${port}/api/operator/storefronts/1/kits`, { headers });
  expect(kits.ok()).toBe(true);
  const kit = ((await kits.json()) as { data: { id: number; token: string }[] }).data.find((candidate) => candidate.token === 'demo-kit-token')!;
  const links = await request.post(`http://127.0.0.1:${port}/api/operator/storefronts/1/kits/${kit.id}/links`, { headers, data: { count: 1 } });
  expect(links.ok(), await links.text()).toBe(true);
  const [link] = ((await links.json()) as { data: { user_token: string }[] }).data;
  return `/kit?token=demo-kit-token&user_token=${link!.user_token}`;
}

const slots = (page: Page) => page.getByRole('list', { name: 'Your selection' }).getByRole('listitem');
const emptySlots = (page: Page) => page.getByRole('list', { name: 'Your selection' }).getByText('Empty slot');

/** Opens a kit product, picks colour (and size) by their links and posts Add to Cart: the list returns. */
async function addFromKit(page: Page, name: string, choice: { color: string; size?: string }) {
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('link', { name: 'back to list' })).toBeVisible();
  await page.getByRole('radio', { name: choice.color, exact: true }).click();
  if (choice.size) await page.getByRole('radio', { name: choice.size, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Required Products' })).toBeVisible();
}

async function fillAddress(page: Page, values: { zip: string }) {
  await page.getByLabel('Email').fill('nojs-gift@example.test');
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Recipient');
  await page.getByLabel('Street address').fill('1 Market Street');
  await page.getByLabel('City').fill('Wilmington');
  await page.getByLabel('Country').selectOption('US');
  const state = page.getByLabel(/^State/);
  if ((await state.evaluate((element) => element.tagName)) === 'SELECT') await state.selectOption('DE');
  else await state.fill('DE');
  await page.getByLabel(/^ZIP/).fill(values.zip);
}

test('a recipient completes the demo kit without JavaScript, from the link to the confirmation', async ({ page, request }) => {
  const link = await newDemoKitLink(request);
  await page.goto(storeUrl(DEMO, link));
  await expect(page.getByRole('heading', { level: 1, name: /^number of products/ })).toHaveText('number of products: 3');
  await expect(emptySlots(page)).toHaveCount(3);

  await addFromKit(page, 'Classic Crew T-Shirt', { color: 'Navy', size: 'M' });
  await expect(page).toHaveURL(storeUrl(DEMO, link));
  await expect(slots(page).filter({ hasText: 'Classic Crew T-Shirt' })).toHaveCount(1);
  await expect(emptySlots(page)).toHaveCount(2);

  // The tee's kit quantity is 1: its page says so and Add to Cart reads the spec's label.
  await page.getByRole('link', { name: 'Classic Crew T-Shirt', exact: true }).click();
  await expect(page.getByText('You can choose at most 1 of Classic Crew T-Shirt.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Max. Qty Allowed' })).toBeDisabled();
  await page.getByRole('link', { name: 'back to list' }).click();

  // Refused: the mug, a required product, is missing. The checkout says so, and Place Order is
  // answered by the order's own check, with the kit's text, nothing typed lost.
  await page.getByRole('link', { name: 'continue to shipping' }).click();
  await expect(page).toHaveURL(/\/checkout\?token=demo-kit-token&user_token=/);
  await expect(page.getByText('Loading your order summary…')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'You cant leave this page untill you add all the required products' })).toContainText('Classic Ceramic Mug 11 oz');
  await fillAddress(page, { zip: '19801' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Classic Ceramic Mug 11 oz is required in this kit.' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Robin');
  await expect(page.getByLabel('Email')).toHaveValue('nojs-gift@example.test');

  await page.getByRole('alert').filter({ hasText: 'Classic Ceramic Mug 11 oz is required in this kit.' }).getByRole('link', { name: 'Back to your gift' }).click();
  await addFromKit(page, 'Classic Ceramic Mug 11 oz', { color: 'White' });
  await expect(emptySlots(page)).toHaveCount(1);

  // The kit's checkout: the server's order summary, a field error beside its field, then the order.
  await page.getByRole('link', { name: 'continue to shipping' }).click();
  const summary = page.getByRole('region', { name: 'Your gift' });
  await expect(summary).toContainText('Classic Crew T-Shirt');
  await expect(summary).toContainText('Classic Ceramic Mug 11 oz');
  await expect(page.getByText('Loading your order summary…')).toHaveCount(0);
  await fillAddress(page, { zip: '' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByLabel(/^ZIP/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Street address')).toHaveValue('1 Market Street');
  await expect(page.getByLabel('City')).toHaveValue('Wilmington');
  await page.getByLabel(/^ZIP/).fill('19801');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/kit\/confirmation\?token=demo-kit-token&user_token=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.locator('main')).toContainText('Classic Ceramic Mug 11 oz');
  await expect(page.locator('main')).toContainText('Robin Recipient');

  // The link now says it was ordered.
  await page.goto(storeUrl(DEMO, link));
  await expect(page.getByText('This gift has already been ordered.')).toBeVisible();
});

test('opening a kit link with a filled cart asks first without JavaScript, and keeps or empties the cart as told', async ({ page, request }) => {
  const link = await newDemoKitLink(request);
  await page.goto(storeUrl(DEMO, '/products/classic-crew-tee?color=Black&size=M'));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(storeUrl(DEMO, '/cart'));

  await page.goto(storeUrl(DEMO, link));
  await expect(page.getByRole('alertdialog', { name: 'Your cart is not empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Keep my cart' }).click();
  await expect(page).toHaveURL(storeUrl(DEMO, '/cart'));
  await expect(page.getByRole('link', { name: 'Classic Crew T-Shirt' })).toBeVisible();

  await page.goto(storeUrl(DEMO, link));
  await page.getByRole('link', { name: 'Open the gift' }).click();
  await expect(page.getByRole('heading', { name: 'Required Products' })).toBeVisible();
  await expect(emptySlots(page)).toHaveCount(3);
  await page.goto(storeUrl(DEMO, '/cart'));
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
