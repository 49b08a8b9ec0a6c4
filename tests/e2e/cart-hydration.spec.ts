import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { gotoHydrated, storeUrl } from './store-url.ts';
import { watchConsole } from './console-watch.ts';

const DEMO = 'demo.localhost';

async function fillCart(page: Page, context: BrowserContext) {
  await gotoHydrated(page, storeUrl(DEMO, '/products/classic-crew-tee?color=Black&size=M'));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog', { name: 'Item added to cart' }).getByRole('button', { name: 'Continue Shopping' }).click();
  await expect.poll(async () => (await context.cookies()).filter((cookie) => cookie.name === 'cart_lines' && cookie.value !== '').length).toBe(3);
}

/**
 * Issue 9 / ADR 0123: the server renders /cart from the cart cookie; the page hydrates with that
 * and then shows the browser's stored cart, which wins when the two differ.
 */
test.describe('cart hydration', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('hydrates without a mismatch when the cookie and the stored cart agree', async ({ page, context }) => {
    await fillCart(page, context);
    const problems = watchConsole(page);
    await gotoHydrated(page, storeUrl(DEMO, '/cart'));
    await expect(page.getByRole('link', { name: 'Classic Crew T-Shirt' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Classic Crew T-Shirt' })).toHaveValue('1');
    await expect(page.getByRole('region', { name: 'Summary' }).getByText('1 item')).toBeVisible();
    // Interactive: the stepper changes the stored cart.
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('region', { name: 'Summary' }).getByText('2 items')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('hydrates without a mismatch when they differ, then shows the stored cart', async ({ page, context }) => {
    await fillCart(page, context);
    // The stored cart changes behind the cookie's back (as another browser tab's older cookie would).
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem('cart')!) as { items: { quantity: number }[] };
      cart.items[0]!.quantity = 3;
      localStorage.setItem('cart', JSON.stringify(cart));
    });
    // The server still renders the cookie's cart (the browser sends /cart its cookie).
    expect(await page.evaluate(async () => (await (await fetch('/cart')).text()).includes('1 item<'))).toBe(true);
    const problems = watchConsole(page);
    await gotoHydrated(page, storeUrl(DEMO, '/cart'));
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Classic Crew T-Shirt' })).toHaveValue('3');
    await expect(page.getByRole('region', { name: 'Summary' }).getByText('3 items')).toBeVisible();
    // ... and the cookies of every cart path are written again with the stored cart.
    const quantities = async () =>
      (await context.cookies()).filter((cookie) => cookie.name === 'cart_lines').map((cookie) => {
        // The cookie is `{ r: revision, l: lines }` (ADR 0106), or bare lines without a revision.
        const value = JSON.parse(decodeURIComponent(cookie.value)) as number[][] | { l: number[][] };
        return (Array.isArray(value) ? value : value.l)[0]![3];
      });
    await expect.poll(quantities).toEqual([3, 3, 3]);

    // A stored cart emptied elsewhere wins over the cookie's lines too.
    await page.evaluate(() => localStorage.setItem('cart', JSON.stringify({ items: [] })));
    await gotoHydrated(page, storeUrl(DEMO, '/cart'));
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
