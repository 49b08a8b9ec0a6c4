import { expect, test, type Page } from '@playwright/test';
import { storeUrl } from './store-url.ts';

// Issue 9 / ADR 0153: the forms of a gifting kit, a gift card's custom amount, a cart too large to
// grow and a cart line's stepper and Remove, in Chromium without JavaScript. The kit journeys
// need the demo kit not yet ordered: this file runs before kits.spec.ts (files run by name), and
// orders nothing (a whole kit without JavaScript: kit-without-javascript.spec.ts, ADR 0293).

const DEMO = 'demo.localhost';
const KIT = '/kit?token=demo-kit-token&user_token=demo-user-token';

test.use({ javaScriptEnabled: false });

const cartLines = async (page: Page) => (await page.context().cookies()).filter((cookie) => cookie.name === 'cart_lines');

/** Colour and size by link, then the product form's post (ADR 0107): lands on /cart. */
async function addWithoutJavaScript(page: Page, path: string) {
  await page.goto(storeUrl(DEMO, path));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(storeUrl(DEMO, '/cart'));
}

test.describe('gifting kit without JavaScript', () => {
  test('Add to Cart inside the kit posts with the link kept; more than the kit allows is refused, the choice kept', async ({ page }) => {
    await page.goto(storeUrl(DEMO, KIT));
    await page.getByRole('link', { name: 'Classic Crew T-Shirt', exact: true }).click();
    await page.getByRole('radio', { name: 'Navy', exact: true }).click();
    await page.getByRole('radio', { name: 'M', exact: true }).click();
    await expect(page).toHaveURL(/product=classic-crew-tee&color=Navy&size=M$/);
    // Refused by the kit's rules (the tee's kit quantity is 1): nothing lost, the link kept (ADR 0293).
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    const response = page.waitForResponse((answer) => answer.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    expect((await response).status()).toBe(422);
    await expect(page).toHaveURL(storeUrl(DEMO, `${KIT}&product=classic-crew-tee&color=Navy&size=M`));
    await expect(page.getByRole('heading', { level: 1, name: /^number of products/ })).toHaveText('number of products: 3');
    await expect(page.getByText('There was an error loading the kit. Please try again later.')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'You can choose at most 1 of Classic Crew T-Shirt.' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Navy', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
    // The quantity shows what the kit allows, as the page's own rule does with JavaScript.
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    // Nothing was written anywhere: no cart cookie.
    expect(await cartLines(page)).toEqual([]);
  });

  test('a choice the kit does not allow is refused with the page\'s own texts', async ({ page }) => {
    await page.goto(storeUrl(DEMO, `${KIT}&product=classic-crew-tee&color=Navy`));
    const response = page.waitForResponse((answer) => answer.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    expect((await response).status()).toBe(422);
    await expect(page.getByText('Please select a size!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^number of products/ })).toHaveText('number of products: 3');
  });
});

test.describe('gift card custom amount without JavaScript', () => {
  test('the switch shows the amount; a bad amount is refused keeping what was typed, a good one reaches the cart', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/products/digital-gift-card'));
    const amount = page.getByRole('textbox', { name: 'Gift card amount' });
    await expect(amount).toBeHidden();
    await page.getByRole('switch', { name: 'Custom amount' }).check();
    await expect(amount).toBeVisible();
    await amount.fill('12.345');
    await page.getByRole('textbox', { name: 'Recipient email' }).fill('friend@example.com');
    await page.getByRole('textbox', { name: 'Personal note (optional)' }).fill('Happy birthday!');
    const response = page.waitForResponse((answer) => answer.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    expect((await response).status()).toBe(422);
    // The spec's warning and the field's reason; every typed value kept.
    await expect(page.getByText('Please enter a valid gift card amount!')).toBeVisible();
    await expect(amount).toHaveAccessibleDescription('The amount can have at most 2 decimals.');
    await expect(page.getByRole('switch', { name: 'Custom amount' })).toBeChecked();
    await expect(amount).toHaveValue('12.345');
    await expect(page.getByRole('textbox', { name: 'Recipient email' })).toHaveValue('friend@example.com');
    await expect(page.getByRole('textbox', { name: 'Personal note (optional)' })).toHaveValue('Happy birthday!');
    expect(await cartLines(page)).toEqual([]);

    // An empty amount: the same spec warning.
    await amount.fill('');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Please enter a valid gift card amount!')).toBeVisible();
    await expect(amount).toHaveAccessibleDescription('Amount is required.');

    await amount.fill('37.50');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/cart'));
    const line = page.getByRole('listitem', { name: 'Digital Gift Card' });
    await expect(line).toContainText('Amount: $37.50');
    await expect(line).toContainText('Recipient: friend@example.com');
    await expect(line).toContainText('Note: Happy birthday!');
    await expect(page.getByRole('region', { name: 'Summary' }).getByRole('definition').last()).toHaveText('$37.50');
  });
});

test.describe('a cart too large to grow without JavaScript', () => {
  test('Add to Cart says the item was not added, and the cart is kept as it was', async ({ page }) => {
    const port = new URL(storeUrl(DEMO)).port;
    // The browser's cart did not fit its cookie (shared/cart-cookie.ts CART_TOO_LARGE): its lines live in localStorage only.
    await page.context().addCookies(['/cart', '/checkout'].map((path) => ({ name: 'cart_lines', value: 'too-large', domain: DEMO, path, sameSite: 'Lax' as const })));
    await page.goto(storeUrl(DEMO, '/products/classic-crew-tee?color=Black&size=M'));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(new RegExp(`^http://${DEMO}:${port}/cart\\?`));
    await expect(page.getByRole('alert').filter({ hasText: 'The item was not added: your cart is too large to grow without JavaScript.' })).toBeVisible();
    expect((await cartLines(page)).map((cookie) => cookie.value)).toEqual(['too-large', 'too-large']);
  });
});

test.describe('cart lines without JavaScript', () => {
  test('the stepper changes a quantity and Remove removes a line, the summary following', async ({ page }) => {
    await addWithoutJavaScript(page, '/products/classic-crew-tee?color=Black&size=M');
    await addWithoutJavaScript(page, '/products/ceramic-mug?color=White');
    const tee = page.getByRole('listitem', { name: 'Classic Crew T-Shirt' });
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('2 items')).toBeVisible();

    await tee.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/cart'));
    await expect(tee.getByRole('spinbutton', { name: 'Quantity of Classic Crew T-Shirt' })).toHaveValue('2');
    await expect(summary.getByText('3 items')).toBeVisible();
    await tee.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(tee.getByRole('spinbutton', { name: 'Quantity of Classic Crew T-Shirt' })).toHaveValue('3');
    await tee.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(tee.getByRole('spinbutton', { name: 'Quantity of Classic Crew T-Shirt' })).toHaveValue('2');
    await expect(summary.getByText('3 items')).toBeVisible();

    // Remove takes the line off at once (the confirmation dialog is the script's).
    await tee.getByRole('button', { name: 'Remove Classic Crew T-Shirt' }).click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/cart'));
    await expect(page.getByRole('listitem', { name: 'Classic Crew T-Shirt' })).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: /Mug/ })).toBeVisible();
    await expect(summary.getByRole('definition').first()).toHaveText(/^1 item(?!s)/);

    await page.getByRole('listitem', { name: /Mug/ }).getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });
});
