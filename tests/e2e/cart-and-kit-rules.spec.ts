import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, storeUrl } from './store-url.ts';

// Issue 27, "Catalog, cart and kits": what a shopper met, each as they would meet it.
const DEMO = 'demo.localhost';
const TEE = '/products/classic-crew-tee?color=Black&size=M';
const KIT = '/kit?token=demo-kit-token&user_token=demo-user-token';
const HIDDEN_KIT = '/kit?token=hidden-kit-token&user_token=demo-user-token';
const BANNER = 'You are in Gifting mode. Please continue with selection or discard Gifting and use store normally.';

async function addTee(page: Page) {
  await gotoHydrated(page, storeUrl(DEMO, TEE));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog', { name: 'Item added to cart' }).getByRole('button', { name: 'Continue Shopping' }).click();
}

/** Opens a kit product inside the kit page, picks colour (and size) and adds it; the list returns. */
async function addFromKit(page: Page, name: string, choice: { color: string; size?: string }) {
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('link', { name: 'back to list' })).toBeVisible();
  await page.getByRole('radio', { name: choice.color, exact: true }).click();
  if (choice.size) await page.getByRole('radio', { name: choice.size, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Required Products' })).toBeVisible();
}

test.describe('cart and kit rules', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a wrong or empty gift-card code in the cart is answered at once, as soon as the page shows', async ({ page }) => {
    await addTee(page);
    // A plain load, not waiting for the page to become interactive: the shopper types and applies at once.
    await page.goto(storeUrl(DEMO, '/cart'));
    await page.getByLabel('Gift card or promo code').fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    // docs/product.md §8: 'Not a valid gift card', as a toast and under the field, which keeps the code.
    await expect(page.getByRole('alert').filter({ hasText: 'Not a valid gift card' })).toBeVisible();
    await expect(page.getByText('Not a valid gift card', { exact: true }).last()).toBeVisible();
    await expect(page.getByLabel('Gift card or promo code')).toHaveValue('NO-SUCH-CODE');

    await page.goto(storeUrl(DEMO, '/cart'));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Code is required.')).toBeVisible();
  });

  test('a quantity above the stock reads Out of Stock and adds nothing', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, TEE));
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('500');
    // docs/product.md §4: out of stock when the chosen quantity exceeds the size's stock.
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    await expect(quantity).toHaveValue('500');
    await quantity.fill('2');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  });

  test('the header cart link is named by its visible count (axe: label-content-name-mismatch)', async ({ page }) => {
    await addTee(page);
    await gotoHydrated(page, storeUrl(DEMO, '/products'));
    const link = page.getByRole('banner').getByRole('link', { name: '1 item in cart', exact: true });
    await expect(link).toBeVisible();
    await expect(link).toContainText('1');
    const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    expect(results.violations).toEqual([]);
  });

  test('a direct link to a missing product shows the spec\'s toast on the not-found page', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/products/no-such-product'));
    await expect(page).toHaveURL(/\/not-found\?product=true/);
    await expect(page.getByRole('alert').filter({ hasText: 'The requested product was not found!' })).toBeVisible();
    await expect(page.getByText('Product Not Found')).toBeVisible();
  });

  test('a hidden-prices kit hides prices in the server\'s HTML of every page, with the banner, and nothing shifts', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, HIDDEN_KIT));
    await expect(page.getByRole('heading', { name: 'Required Products' })).toBeVisible();
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'gifting')?.value).toBe('hidden-kit-token.demo-user-token.1');
    // What the server sends for /products, before any script runs.
    const html = await page.evaluate(async () => (await fetch('/products')).text());
    const shown = html.slice(0, html.indexOf('<script'));
    expect(shown).toContain(BANNER);
    expect(shown).not.toMatch(/\$\d+\.\d\d/);
    // And the page as it hydrates: no layout shift from gifting mode.
    await page.goto(storeUrl(DEMO, '/products'));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByText(BANNER)).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThan(0.01);
    await expect(page.locator('main')).not.toContainText(/\$\d+\.\d\d/);
  });

  test('opening a kit link with a filled cart asks first, and keeps the cart when told to', async ({ page }) => {
    await addTee(page);
    await gotoHydrated(page, storeUrl(DEMO, KIT));
    await expect(page.getByRole('alertdialog', { name: 'Your cart is not empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Keep my cart' }).click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/cart'));
    await expect(page.getByRole('link', { name: 'Classic Crew T-Shirt' })).toBeVisible();

    await gotoHydrated(page, storeUrl(DEMO, KIT));
    await page.getByRole('link', { name: 'Open the gift' }).click();
    await expect(page.getByRole('heading', { name: 'Required Products' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '{}') as { items: unknown[] }).items.length)).toBe(0);
  });

  test('another gift\'s selection is not dropped without asking, also in the server\'s HTML', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, HIDDEN_KIT));
    await expect(page.getByRole('heading', { name: 'Required Products' })).toBeVisible();
    const html = await page.evaluate(async (kit) => (await fetch(kit)).text(), KIT);
    expect(html.slice(0, html.indexOf('<script'))).toContain('Your cart is not empty');
  });

  test('in gifting mode the cart applies the kit\'s rules to +, Remove and Check Out', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, KIT));
    await addFromKit(page, 'Classic Crew T-Shirt', { color: 'Navy', size: 'M' });
    await addFromKit(page, 'Classic Ceramic Mug 11 oz', { color: 'White' });
    await gotoHydrated(page, storeUrl(DEMO, '/cart'));
    const tee = page.getByRole('spinbutton', { name: 'Quantity of Classic Crew T-Shirt' });
    await expect(tee).toHaveValue('1');
    // The tee's kit quantity is 1: its + stays off; the mug may take the last free slot, then no more.
    const teeLine = page.getByRole('listitem').filter({ has: tee });
    await expect(teeLine.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    const mug = page.getByRole('spinbutton', { name: 'Quantity of Classic Ceramic Mug 11 oz' });
    const mugLine = page.getByRole('listitem').filter({ has: mug });
    await mugLine.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(mug).toHaveValue('2');
    await expect(mugLine.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    // The required tee cannot be removed.
    await page.getByRole('button', { name: 'Remove Classic Crew T-Shirt' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Classic Crew T-Shirt is required in this kit.' })).toBeVisible();
    await expect(tee).toHaveValue('1');

    // A selection broken elsewhere (the tee gone, 4 mugs) is named before Check Out, which is off.
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem('cart')!) as { items: { product_id: number; quantity: number }[] };
      cart.items = cart.items.filter((item) => item.product_id !== 1001).map((item) => ({ ...item, quantity: 4 }));
      localStorage.setItem('cart', JSON.stringify(cart));
    });
    await gotoHydrated(page, storeUrl(DEMO, '/cart'));
    await expect(page.getByText('This kit holds at most 3 products. Please remove 1.')).toBeVisible();
    await expect(page.getByText('Classic Crew T-Shirt is required in this kit.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check Out' })).toBeDisabled();
  });
});
