import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './store-url.ts';

// Gifting kits (docs/product.md §2 and §4; docs/decisions/0081-gifting-mode.md), with the demo links
// of the fixtures: demo-kit-token (amount 3; the tee (kit quantity 1) and the mug required) and
// hidden-kit-token (prices hidden; the hoodie required). Each link can be ordered once, so the
// journeys that order run last.
const KIT = '/kit?token=demo-kit-token&user_token=demo-user-token';
const HIDDEN_KIT = '/kit?token=hidden-kit-token&user_token=demo-user-token';
const GUARD = 'You cant leave this page untill you add all the required products';
const BANNER = 'You are in Gifting mode. Please continue with selection or discard Gifting and use store normally.';

type StoredCart = { items: { name: string; quantity: number; product_id: number }[]; giftingToken: string | null; giftingUserToken: string | null; hidePrices: boolean };
const storedCart = (page: Page): Promise<StoredCart> => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}'));

const slots = (page: Page) => page.getByRole('list', { name: 'Your selection' }).getByRole('listitem');
const emptySlots = (page: Page) => page.getByRole('list', { name: 'Your selection' }).getByText('Empty slot');
const addButton = (page: Page) => page.getByRole('button', { name: /^(Add to Cart|Out of Stock|Max\. Qty Allowed)$/ });

/** Opens a kit product inside the kit page, picks colour (and size) and adds it; the list returns. */
async function addFromKit(page: Page, name: string, choice: { color: string; size?: string; quantity?: number }) {
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('link', { name: 'back to list' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]product=/);
  const color = page.getByRole('radio', { name: choice.color, exact: true });
  await color.click();
  await expect(color).toBeChecked();
  if (choice.size) {
    const size = page.getByRole('radio', { name: choice.size, exact: true });
    await size.click();
    await expect(size).toBeChecked();
  }
  for (let n = 1; n < (choice.quantity ?? 1); n++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await addButton(page).click();
  // No dialog in gifting mode: the kit's list comes back.
  await expect(page.getByRole('heading', { name: 'Required Products' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The demo kit's required products (tee and mug), filled into the slots. */
async function fillRequired(page: Page) {
  await addFromKit(page, 'Classic Crew T-Shirt', { color: 'Navy', size: 'M' });
  await addFromKit(page, 'Classic Ceramic Mug 11 oz', { color: 'White' });
}

async function fillAddress(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Recipient');
  await page.getByLabel('Street address').fill('1 Market Street');
  await page.getByLabel('City').fill('Wilmington');
  await page.getByLabel('Country').selectOption('US');
  const state = page.getByLabel(/^State/);
  if ((await state.evaluate((element) => element.tagName)) === 'SELECT') await state.selectOption('DE');
  else await state.fill('DE');
  await page.getByLabel(/^ZIP/).fill('19801');
}

test.describe('gifting kits', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a recipient fills the kit: slots, required products, kit quantities and the over-limit message', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A cart from normal shopping is cleared when the kit opens.
    await gotoHydrated(page, '/');
    await page.evaluate(() => localStorage.setItem('cart', JSON.stringify({ items: [], giftingToken: null, giftingUserToken: null, hidePrices: false })));
    await gotoHydrated(page, KIT);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('number of products: 3');
    await expect(page.locator('main img[src*="demo-kit-banner"]')).toBeVisible();
    await expect(emptySlots(page)).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'continue to shipping' })).toBeVisible();
    const required = page.getByRole('region', { name: 'Required Products' });
    await expect(required.getByRole('heading', { level: 3 })).toHaveText(['Classic Crew T-Shirt', 'Classic Ceramic Mug 11 oz']);
    await expect(page.getByRole('region', { name: 'Choose from these products' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(5);
    // Prices show on this kit's cards.
    await expect(required.getByText('$22.00')).toBeVisible();
    await expect.poll(async () => (await storedCart(page)).giftingToken).toBe('demo-kit-token');
    const cart = await storedCart(page);
    expect(cart).toMatchObject({ giftingUserToken: 'demo-user-token', hidePrices: false, items: [] });

    await addFromKit(page, 'Classic Crew T-Shirt', { color: 'Navy', size: 'M' });
    await expect(emptySlots(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Remove Classic Crew T-Shirt, Navy, M from the kit' })).toBeVisible();

    // The tee's kit quantity is 1: it cannot be chosen again.
    await page.getByRole('link', { name: 'Classic Crew T-Shirt', exact: true }).click();
    await expect(page.getByText('You can choose at most 1 of Classic Crew T-Shirt.')).toBeVisible();
    await expect(addButton(page)).toHaveText('Max. Qty Allowed');
    await expect(addButton(page)).toBeDisabled();
    await page.getByRole('link', { name: 'back to list' }).click();

    // Two mugs fill the last two slots (min(kit quantity 2, 2 slots left)).
    await addFromKit(page, 'Classic Ceramic Mug 11 oz', { color: 'White', quantity: 2 });
    await expect(emptySlots(page)).toHaveCount(0);
    await expect(slots(page)).toHaveCount(3);
    await page.getByRole('link', { name: 'Structured Baseball Cap', exact: true }).click();
    await expect(page.getByText('You have chosen all 3 products of this kit.')).toBeVisible();
    await expect(addButton(page)).toBeDisabled();
    await page.getByRole('link', { name: 'back to list' }).click();

    // Removing a slot takes one unit away.
    await page.getByRole('button', { name: 'Remove Classic Ceramic Mug 11 oz, White, 11 oz from the kit' }).first().click();
    await expect(emptySlots(page)).toHaveCount(1);
    expect((await storedCart(page)).items.map((item) => item.quantity)).toEqual([1, 1]);

    // Reopening the link keeps the selection (the cart already holds this kit).
    await gotoHydrated(page, KIT);
    await expect(emptySlots(page)).toHaveCount(1);

    // Over the limit (a cart changed elsewhere): the message, and no 'continue to shipping'.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('cart')!);
      stored.items[1].quantity = 3;
      localStorage.setItem('cart', JSON.stringify(stored));
    });
    await gotoHydrated(page, KIT);
    await expect(page.getByRole('alert')).toHaveText('This kit holds at most 3 products. Please remove 1.');
    await expect(page.getByRole('link', { name: 'continue to shipping' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('without JavaScript the kit, its products and back to list are plain links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(KIT);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('number of products: 3');
    await expect(emptySlots(page)).toHaveCount(3);
    await page.getByRole('link', { name: 'Structured Baseball Cap', exact: true }).click();
    await expect(page).toHaveURL(/\/kit\?token=demo-kit-token&user_token=demo-user-token&product=structured-cap$/);
    // One h1 (the kit's); the product's name is the heading under it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('number of products: 3');
    await expect(page.getByRole('heading', { level: 2, name: 'Structured Baseball Cap' })).toBeVisible();
    await page.getByRole('link', { name: 'back to list' }).click();
    await expect(page.getByRole('heading', { name: 'Required Products' })).toBeVisible();
    await context.close();
  });

  test('a broken link shows the kit error', async ({ page }) => {
    for (const path of ['/kit', '/kit?token=demo-kit-token', '/kit?token=demo-kit-token&user_token=wrong', '/kit?token=nope&user_token=demo-user-token']) {
      await page.goto(path);
      await expect(page.getByText('There was an error loading the kit. Please try again later.')).toBeVisible();
    }
  });

  test('leaving the kit while required products are missing is held by the dialog', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => localStorage.removeItem('cart'));
    await gotoHydrated(page, KIT);
    await expect(emptySlots(page)).toHaveCount(3);
    const onward = page.getByRole('link', { name: 'continue to shipping' });
    await onward.click();
    const dialog = page.getByRole('dialog', { name: GUARD });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Classic Crew T-Shirt');
    await expect(dialog).toContainText('Classic Ceramic Mug 11 oz');
    await expect(dialog.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/kit\?/);
    await expect(onward).toBeFocused();

    // The logo is held too; Escape closes the dialog.
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page.getByRole('dialog', { name: GUARD })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: GUARD })).toHaveCount(0);
    await expect(page).toHaveURL(/\/kit\?/);

    // With the required products chosen, 'continue to shipping' goes on to the kit's checkout.
    await fillRequired(page);
    await onward.click();
    await expect(page).toHaveURL(/\/checkout\?token=demo-kit-token&user_token=demo-user-token$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  });

  test("gifting mode: the banner's Continue and Discard, the reduced top bar and the guards", async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => localStorage.removeItem('cart'));
    await gotoHydrated(page, KIT);
    await fillRequired(page);

    await gotoHydrated(page, '/contact');
    const banner = page.getByRole('complementary', { name: BANNER });
    await expect(banner).toBeVisible();
    // Desktop top bar in gifting mode: no search, no cart or login, no menu.
    const header = page.getByRole('banner');
    await expect(header.getByRole('combobox')).toHaveCount(0);
    await expect(header.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(header.getByRole('navigation')).toHaveCount(0);

    await banner.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/kit\?token=demo-kit-token&user_token=demo-user-token$/);
    await expect(emptySlots(page)).toHaveCount(1);
    await expect(page.getByRole('complementary', { name: BANNER })).toHaveCount(0);

    // The guards send the product page and login home while gifting.
    await gotoHydrated(page, '/products/classic-crew-tee');
    await expect(page).toHaveURL(/\/$/);
    await gotoHydrated(page, '/login');
    await expect(page).toHaveURL(/\/$/);

    // Mobile: only the logo.
    await page.setViewportSize({ width: 400, height: 800 });
    await expect(header.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('complementary', { name: BANNER }).getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('complementary', { name: BANNER })).toHaveCount(0);
    await expect(header.getByRole('combobox')).toBeVisible();
    expect(await storedCart(page)).toMatchObject({ items: [], giftingToken: null, giftingUserToken: null, hidePrices: false });
  });

  test('a kit that hides prices shows none, from the first HTML to the confirmation', async ({ page }) => {
    // The server's HTML (asked from the page: Node cannot resolve *.localhost).
    await gotoHydrated(page, '/');
    const html = await page.evaluate(async (path) => (await fetch(path)).text(), HIDDEN_KIT);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('Heavyweight Pullover Hoodie');
    expect(main).not.toMatch(/\$\d/);

    await page.evaluate(() => localStorage.removeItem('cart'));
    await gotoHydrated(page, HIDDEN_KIT);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('number of products: 2');
    await expect.poll(async () => (await storedCart(page)).hidePrices).toBe(true);
    await expect(page.locator('main')).not.toContainText('$');
    await addFromKit(page, 'Heavyweight Pullover Hoodie', { color: 'Black', size: 'L' });
    await page.getByRole('link', { name: 'Travel Tumbler 16 oz', exact: true }).click();
    await expect(page.getByRole('link', { name: 'back to list' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('$');
    await page.getByRole('link', { name: 'back to list' }).click();

    await page.getByRole('link', { name: 'continue to shipping' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your gift' })).toContainText('Heavyweight Pullover Hoodie');
    await expect(page.locator('main')).not.toContainText('$');
    await fillAddress(page, 'hidden-gift@example.test');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/kit\/confirmation\?token=hidden-kit-token&user_token=demo-user-token$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.locator('main')).toContainText('Heavyweight Pullover Hoodie');
    await expect(page.locator('main')).not.toContainText('$');
  });

  test('checkout of a kit needs no account, ends in a confirmation, and a second order is refused', async ({ page, browser }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => localStorage.removeItem('cart'));
    await gotoHydrated(page, KIT);
    await fillRequired(page);
    await page.getByRole('link', { name: 'continue to shipping' }).click();
    await expect(page).toHaveURL(/\/checkout\?token=demo-kit-token/);
    // Nothing to pay: no payment step and no gift card form.
    await expect(page.getByText('Your gift is paid by the sender: there is nothing to pay.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gift card' })).toHaveCount(0);

    // A second device filled the same kit meanwhile.
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const second = await other.newPage();
    await gotoHydrated(second, KIT);
    await fillRequired(second);
    await second.getByRole('link', { name: 'continue to shipping' }).click();
    await fillAddress(second, 'second-device@example.test');

    // The address is required: said beside each field (by the server's answer when the form's
    // rules had not loaded yet: the post then went to the route action, ADR 0292).
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/checkout\?token=demo-kit-token/);
    await fillAddress(page, 'kit-gift@example.test');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/kit\/confirmation\?token=demo-kit-token&user_token=demo-user-token$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByText('We sent a confirmation to kit-gift@example.test.')).toBeVisible();
    await expect(page.locator('main')).toContainText('Classic Crew T-Shirt');
    await expect(page.locator('main')).toContainText('Robin Recipient');
    // The gift's order leaves gifting mode.
    expect(await storedCart(page)).toMatchObject({ items: [], giftingToken: null });

    await second.getByRole('button', { name: 'Place Order' }).click();
    const refused = second.getByRole('alert').filter({ hasText: 'This gift has already been ordered.' });
    await expect(refused).toBeVisible();
    await refused.getByRole('link', { name: 'View your gift order' }).click();
    await expect(second).toHaveURL(/\/kit\/confirmation\?/);
    await expect(second.getByText('We sent a confirmation to kit-gift@example.test.')).toBeVisible();
    await other.close();

    // The link now says it was ordered.
    await gotoHydrated(page, KIT);
    await expect(page.getByText('This gift has already been ordered.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'continue to shipping' })).toHaveCount(0);
  });
});
